import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithLocale } from '../../../test-utils/render';
import { CURRENCIES } from '../../../utils/currencies';
import Currencies from '..';

describe('Currencies', () => {
  it('gives every supported currency a row anchored by its code, with its decimals and what an amount of 1250 is', () => {
    renderWithLocale(<Currencies />, 'en');
    const table = screen.getByRole('table', { name: 'Supported currencies' });
    expect(within(table).getAllByRole('row')).toHaveLength(CURRENCIES.length + 1);
    const yen = document.getElementById('currency-jpy') as HTMLElement;
    expect(within(yen).getByRole('link', { name: 'JPY' })).toHaveAttribute('href', '#currency-jpy');
    expect(yen).toHaveTextContent('Japanese yen');
    expect(yen).toHaveTextContent('1250 JPY');
    expect(document.getElementById('currency-kwd')).toHaveTextContent('1.250 KWD');
    expect(document.getElementById('currency-eur')).toHaveTextContent('12.50 EUR');
    expect(screen.getByRole('columnheader', { name: 'amount 1250 is' })).toBeInTheDocument();
  });

  it('speaks Spanish on Spanish pages, with a decimal comma', () => {
    renderWithLocale(<Currencies />, 'es');
    expect(screen.getByRole('table', { name: 'Monedas admitidas' })).toBeInTheDocument();
    expect(document.getElementById('currency-eur')).toHaveTextContent('12,50 EUR');
    expect(document.getElementById('currency-gbp')).toHaveTextContent('Libra esterlina');
  });
});

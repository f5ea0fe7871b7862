import React from 'react';
import { screen, within } from '@testing-library/react';
import NotFound, { queryFromPath } from '..';
import { renderWithLocale } from '../../../test-utils/render';

describe('NotFound', () => {
  it("shows the spec's English texts", () => {
    renderWithLocale(<NotFound />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find what you were looking for.')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeInTheDocument();
  });

  it('shows the Spanish version on Spanish pages', () => {
    renderWithLocale(<NotFound />, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('No hemos encontrado lo que buscabas.')).toBeInTheDocument();
  });

  it('offers a way on in the reader\'s language: a search started from the address, the home page, the docs and the API', () => {
    window.history.replaceState(null, '', '/en/docs/api/paymnt/refund_notify/');
    renderWithLocale(<NotFound />, 'en');
    const search = screen.getByRole('search', { name: 'Search for what you wanted to read' });
    expect(search).toHaveAttribute('action', '/en/search/');
    expect(within(search).getByRole('searchbox')).toHaveValue('paymnt refund notify');
    const nav = screen.getByRole('navigation', { name: 'Carry on from here' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home page', '/en/'],
      ['Documentation', '/en/docs/documentation/intro/'],
      ['API reference', '/en/docs/api/'],
    ]);
  });
});

describe('queryFromPath', () => {
  it('keeps the words of the address that say what the reader wanted', () => {
    expect(queryFromPath('/docs/documentation/online/tokenizacion.html')).toBe('online tokenizacion');
    expect(queryFromPath('/en/blog/2022/10/last-changes/')).toBe('last changes');
    expect(queryFromPath('/docs/api/pay%C3%BAment/')).toBe('payúment');
    expect(queryFromPath('/docs/%E0%A4%A/')).toBe('%e0%a4%a');
    expect(queryFromPath('/')).toBe('');
  });
});

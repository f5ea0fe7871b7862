import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithLocale } from '../../../test-utils/render';
import { formatDate } from '../../../utils/dates';
import Home from '..';

describe('Home', () => {
  it('offers the products, the rest of an integration and the reference and tools, in balanced groups, in Spanish', () => {
    renderWithLocale(<Home />, 'es');
    const links = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('Productos')).toEqual([
      ['Pagos online', '/docs/documentation/online/'],
      ['Pago presencial', '/docs/documentation/pcp/'],
      ['Enlaces de pago', '/docs/documentation/paybylink/'],
      ['Suscripciones', '/docs/documentation/subscriptions/'],
      ['Bizum', '/docs/documentation/bizum/'],
      ['Tax free', '/docs/documentation/taxfree/'],
    ]);
    expect(links('Completa tu integración')).toEqual([
      ['Tokenización', '/docs/documentation/online/tokenization/'],
      ['Apple Pay y Google Pay', '/docs/documentation/online/selling/wallets/apay/'],
      ['Riesgo y seguridad', '/docs/documentation/risk/3dsecure/'],
      ['Informes y conciliación', '/docs/documentation/reporting/'],
    ]);
    expect(links('Referencia y herramientas')).toEqual([
      ['Referencia de la API', '/docs/api/'],
      ['Datos de prueba', '/docs/documentation/testing/test_data/'],
      ['Generador de JSON', '/docs/specific/jsonGenerator/'],
      ['Plugins de comercio electrónico', '/docs/specific/shoplist/'],
    ]);
    expect(screen.getByRole('link', { name: 'Acepta tu primer pago' })).toHaveAttribute('href', '/docs/api/intro/#first-request');
  });

  it('shows the first payment of the API introduction with a copy button and a link to its walkthrough', () => {
    const firstPayment = { route: '/en/docs/api/intro/', code: 'curl https://api-sandbox.tesela.example/payment/v1/payments -X POST', html: null, language: 'bash' };
    renderWithLocale(<Home firstPayment={firstPayment} />, 'en');
    const example = screen.getByRole('figure', { name: 'Your first payment in the sandbox' });
    expect(within(example).getByText(/payment\/v1\/payments -X POST/)).toBeInTheDocument();
    expect(within(example).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(within(example).getByRole('link', { name: 'Step by step in the API introduction' })).toHaveAttribute('href', '/en/docs/api/intro/#first-request');
  });

  it('has a search form that goes to the search page of the locale, and the latest posts', () => {
    renderWithLocale(<Home posts={[{ route: '/en/blog/a/', title: 'October 2022 changes', date: '2022-11-02T10:00:00+01:00', dateText: formatDate('2022-11-02T10:00:00+01:00', 'en'), description: 'What changed.' }]} />, 'en');
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/en/search/');
    const input = within(search).getByRole('searchbox', { name: 'Search the documentation' });
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('maxLength', '512');
    const blog = screen.getByRole('region', { name: 'From the blog' });
    expect(within(blog).getByRole('link', { name: 'October 2022 changes' })).toHaveAttribute('href', '/en/blog/a/');
    expect(within(blog).getByText('November 2, 2022')).toBeInTheDocument();
    expect(within(blog).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/en/blog/');
  });
});

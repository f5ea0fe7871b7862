import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithLocale } from '../../../test-utils/render';
import Home from '..';

describe('Home', () => {
  it('offers a way into every product area and both tools, in Spanish', () => {
    renderWithLocale(<Home />, 'es');
    const areas = screen.getByRole('region', { name: 'Productos y herramientas' });
    const links = within(areas).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pagos online', '/docs/documentation/online/'],
      ['Pago presencial', '/docs/documentation/pcp/'],
      ['Enlaces de pago', '/docs/documentation/paybylink/'],
      ['Suscripciones', '/docs/documentation/subscriptions/'],
      ['Tokenización', '/docs/documentation/online/tokenization/'],
      ['Apple Pay y Google Pay', '/docs/documentation/online/selling/wallets/apay/'],
      ['Bizum', '/docs/documentation/bizum/'],
      ['Tax free', '/docs/documentation/taxfree/'],
      ['Informes y conciliación', '/docs/documentation/reporting/'],
      ['Riesgo y seguridad', '/docs/documentation/risk/3dsecure/'],
      ['Referencia de la API', '/docs/api/'],
      ['Generador de JSON', '/docs/specific/jsonGenerator/'],
      ['Plugins de comercio electrónico', '/docs/specific/shoplist/'],
    ]);
  });

  it('has a search form that goes to the search page of the locale, and the latest posts', () => {
    renderWithLocale(<Home posts={[{ route: '/en/blog/a/', title: 'October 2022 changes', date: '2022-11-02T10:00:00+01:00', description: 'What changed.' }]} />, 'en');
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

import React from 'react';
import { screen, within } from '@testing-library/react';
import TOC from '..';
import Paginator from '../../Paginator';
import { renderWithLocale } from '../../../test-utils/render';

const headings = [
  { depth: 2, value: 'Flujo', id: 'flow' },
  { depth: 3, value: 'Sin fricción', id: 'frictionless-flow' },
  { depth: 4, value: 'Detalle', id: 'detail' },
];

describe('TOC', () => {
  it('lists levels 2 to 3 and links to their ids', () => {
    renderWithLocale(<TOC headings={headings} />, 'es');
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#flow', '#frictionless-flow']);
  });

  it('renders nothing without headings in range', () => {
    const { container } = renderWithLocale(<TOC headings={[{ depth: 4, value: 'x', id: 'x' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Paginator', () => {
  it('links the previous and next docs with their labels', () => {
    renderWithLocale(<Paginator prev={{ title: 'Intro', route: '/en/docs/api/intro/' }} next={{ title: 'Responses', route: '/en/docs/api/responses/' }} />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(within(nav).getByRole('link', { name: /Previous.*Intro/ })).toHaveAttribute('href', '/en/docs/api/intro/');
    expect(within(nav).getByRole('link', { name: /Next.*Responses/ })).toHaveAttribute('rel', 'next');
  });

  it('renders nothing at a sidebar with a single doc', () => {
    const { container } = renderWithLocale(<Paginator prev={null} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

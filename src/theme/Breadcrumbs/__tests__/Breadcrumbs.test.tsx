import React from 'react';
import { screen, within } from '@testing-library/react';
import Breadcrumbs from '..';
import { renderWithLocale } from '../../../test-utils/render';

describe('Breadcrumbs', () => {
  it('leads from the docs home through the categories to the current doc', () => {
    renderWithLocale(
      <Breadcrumbs
        trail={[
          { type: 'category', label: 'Risk and security', collapsed: true, items: [] },
          { type: 'doc', docId: 'documentation/risk/sca', href: '/en/docs/documentation/risk/sca/', label: 'SCA' },
        ]}
      />,
      'en',
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Docs home' })).toHaveAttribute('href', '/en/docs/');
    expect(items[1]).toHaveTextContent('Risk and security');
    expect(within(items[2]).getByText('SCA')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for a doc outside any sidebar', () => {
    const { container } = renderWithLocale(<Breadcrumbs trail={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DocSidebar from '..';
import type { SidebarEntry } from '../types';
import { entriesOnTrail, trailTo } from '../trail';
import { renderWithLocale } from '../../../test-utils/render';

const entries: SidebarEntry[] = [
  { type: 'doc', docId: 'index', href: '/docs/', label: 'Inicio' },
  {
    type: 'category',
    label: 'Riesgo y seguridad',
    collapsed: true,
    items: [
      { type: 'doc', docId: 'documentation/risk/3dsecure', href: '/docs/documentation/risk/3dsecure/', label: '3-D Secure' },
      { type: 'doc', docId: 'documentation/risk/sca', href: '/docs/documentation/risk/sca/', label: 'SCA' },
    ],
  },
  { type: 'category', label: 'Pruebas', collapsed: true, items: [{ type: 'doc', docId: 'documentation/testing/response_codes', href: '/docs/documentation/testing/response_codes/', label: 'Códigos' }] },
];

describe('DocSidebar', () => {
  it('marks the current doc and opens only the categories on its trail', () => {
    renderWithLocale(<DocSidebar entries={entries} activeDocId="documentation/risk/sca" trail={trailTo(entries, 'documentation/risk/sca')} />);
    expect(screen.getByRole('navigation', { name: 'Documentación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SCA' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Riesgo y seguridad' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Pruebas' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Códigos' })).not.toBeInTheDocument();
  });

  it('expands and collapses a category from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithLocale(<DocSidebar entries={entries} activeDocId="index" trail={trailTo(entries, 'index')} />);
    const toggle = screen.getByRole('button', { name: 'Pruebas' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Códigos' })).toHaveAttribute('href', '/docs/documentation/testing/response_codes/');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('trailTo', () => {
  it('returns the chain of categories down to the doc', () => {
    expect(entriesOnTrail(entries, trailTo(entries, 'documentation/risk/sca')).map((e) => e.label)).toEqual(['Riesgo y seguridad', 'SCA']);
    expect(trailTo(entries, 'nope')).toEqual([]);
  });
});

describe('DocSidebar auto-collapse', () => {
  it('closes the open sibling category when another opens, and keeps both open without auto-collapse', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithLocale(<DocSidebar entries={entries} activeDocId="documentation/risk/sca" trail={trailTo(entries, 'documentation/risk/sca')} autoCollapseCategories />);
    await user.click(screen.getByRole('button', { name: 'Pruebas' }));
    expect(screen.getByRole('button', { name: 'Pruebas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Riesgo y seguridad' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderWithLocale(<DocSidebar entries={entries} activeDocId="documentation/risk/sca" trail={trailTo(entries, 'documentation/risk/sca')} autoCollapseCategories={false} />);
    await user.click(screen.getByRole('button', { name: 'Pruebas' }));
    expect(screen.getByRole('button', { name: 'Riesgo y seguridad' })).toHaveAttribute('aria-expanded', 'true');
  });
});

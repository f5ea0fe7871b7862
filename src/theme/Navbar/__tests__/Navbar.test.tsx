import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Navbar from '..';
import NavbarItem, { rendererFor } from '../NavbarItem';
import type { NavbarModelItem } from '../types';
import { renderWithLocale } from '../../../test-utils/render';
import { STORAGE_KEYS } from '../../../utils/storage';

const items: NavbarModelItem[] = [
  { item: { kind: 'link', position: 'left', label: 'Documentation', href: '/en/docs/', external: false, sidebarId: 'docuSidebar' }, config: '{"type":"docSidebar"}' },
  { item: { kind: 'link', position: 'left', label: 'API', href: '/en/docs/api/', external: false, sidebarId: 'apiSidebar' }, config: '{"type":"docSidebar"}' },
  { item: { kind: 'docsVersionDropdown', position: 'right', versions: [{ name: 'current', label: 'V1', href: '/en/docs/' }] }, config: '{}' },
  { item: { kind: 'localeDropdown', position: 'right' }, config: '{}' },
  { item: { kind: 'link', position: 'right', label: 'Dashboard', href: 'https://dashboard.tesela.example', external: true }, config: '{}' },
  { item: { kind: 'html', position: 'right', html: '<strong>Beta</strong>' }, config: '{}' },
];

/** A controllable `(min-width: 997px)` media query. */
function mockViewport(desktop: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const state = { matches: desktop };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return /min-width/.test(query) ? state.matches : false;
    },
    media: query,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return (matches: boolean) => {
    state.matches = matches;
    listeners.forEach((l) => l({ matches }));
  };
}

describe('Navbar', () => {
  beforeEach(() => window.localStorage.clear());

  it('renders every item kind and marks the item of the current sidebar active', () => {
    mockViewport(true);
    renderWithLocale(<Navbar items={items} twinRoute="/docs/" activeSidebar="apiSidebar" />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Documentation' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Dashboard.*opens in a new tab/ })).toHaveAttribute('href', 'https://dashboard.tesela.example');
    expect(within(nav).getByRole('button', { name: 'Docs version: V1' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(nav).getByText('Beta').tagName).toBe('STRONG');
  });

  it('stores the chosen docs version', async () => {
    mockViewport(true);
    renderWithLocale(<Navbar items={items} twinRoute={null} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Docs version: V1' }));
    await userEvent.click(screen.getByRole('link', { name: 'V1' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.docsVersion)).toBe('current');
  });

  it("keeps the reader on a doc page when they pick its version, and leads to the version's docs from elsewhere", async () => {
    mockViewport(true);
    window.history.pushState({}, '', '/en/docs/api/requests/');
    const { unmount } = renderWithLocale(<Navbar items={items} twinRoute={null} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Docs version: V1' }));
    expect(screen.getByRole('link', { name: 'V1' })).toHaveAttribute('href', '/en/docs/api/requests/');
    unmount();
    window.history.pushState({}, '', '/en/blog/');
    renderWithLocale(<Navbar items={items} twinRoute={null} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Docs version: V1' }));
    expect(screen.getByRole('link', { name: 'V1' })).toHaveAttribute('href', '/en/docs/');
    window.history.pushState({}, '', '/');
  });

  it('opens the mobile drawer on the doc sidebar, goes back to the main menu, locks scrolling and closes on Escape', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    renderWithLocale(<Navbar items={items} twinRoute="/docs/" secondaryMenu={<p>Doc sidebar</p>} />, 'en');
    const menuButton = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByText('Doc sidebar')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '← Back to main menu' }));
    expect(within(dialog).queryByText('Doc sidebar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Languages' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Versions' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Docs menu →' }));
    expect(within(dialog).getByText('Doc sidebar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it.each(['Escape', 'its close button'])('gives focus back to the menu button when the drawer is closed with %s', async (how) => {
    mockViewport(false);
    const user = userEvent.setup();
    renderWithLocale(<Navbar items={items} twinRoute={null} />, 'en');
    const menuButton = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer when the viewport becomes desktop', async () => {
    const resize = mockViewport(false);
    renderWithLocale(<Navbar items={items} twinRoute={null} />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    act(() => resize(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides on scroll down and comes back on scroll up', () => {
    mockViewport(true);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    renderWithLocale(<Navbar items={items} twinRoute={null} />, 'en');
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400);
    expect(header).toHaveClass('hidden');
    scrollTo(300);
    expect(header).not.toHaveClass('hidden');
    scrollTo(20);
    expect(header).not.toHaveClass('hidden');
    jest.restoreAllMocks();
  });
});

describe('NavbarItem', () => {
  it('fails an unknown kind with "No NavbarItem component found for type"', () => {
    expect(() => rendererFor('megaMenu')).toThrow('No NavbarItem component found for type "megaMenu". Allowed types: link, dropdown, html, docsVersionDropdown, localeDropdown, search.');
  });

  it('names the configuration of an item that fails to render', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: NavbarModelItem = { item: { kind: 'sparkles' } as unknown as NavbarModelItem['item'], config: '{"type":"sparkles"}' };
    expect(() => renderWithLocale(<NavbarItem model={broken} twinRoute={null} />)).toThrow(
      'A navbar item failed to render. Check this item of navbar.items in site.config.ts: {"type":"sparkles"}',
    );
    spy.mockRestore();
  });
});

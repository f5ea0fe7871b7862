import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LocaleDropdownItem from '../items/LocaleDropdownItem';
import { renderWithLocale } from '../../../test-utils/render';
import { replaceLocation } from '../../../utils/locationChange';

describe('LocaleDropdownItem', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens on click and links to the same page in the other locale, marking the current one', async () => {
    renderWithLocale(<LocaleDropdownItem twinRoute="/en/docs/api/requests/" />, 'es');
    const button = screen.getByRole('button', { name: 'Idioma: Español' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Español', { selector: 'span[aria-current]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/');
  });

  it('keeps the hash and the query, also after the hash changes', async () => {
    window.history.replaceState(null, '', '/docs/api/requests/?v=1#idempotency');
    renderWithLocale(<LocaleDropdownItem twinRoute="/en/docs/api/requests/" />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/?v=1#idempotency');
    act(() => {
      window.history.replaceState(null, '', '/docs/api/requests/#pagination');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/#pagination');
  });

  it('carries the query once, and follows it when the page replaces it in place (the search page)', async () => {
    window.history.replaceState(null, '', '/search/?q=refund');
    renderWithLocale(<LocaleDropdownItem twinRoute="/en/search/" />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/search/?q=refund');
    act(() => replaceLocation('/search/?q=tarjeta&page=2'));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/search/?q=tarjeta&page=2');
    act(() => replaceLocation('/search/'));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/search/');
  });

  it('closes with Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderWithLocale(<LocaleDropdownItem twinRoute={null} />, 'en');
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("leads to the other locale's home when the page has no twin", async () => {
    renderWithLocale(<LocaleDropdownItem twinRoute={null} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/');
  });

  it('shows an open list under "Languages" in the mobile drawer', () => {
    renderWithLocale(<LocaleDropdownItem twinRoute="/docs/" mobile />, 'en');
    expect(screen.getByRole('list', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/docs/');
  });
});

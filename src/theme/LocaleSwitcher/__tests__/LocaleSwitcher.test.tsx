import React from 'react';
import { act, screen } from '@testing-library/react';
import LocaleSwitcher from '..';
import { renderWithLocale } from '../../../test-utils/render';

describe('LocaleSwitcher', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('links to the same page in the other locale and marks the current one', () => {
    renderWithLocale(<LocaleSwitcher twinRoute="/en/docs/api/requests/" />, 'es');
    expect(screen.getByRole('list', { name: 'Idiomas' })).toBeInTheDocument();
    expect(screen.getByText('Español')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/');
  });

  it('keeps the hash and the query, also after the hash changes', () => {
    window.history.replaceState(null, '', '/docs/api/requests/?v=1#idempotency');
    renderWithLocale(<LocaleSwitcher twinRoute="/en/docs/api/requests/" />, 'es');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/?v=1#idempotency');
    act(() => {
      window.history.replaceState(null, '', '/docs/api/requests/#pagination');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/docs/api/requests/#pagination');
  });

  it("leads to the other locale's home when the page has no twin", () => {
    renderWithLocale(<LocaleSwitcher twinRoute={null} />, 'en');
    expect(screen.getByRole('list', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/');
  });
});

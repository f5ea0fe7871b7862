import React, { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithLocale } from '../../../test-utils/render';
import { localEngine, recordsOf } from '../../../test-utils/records';
import type { ClientSearchConfig } from '../../../search/client';
import SearchBar from '..';
import SearchModal from '../SearchModal';

// A file of its own: the modal's code must not have loaded yet when a test starts (it stays loaded).
jest.mock('../../../search/client', () => {
  const engine = localEngine(recordsOf({ url: '/en/docs/refunds/', language: 'en', lvl0: 'Online payments', title: 'Refunds', tag: 'docs-default-current', body: 'Refund a payment.\n' }));
  return {
    ...jest.requireActual('../../../search/client'),
    searchClientFor: () => ({ search: async ({ requests }: { requests: never[] }) => ({ results: await Promise.all(requests.map((r) => engine.search(r))) }) }),
    prepareSearch: () => undefined,
  };
});

const config: ClientSearchConfig = { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' };

beforeAll(() => {
  // jsdom lays nothing out; DocSearch scrolls the active hit into view.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('typing before the modal has loaded', () => {
  it('keeps what is typed after the shortcut, Backspace included, as the query the modal opens with', async () => {
    renderWithLocale(<SearchBar config={config} />, 'en');
    // The modal's code loads on first use; each key below arrives before it has (fireEvent is synchronous).
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    for (const key of ['r', 'e', 'x', 'Backspace', 'f', 'u', 'n', 'd']) fireEvent.keyDown(document.body, { key });
    // Not keys meant for something else: a shortcut with a modifier, or a named key.
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(await screen.findByRole('searchbox')).toHaveValue('refund');
    expect((await screen.findAllByRole('option', { name: /Refunds/ }))[0]).toHaveAttribute('id', 'docsearch-hits0-item-0');
  });

  it('puts into its input the keys typed after it mounted and before the navbar knew it was ready', async () => {
    // The navbar's query as it grows while the modal mounts: DocSearch itself reads it only once.
    let typeMore: (query: string) => void = () => undefined;
    function Navbar() {
      const [query, setQuery] = useState('ref');
      typeMore = setQuery;
      return <SearchModal config={config} initialQuery={query} onClose={() => undefined} />;
    }
    renderWithLocale(<Navbar />, 'en');
    expect(await screen.findByRole('searchbox')).toHaveValue('ref');
    act(() => typeMore('refund'));
    expect(screen.getByRole('searchbox')).toHaveValue('refund');
    expect((await screen.findAllByRole('option', { name: /Refunds/ }))[0]).toBeInTheDocument();
  });
});

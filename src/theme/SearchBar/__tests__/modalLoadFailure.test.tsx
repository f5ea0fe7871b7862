import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLocale } from '../../../test-utils/render';
import type { ClientSearchConfig } from '../../../search/client';
import SearchBar from '..';

// A file of its own: the modal's code must fail to load the first time, as on a dropped connection.
let mockOffline = true;
jest.mock('../SearchModal', () => {
  if (mockOffline) throw new Error('Loading chunk search-modal failed.');
  return {
    __esModule: true,
    default: function Modal({ initialQuery }: { initialQuery?: string }) {
      return <input type="search" aria-label="Search" defaultValue={initialQuery} />;
    },
  };
});
jest.mock('../../../search/client', () => ({ prepareSearch: () => undefined }));
jest.mock('../../../search/spawnWorker', () => ({ prepareSearchWorker: () => undefined }));

const config: ClientSearchConfig = { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' };

// The tests run in order: the modal's code is offline until the Retry of the last one.
describe('the search modal when its code cannot be downloaded', () => {
  it('closes with Escape and gives focus back to the search button', async () => {
    renderWithLocale(<SearchBar config={config} />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar en la documentación' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar en la documentación' })).toHaveFocus();
  });

  it('names the dialog, moves focus to Retry and keeps it there, and Retry (Space) loads the modal', async () => {
    renderWithLocale(<SearchBar config={config} />, 'en');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(dialog).toContainElement(retry);
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.tab();
    expect(retry).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(retry).toHaveFocus();

    mockOffline = false;
    jest.resetModules();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

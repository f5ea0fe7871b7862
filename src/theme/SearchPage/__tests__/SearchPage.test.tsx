import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLocale } from '../../../test-utils/render';
import { localClient, localEngine, recordsOf } from '../../../test-utils/records';
import type { SearchClient } from '../../../search/types';
import { withLanguageFallback, type ClientSearchConfig } from '../../../search/client';
import SearchPage, { HITS_PER_PAGE, MAX_QUERY_LENGTH } from '..';
import { readLocation, safeHighlight, shownQuery, writeLocation } from '../results';

let client: SearchClient;
jest.mock('../../../search/client', () => ({
  ...jest.requireActual('../../../search/client'),
  searchClientFor: () => client,
}));

// 30 pages that each mention "terminal" once, and one page about refunds.
const records = [
  ...Array.from({ length: 30 }, (_, i) =>
    recordsOf({ url: `/en/docs/t${i}/`, language: 'en', lvl0: 'Card-present payments', title: `Terminal guide ${i}`, tag: 'docs-default-current', body: `## Setup \\{#setup\\}\n\nPair the terminal number ${i} with the Dashboard.\n` }),
  ).flat(),
  ...recordsOf({ url: '/en/docs/refunds/', language: 'en', lvl0: 'Online payments', title: 'Refunds', tag: 'docs-default-current', body: '## Partial refund \\{#partial\\}\n\nSend the partial amount & fees to refund.\n' }),
];
const engine = localEngine(records);
const count = async (query: string) => (await engine.search({ query, facetFilters: ['language:en'] })).nbHits;
const config: ClientSearchConfig = { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' };

beforeEach(() => {
  client = { search: jest.fn(async ({ requests }) => ({ results: await Promise.all(requests.map((r) => engine.search(r))) })) };
});

function setup(search: string, locale: 'es' | 'en' = 'en') {
  const onLocationChange = jest.fn();
  const user = userEvent.setup();
  renderWithLocale(<SearchPage config={config} search={search} onLocationChange={onLocationChange} />, locale);
  return { user, onLocationChange };
}

describe('SearchPage', () => {
  it('searches the query of the URL and groups the hits by page with highlighted snippets', async () => {
    setup('?q=partial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "partial"' })).toBeInTheDocument();
    expect(await screen.findByText(`${await count('partial')} results for "partial"`)).toBeInTheDocument();
    const page = screen.getByRole('heading', { level: 2, name: 'Refunds' });
    expect(within(page).getByRole('link')).toHaveAttribute('href', '/en/docs/refunds/');
    // One link per hit, as in the modal: the section's title, then the snippet.
    const hit = screen.getByRole('link', { name: 'Partial refund Send the partial amount & fees to refund.' });
    expect(hit).toHaveAttribute('href', '/en/docs/refunds/#partial');
    expect(hit.querySelector('mark')).toHaveTextContent('Partial');
    // Text is escaped; only the marks are markup.
    expect(within(hit).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Send the partial amount & fees to refund.')).toBeInTheDocument();
  });

  it('sends the language facet, 20 hits a page and the snippet length', async () => {
    setup('?q=terminal');
    await screen.findByText(`${await count('terminal')} results for "terminal"`);
    expect(client.search).toHaveBeenCalledWith({
      requests: [expect.objectContaining({ query: 'terminal', hitsPerPage: HITS_PER_PAGE, page: 0, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] })],
    });
  });

  it('pages through results 20 at a time and keeps the page in the URL', async () => {
    const { user, onLocationChange } = setup('?q=terminal');
    const pages = Math.ceil((await count('terminal')) / HITS_PER_PAGE);
    expect(pages).toBeGreaterThan(2);
    await screen.findByText(`Page 1 of ${pages}`);
    // Titles rank first: the first 20 hits are 20 guides.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(HITS_PER_PAGE);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(onLocationChange).toHaveBeenLastCalledWith('?q=terminal&page=2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('opens on the page number of the URL', async () => {
    const pages = Math.ceil((await count('terminal')) / HITS_PER_PAGE);
    setup(`?q=terminal&page=${pages}`);
    expect(await screen.findByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches as the reader types and keeps the query in the URL', async () => {
    const { user, onLocationChange } = setup('');
    expect(screen.getByText('Type what you are looking for: a page, an API field or a response code.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'refund');
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    await waitFor(() => expect(onLocationChange).toHaveBeenLastCalledWith('?q=refund'));
  });

  it('says "No results were found" when nothing matches', async () => {
    setup('?q=zzzqqq');
    expect(await screen.findByText('No results were found')).toBeInTheDocument();
  });

  it('caps the query at 512 characters', async () => {
    setup(`?q=${'a'.repeat(600)}`);
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('a'.repeat(MAX_QUERY_LENGTH)));
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', String(MAX_QUERY_LENGTH));
  });

  /** A search client that fails until `online()` is called, as on a dropped connection. */
  const failingUntilOnline = () => {
    let online = false;
    client = {
      search: jest.fn(async ({ requests }) => {
        if (!online) throw Object.assign(new Error('down'), { name: 'RetryError' });
        return { results: await Promise.all(requests.map((r) => engine.search(r))) };
      }),
    };
    return () => {
      online = true;
    };
  };

  it('shows an error with Retry when the search fails, and recovers', async () => {
    const goOnline = failingUntilOnline();
    const { user } = setup('?q=refund');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch results');
    goOnline();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
  });

  it('keeps focus on the page when Retry goes away: on the heading, not on <body>', async () => {
    const goOnline = failingUntilOnline();
    const { user } = setup('?q=refund');
    await screen.findByRole('alert');
    goOnline();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 2, name: 'Refunds' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says when the page of the URL is past the last one, and links to the last page', async () => {
    const pages = Math.ceil((await count('terminal')) / HITS_PER_PAGE);
    const { user, onLocationChange } = setup('?q=terminal&page=999');
    const status = await screen.findByText(`There are only ${pages} pages of results for "terminal".`);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/^Page 999 of/)).not.toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Go to the last page' });
    expect(last).toHaveAttribute('href', `?q=terminal&page=${pages}`);
    await user.click(last);
    expect(await screen.findByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();
    expect(onLocationChange).toHaveBeenLastCalledWith(`?q=terminal&page=${pages}`);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says so in Spanish too, for a single page of results', async () => {
    // The test records are in English: answer the Spanish page from them.
    client = { search: async ({ requests }) => ({ results: await Promise.all(requests.map((r) => engine.search({ ...r, facetFilters: ['language:en'] }))) }) };
    setup('?q=partial&page=4', 'es');
    expect(await screen.findByText('Solo hay 1 página de resultados para «partial».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la última página' })).toHaveAttribute('href', '?q=partial');
  });

  it('shortens a very long query where it is shown, but searches and keeps all of it', async () => {
    const query = 'terminal '.repeat(60).slice(0, MAX_QUERY_LENGTH);
    setup(`?q=${encodeURIComponent(query)}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toContain('…'));
    expect(heading.textContent!.length).toBeLessThan(110);
    expect(heading).toHaveAttribute('title', query.trim());
    expect(screen.getByRole('searchbox')).toHaveValue(query);
    await waitFor(() => expect(client.search).toHaveBeenCalledWith({ requests: [expect.objectContaining({ query: query.trim() })] }));
    const summary = await screen.findByText(/^\d+ results for "terminal/);
    expect(summary.textContent!.length).toBeLessThan(120);
  });

  it('shows the results of the other language, and says so, when the page language finds nothing', async () => {
    client = withLanguageFallback(localClient(records), ['es', 'en']);
    setup('?q=partial', 'es');
    expect(await screen.findByText('No hay resultados en español para «partial». Estos son los resultados en inglés.')).toBeInTheDocument();
    const title = screen.getByRole('link', { name: 'Refunds' });
    expect(title).toHaveAttribute('href', '/en/docs/refunds/');
    expect(title.closest('li')).toHaveAttribute('lang', 'en');
  });

  it('speaks Spanish on Spanish pages', async () => {
    setup('?q=zzzqqq', 'es');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados de «zzzqqq»');
  });
});

describe('search page helpers', () => {
  it('reads and writes the query and 1-based page of the URL', () => {
    expect(readLocation('?q=hola&page=3', 512)).toEqual({ query: 'hola', page: 2 });
    expect(readLocation('?page=x', 512)).toEqual({ query: '', page: 0 });
    expect(writeLocation('a b', 0)).toBe('?q=a+b');
    expect(writeLocation('a', 2)).toBe('?q=a&page=3');
    expect(writeLocation('', 0)).toBe('');
  });

  it('cuts a long query where it is shown after 80 characters, never inside a character', () => {
    expect(shownQuery('refund')).toBe('refund');
    expect(shownQuery('a'.repeat(80))).toBe('a'.repeat(80));
    expect(shownQuery(`${'a'.repeat(79)} b`)).toBe(`${'a'.repeat(79)}…`);
    expect(shownQuery('💳'.repeat(100))).toBe(`${'💳'.repeat(80)}…`);
  });

  it('keeps only mark tags in highlighted values', () => {
    expect(safeHighlight('<mark>a</mark> <img src=x onerror=alert(1)> &lt;b&gt;')).toBe('<mark>a</mark>  &lt;b&gt;');
  });
});

import React from 'react';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithLocale } from '../../../test-utils/render';
import { localClient as clientOver, localEngine, recordsOf } from '../../../test-utils/records';
import type { SearchClient, SearchRequest } from '../../../search/types';
import { withLanguageFallback, type ClientSearchConfig } from '../../../search/client';
import SearchBar from '..';

// The provider is replaced by an engine over a few records, or by a client a test controls.
let client: SearchClient;
const prepareSearch = jest.fn();
jest.mock('../../../search/client', () => ({
  ...jest.requireActual('../../../search/client'),
  searchClientFor: () => client,
  prepareSearch: (...args: unknown[]) => prepareSearch(...args),
}));

const records = [
  ...recordsOf({ url: '/en/docs/refunds/', language: 'en', lvl0: 'Online payments', title: 'Refunds', tag: 'docs-default-current', body: 'Refund a payment in full or in part.\n\n## Partial refund \\{#partial\\}\n\nSend the amount to refund.\n' }),
  ...recordsOf({ url: '/en/docs/pcp/refunds/', language: 'en', lvl0: 'Card-present payments', title: 'Terminal refunds', tag: 'docs-default-current', body: 'Refund on the terminal.\n' }),
];
const engine = localEngine(records);
const localClient: SearchClient = { search: async ({ requests }) => ({ results: await Promise.all(requests.map((r) => engine.search(r))) }) };
const config: ClientSearchConfig = { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' };

beforeAll(() => {
  // jsdom lays nothing out; DocSearch scrolls the active hit into view.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  client = localClient;
  localStorage.clear();
  (navigate as jest.Mock).mockClear();
});

function setup(locale: 'es' | 'en' = 'en') {
  const user = userEvent.setup();
  renderWithLocale(
    <>
      <input aria-label="Other field" />
      <SearchBar config={config} />
    </>,
    locale,
  );
  return { user, button: screen.getByRole('button', { name: locale === 'en' ? 'Search the documentation' : 'Buscar en la documentación' }) };
}

const searchInput = () => screen.findByRole('searchbox');

describe('SearchBar', () => {
  it('shows the button with its keyboard shortcut in each language', () => {
    const { button } = setup('es');
    // The visible label is part of the name (WCAG 2.5.3); the keys drawn over the button are not its text.
    expect(button).toHaveTextContent(/^Buscar$/);
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(button).toHaveAccessibleDescription('Atajo de teclado: Ctrl K');
    const hint = button.parentElement?.querySelector(':scope > [aria-hidden="true"]');
    expect(hint).toHaveTextContent('CtrlK');
  });

  it('starts loading the search when the reader shows an intent: hover, focus or the shortcut', async () => {
    const { user, button } = setup('es');
    prepareSearch.mockClear();
    await user.hover(button);
    await waitFor(() => expect(prepareSearch).toHaveBeenCalledWith(config, 'es'));
    prepareSearch.mockClear();
    screen.getByRole('textbox', { name: 'Other field' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(prepareSearch).toHaveBeenCalledWith(config, 'es'));
  });

  it('opens on click; Escape closes it and gives focus back to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(await searchInput()).toHaveFocus();
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes on a click on the backdrop and gives focus back to the button, not to the page', async () => {
    const { user, button } = setup();
    await user.click(button);
    await searchInput();
    const backdrop = document.querySelector('.DocSearch-Container');
    expect(backdrop).not.toBeNull();
    // A browser's default action for this mousedown moves focus to the clicked (then removed)
    // backdrop, so to <body>; jsdom has no such default action, so the test checks it is prevented.
    const mousedown = createEvent.mouseDown(backdrop as Element, { button: 0 });
    fireEvent(backdrop as Element, mousedown);
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    expect(mousedown.defaultPrevented).toBe(true);
    expect(button).toHaveFocus();
  });

  it('opens with Ctrl+K and Cmd+K, and Ctrl+K closes it again', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await searchInput();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await searchInput()).toBeInTheDocument();
  });

  it('opens with / unless the reader is typing in a field', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Other field' }));
    await user.keyboard('/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveValue('/');
    await user.click(document.body);
    await user.keyboard('/');
    expect(await searchInput()).toBeInTheDocument();
  });

  it('opens with what is typed on the focused button as the query', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('r');
    expect(await searchInput()).toHaveValue('r');
  });

  it('caps the query at 64 characters and starts from the selected text', async () => {
    const { user } = setup();
    const selection = 'x'.repeat(80);
    jest.spyOn(window, 'getSelection').mockReturnValue({ toString: () => selection } as Selection);
    await user.keyboard('{Control>}k{/Control}');
    const input = await searchInput();
    expect(input).toHaveAttribute('maxlength', '64');
    expect(input).toHaveValue('x'.repeat(64));
    (window.getSelection as jest.Mock).mockRestore();
  });
});

// The error state ("Unable to fetch results") is tested in Chromium (tests/e2e/search.test.ts): DocSearch
// rethrows the error into a promise nobody awaits, which jest reports as a failure of its own.
describe('search modal', () => {
  async function open(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
    await user.click(button);
    return searchInput();
  }

  it('lists hits grouped by section, at most 5 a group, and links to all results', async () => {
    const { user, button } = setup();
    await user.type(await open(user, button), 'refund');
    const groups = await screen.findAllByRole('listbox');
    expect(groups.length).toBe(2);
    expect(screen.getByText('Online payments')).toBeInTheDocument();
    expect(screen.getByText('Card-present payments')).toBeInTheDocument();
    expect(within(groups[0]).getAllByRole('option').length).toBeLessThanOrEqual(5);
    expect(screen.getByRole('link', { name: /See all \d+ results/ })).toHaveAttribute('href', '/en/search/?q=refund');
  });

  it('moves with the arrow keys and opens the active hit with Enter, saving it as a recent search', async () => {
    const { user, button } = setup();
    await user.type(await open(user, button), 'partial');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/docs/refunds/#partial');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());

    await open(user, button);
    expect(screen.getByText('Recent')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save this search' });
    await user.click(save);
    // DocSearch moves the hit when its CSS transition ends; jsdom runs no transitions.
    fireEvent.transitionEnd(save.closest('li') as HTMLElement);
    expect(await screen.findByText('Favorite')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove this search from favorites' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__live_doc') ?? '[]')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__live_doc') ?? '[]')).toHaveLength(0);
  });

  it('says when nothing matched, with the query', async () => {
    const { user, button } = setup();
    await user.type(await open(user, button), 'zzzqqq');
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'No results for "zzzqqq"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', expect.stringContaining('mailto:soporte@tesela.example'));
  });

  it('keeps the start screen for a query of spaces, and searches from the first word after them', async () => {
    const search = jest.fn(localClient.search);
    client = { search };
    const { user, button } = setup();
    const input = await open(user, button);
    await user.type(input, '   ');
    expect(input).toHaveValue('');
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    expect(screen.queryByText(/No results for/)).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();

    // user-event keeps a value and caret of its own, which the dropped spaces leave behind: the rest
    // is typed as the browser reports it (tests/e2e types it all in Chromium).
    fireEvent.input(input, { target: { value: '  refund policy' } });
    expect(input).toHaveValue('refund policy');
    await screen.findAllByRole('option');
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ requests: [expect.objectContaining({ query: 'refund policy' })] }));
  });

  it('shows the stalled state after 300 ms without an answer', async () => {
    let release: () => void = () => undefined;
    client = {
      search: ({ requests }: { requests: SearchRequest[] }) =>
        new Promise((resolve) => {
          release = () => void Promise.all(requests.map((r) => engine.search(r))).then((results) => resolve({ results }));
        }),
    };
    const { user, button } = setup();
    await user.type(await open(user, button), 'r');
    const container = document.querySelector('.DocSearch-Container');
    expect(container).not.toHaveClass('DocSearch-Container--Stalled');
    await waitFor(() => expect(container).toHaveClass('DocSearch-Container--Stalled'), { timeout: 1000 });
    await act(async () => release());
    await waitFor(() => expect(container).not.toHaveClass('DocSearch-Container--Stalled'));
  });

  it('shows English hits, labelled as English, when a Spanish page finds nothing in Spanish', async () => {
    // The records are English only: a Spanish query finds them through the language fallback.
    client = withLanguageFallback(clientOver(records), ['es', 'en']);
    const { user, button } = setup('es');
    await user.type(await open(user, button), 'refund');
    expect(await screen.findByText('Online payments (en inglés)')).toBeInTheDocument();
    const hit = screen.getAllByRole('option')[0].querySelector('a');
    expect(hit).toHaveAttribute('lang', 'en');
    expect(hit).toHaveAttribute('href', expect.stringMatching(/^\/en\/docs\//));
  });

  it('keeps its results when the page around it renders again (the navbar hiding on scroll)', async () => {
    const user = userEvent.setup();
    // The navbar renders again on its own state; the modal inside it must keep what is on screen.
    function Navbar(): JSX.Element {
      const [, setRenders] = React.useState(0);
      React.useEffect(() => {
        const again = () => setRenders((n) => n + 1);
        window.addEventListener('test:render', again);
        return () => window.removeEventListener('test:render', again);
      }, []);
      return <SearchBar config={config} />;
    }
    renderWithLocale(<Navbar />, 'en');
    await user.type(await open(user, screen.getByRole('button', { name: 'Search the documentation' })), 'refund');
    await screen.findAllByRole('option');
    const before = screen.getAllByRole('option').length;
    act(() => {
      window.dispatchEvent(new Event('test:render'));
    });
    expect(screen.getAllByRole('option')).toHaveLength(before);
    expect(screen.getByRole('searchbox')).toHaveValue('refund');
  });

  it('is labelled in Spanish on Spanish pages', async () => {
    const { user, button } = setup('es');
    await open(user, button);
    expect(screen.getByText('No hay búsquedas recientes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar en la documentación')).toBeInTheDocument();
  });
});

import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary from '../../theme/ErrorBoundary';
import { LOADING_DELAY_MS } from '../loadable';
import { lazyComponent } from '../lazyComponent';
import { renderWithLocale } from '../../test-utils/render';

function Reference({ api }: { api: string }) {
  return <section data-api={api}>Reference of {api}</section>;
}

function Broken(): JSX.Element {
  throw new Error('a bug in the reference');
}

/** The page around the lazy part, with the page's own crash boundary. */
function Page({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary fallback={({ error }) => <p>Page crashed: {(error as Error).message}</p>}>
      <h1>Card payment</h1>
      {children}
    </ErrorBoundary>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The boundaries log what they catch, and so does React.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('lazyComponent', () => {
  it('renders the component once its code has loaded, with a spinner only after the delay', async () => {
    jest.useFakeTimers();
    let resolve: (m: { default: typeof Reference }) => void = () => undefined;
    const Lazy = lazyComponent<{ api: string }>(() => new Promise((r) => (resolve = r)));
    renderWithLocale(<Lazy api="payment" />, 'en');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve({ default: Reference }));
    expect(screen.getByText('Reference of payment')).toBeInTheDocument();
  });

  it('shows an error with Retry in place when the code cannot be downloaded, and Retry downloads it again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Reference }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 412 failed.'))
      .mockResolvedValue({ default: Reference });
    const Lazy = lazyComponent<{ api: string }>(load);
    renderWithLocale(
      <Page>
        <Lazy api="payment" />
      </Page>,
      'es',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar esta parte de la página');
    // The rest of the page is still there: no crash screen.
    expect(screen.getByRole('heading', { name: 'Card payment' })).toBeInTheDocument();
    expect(screen.queryByText(/Page crashed/)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const reference = await screen.findByText('Reference of payment');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The Retry button is gone: focus is on the part that replaced it, not on <body>.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(reference);
  });

  it('shows the error again, with Retry, when the retry fails too', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Reference }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue({ default: Reference });
    const Lazy = lazyComponent<{ api: string }>(load);
    renderWithLocale(<Lazy api="recu" />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reference of recu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('renders every part that failed again when the reader retries one of them', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Reference }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 77 failed.'))
      .mockResolvedValue({ default: Reference });
    const Lazy = lazyComponent<{ api: string }>(load);
    renderWithLocale(
      <Page>
        <Lazy api="payment" />
        <Lazy api="recu" />
        <Lazy api="mdwr" />
      </Page>,
      'en',
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[1]);
    for (const api of ['payment', 'recu', 'mdwr']) expect(await screen.findByText(`Reference of ${api}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // Focus goes to the part whose Retry was pressed.
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByText('Reference of recu')));
  });

  it('renders again the parts of other lazy components that failed too, as when one chunk holds several', async () => {
    // The response codes page: the codes, the error codes and the test data come from one chunk.
    const failing = <T,>(value: T) =>
      jest.fn<Promise<T>, []>().mockRejectedValueOnce(new Error('Loading chunk 12 failed.')).mockResolvedValue(value);
    const loadCodes = failing({ default: Reference });
    const loadErrors = failing({ default: ({ api }: { api: string }) => <section>Errors of {api}</section> });
    const Codes = lazyComponent<{ api: string }>(loadCodes);
    const Errors = lazyComponent<{ api: string }>(loadErrors);
    renderWithLocale(
      <Page>
        <Codes api="payment" />
        <Errors api="payment" />
        <Errors api="recu" />
      </Page>,
      'en',
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]);
    expect(await screen.findByText('Reference of payment')).toBeInTheDocument();
    expect(await screen.findByText('Errors of payment')).toBeInTheDocument();
    expect(await screen.findByText('Errors of recu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect([loadCodes.mock.calls.length, loadErrors.mock.calls.length]).toEqual([2, 2]);
  });

  it('lets an error of the component itself reach the page, as any other crash', async () => {
    const Lazy = lazyComponent<Record<string, never>>(() => Promise.resolve({ default: Broken }));
    renderWithLocale(
      <Page>
        <Lazy />
      </Page>,
      'en',
    );
    expect(await screen.findByText('Page crashed: a bug in the reference')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

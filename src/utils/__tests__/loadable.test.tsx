import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadable, LOADING_DELAY_MS } from '../loadable';
import { renderWithLocale } from '../../test-utils/render';

function Panel({ name }: { name: string }) {
  return <p>Panel for {name}</p>;
}

describe('loadable', () => {
  afterEach(() => jest.useRealTimers());

  it('shows nothing at first, a spinner after the delay, then the component', async () => {
    jest.useFakeTimers();
    let resolve: (m: { default: typeof Panel }) => void = () => undefined;
    const Lazy = loadable<{ name: string }>(() => new Promise((r) => (resolve = r)));
    renderWithLocale(<Lazy name="Lucía" />, 'en');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve({ default: Panel }));
    expect(screen.getByText('Panel for Lucía')).toBeInTheDocument();
  });

  it('never shows the spinner when the code arrives before the delay', async () => {
    jest.useFakeTimers();
    const Lazy = loadable<{ name: string }>(() => Promise.resolve({ default: Panel }));
    renderWithLocale(<Lazy name="Ana" />, 'en');
    await act(async () => undefined);
    expect(screen.getByText('Panel for Ana')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS * 2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and Retry loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Panel });
    const Lazy = loadable<{ name: string }>(load);
    renderWithLocale(<Lazy name="Iker" />, 'es');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar esta parte de la página');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Panel for Iker')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

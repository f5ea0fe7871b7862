import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageFeedback, { FEEDBACK_EVENT, feedbackKey } from '..';
import { renderWithLocale } from '../../../test-utils/render';

type WithGtag = Window & { gtag?: jest.Mock };

describe('PageFeedback', () => {
  afterEach(() => {
    window.localStorage.clear();
    delete (window as WithGtag).gtag;
  });

  it('without analytics sends nothing, thanks the reader, moves focus to the thanks and remembers the answer for the page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithLocale(<PageFeedback />, 'es');
    expect(screen.getByRole('region', { name: '¿Te ha sido útil esta página?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent('Gracias por tu respuesta.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(feedbackKey(window.location.pathname))).toBe('no');
    unmount();
    renderWithLocale(<PageFeedback />, 'es');
    expect(await screen.findByText('Gracias por tu respuesta.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with analytics sends exactly one event with the page and the answer', async () => {
    const gtag = jest.fn();
    (window as WithGtag).gtag = gtag;
    const user = userEvent.setup();
    renderWithLocale(<PageFeedback />, 'en');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', FEEDBACK_EVENT, { page_path: window.location.pathname, helpful: 'yes' });
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});

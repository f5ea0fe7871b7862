import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageActions from '..';
import { renderWithLocale } from '../../../test-utils/render';

const route = '/en/docs/api/payment/card/';

function setup(fetchResult: () => Promise<Response>) {
  // After userEvent.setup(), which puts a clipboard of its own on navigator.
  const user = userEvent.setup();
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const fetchMock = jest.fn(fetchResult);
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWithLocale(<PageActions route={route} />, 'en');
  return { user, writeText, fetchMock, button: screen.getByRole('button', { name: /Copy page/ }) };
}

const markdownResponse = () => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('# Create a payment\n') } as Response);

describe('PageActions', () => {
  it('is a closed menu button until opened', () => {
    const { button } = setup(markdownResponse);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter with focus on the first item; arrows, Home and End move and wrap; Escape closes and returns to the button', async () => {
    const { user, button } = setup(markdownResponse);
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Copy as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on ArrowUp with focus on the last item, and Tab closes it', async () => {
    const { user, button } = setup(markdownResponse);
    button.focus();
    await user.keyboard('{ArrowUp}');
    const items = screen.getAllByRole('menuitem');
    expect(items[3]).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('links the Markdown copy and opens the assistants with a prompt that names its absolute URL, as plain links', async () => {
    const { user, button } = setup(markdownResponse);
    await user.click(button);
    const [, view, chatgpt, claude] = screen.getAllByRole('menuitem');
    expect(view).toHaveAttribute('href', '/en/docs/api/payment/card.md');
    const prompt = 'Read https://developers.tesela.example/en/docs/api/payment/card.md so I can ask you questions about this page of the Tesela documentation.';
    expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    for (const link of [chatgpt, claude]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the Markdown copy, announces it in a status region and returns focus to the button', async () => {
    const { user, button, writeText, fetchMock } = setup(markdownResponse);
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: /Copy as Markdown/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown.'));
    expect(fetchMock).toHaveBeenCalledWith('/en/docs/api/payment/card.md');
    expect(writeText).toHaveBeenCalledWith('# Create a payment\n');
    expect(button).toHaveFocus();
  });

  it('says so when the copy cannot be fetched', async () => {
    const { user, button, writeText } = setup(() => Promise.resolve({ ok: false, status: 404, text: () => Promise.resolve('') } as Response));
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: /Copy as Markdown/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Could not copy the page/));
    expect(writeText).not.toHaveBeenCalled();
  });
});

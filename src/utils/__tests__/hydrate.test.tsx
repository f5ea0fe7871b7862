import React, { useState } from 'react';
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateAsTransition } from '../hydrate';

function Page({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <h1>{label}</h1>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count} times
      </button>
    </div>
  );
}

// React's server renderer needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

function mount(serverHtml: string): Element {
  const container = document.createElement('div');
  container.id = '___gatsby';
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  return container;
}

describe('hydrateAsTransition', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates the server-rendered page: the same nodes stay, and they respond', async () => {
    const container = mount(renderToString(<Page label="Pagos online" />));
    const serverButton = screen.getByRole('button');
    await act(async () => hydrateAsTransition(<Page label="Pagos online" />, container));
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Pressed 1 times');
  });

  it('loses no click made before hydration has run', async () => {
    const container = mount(renderToString(<Page label="Pagos online" />));
    const serverButton = screen.getByRole('button');
    // Not wrapped in act: the transition is only scheduled, nothing has hydrated yet.
    hydrateAsTransition(<Page label="Pagos online" />, container);
    fireEvent.click(serverButton);
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Pressed 1 times'));
    expect(screen.getByRole('button')).toBe(serverButton);
  });

  it('renders from scratch when the focus wrapper is empty (a page with nothing server-rendered)', async () => {
    const container = mount('<div id="gatsby-focus-wrapper"></div>');
    await act(async () => hydrateAsTransition(<Page label="Página cliente" />, container));
    expect(screen.getByRole('heading', { name: 'Página cliente' })).toBeInTheDocument();
  });
});

import React, { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary from '../../ErrorBoundary';
import CrashScreen from '..';
import { crashStrings } from '../strings';
import { wrapPageElement } from '../../Root';
import { errorChain } from '../../../utils/errorChain';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Rendering the payment table failed', { cause: new TypeError("Cannot read properties of null (reading 'amount')") });
  return <p>Recovered content</p>;
}

function Harness() {
  const [, rerender] = useState(0);
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <CrashScreen
          error={error}
          strings={crashStrings('/en/docs/')}
          tryAgain={() => {
            tryAgain();
            rerender((n) => n + 1);
          }}
        />
      )}
    >
      <Fragile />
    </ErrorBoundary>
  );
}

describe('CrashScreen', () => {
  it('shows "This page crashed." with the error chain, and Try again renders the page again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Rendering the payment table failed', "Cannot read properties of null (reading 'amount')"]);
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('leaves the crash screen of the root behind when the reader goes to another page', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): JSX.Element {
      throw new Error('The page data has no doc');
    }
    const page = (pathname: string, element: JSX.Element) => wrapPageElement({ element, props: { location: { pathname } } as never });
    const { rerender } = render(page('/docs/documentation/risk/avs/', <Broken />));
    expect(screen.getByRole('heading', { level: 1, name: 'Esta página ha fallado.' })).toBeInTheDocument();
    // The same page rendered again still crashes…
    rerender(page('/docs/documentation/risk/avs/', <Broken />));
    expect(screen.getByRole('heading', { level: 1, name: 'Esta página ha fallado.' })).toBeInTheDocument();
    // …another one (Back, a link) is shown.
    rerender(page('/docs/documentation/risk/cvv/', <p>CVV page</p>));
    expect(screen.getByText('CVV page')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('speaks the language of the path', () => {
    expect(crashStrings('/docs/api/').title).toBe('Esta página ha fallado.');
    expect(crashStrings('/en/docs/api/').tryAgain).toBe('Try again');
  });
});

describe('errorChain', () => {
  it('follows causes and stops at a limit', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(errorChain(a, 3)).toEqual(['a', 'a', 'a']);
    expect(errorChain('plain text')).toEqual(['plain text']);
    expect(errorChain(null)).toEqual([]);
  });
});

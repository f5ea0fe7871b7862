import React, { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act, renderHook } from '@testing-library/react';
import { useHideableNavbar } from '../useHideableNavbar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/** Runs the scroll handler's animation frame at once. */
function scrollEvent() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  scrollTo(0);
  window.history.replaceState(null, '', '/');
});

describe('useHideableNavbar', () => {
  it('hides on the way down and shows on the way up', () => {
    const { result } = renderHook(() => useHideableNavbar(true));
    scrollTo(400);
    scrollEvent();
    expect(result.current.hidden).toBe(true);
    scrollTo(300);
    scrollEvent();
    expect(result.current.hidden).toBe(false);
  });

  it('hides on a page opened at a #hash the browser has already scrolled to (a link to another page\'s heading)', () => {
    window.history.replaceState(null, '', '/en/docs/documentation/testing/response_codes/#test-cards');
    scrollTo(1800);
    const { result } = renderHook(() => useHideableNavbar(true));
    expect(result.current.hidden).toBe(true);
    // The scroll event of that jump, arriving late, changes nothing; scrolling up shows it again.
    scrollEvent();
    expect(result.current.hidden).toBe(true);
    scrollTo(1500);
    scrollEvent();
    expect(result.current.hidden).toBe(false);
  });

  it('hides when the jump to the #hash of the page just opened comes after the navbar mounted', () => {
    window.history.replaceState(null, '', '/en/docs/api/requests/#webhooks');
    const { result } = renderHook(() => useHideableNavbar(true));
    expect(result.current.hidden).toBe(false);
    scrollTo(2400);
    scrollEvent();
    expect(result.current.hidden).toBe(true);
  });

  it('stays visible on a page opened at a #hash near the top, and without a hash', () => {
    window.history.replaceState(null, '', '/en/docs/#intro');
    scrollTo(20);
    expect(renderHook(() => useHideableNavbar(true)).result.current.hidden).toBe(false);
    window.history.replaceState(null, '', '/en/docs/');
    scrollTo(900);
    expect(renderHook(() => useHideableNavbar(true)).result.current.hidden).toBe(false);
  });

  it('hides within the commit of a client navigation to another page\'s heading, before the page is painted', () => {
    // A page viewed before: this mount is a client navigation, not hydration.
    renderHook(() => useHideableNavbar(true)).unmount();
    window.history.replaceState(null, '', '/en/docs/documentation/testing/response_codes/#test-cards');
    let hidden: boolean | null = null;
    function Navbar(): JSX.Element {
      hidden = useHideableNavbar(true).hidden;
      return <header />;
    }
    function Page(): JSX.Element {
      // Gatsby's scroll handler is an ancestor of the page: its layout work (the jump) comes after the navbar's.
      useLayoutEffect(() => scrollTo(1800), []);
      return (
        <>
          <Navbar />
          <h2 id="test-cards">Test cards</h2>
        </>
      );
    }
    // jsdom lays nothing out: the heading is 1800px down the page.
    const rect = Element.prototype.getBoundingClientRect;
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.id === 'test-cards' ? ({ top: 1800 - window.scrollY } as DOMRect) : rect.call(this);
    });
    // Outside act(): what is committed synchronously is what the first paint shows.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<Page />));
      expect(hidden).toBe(true);
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

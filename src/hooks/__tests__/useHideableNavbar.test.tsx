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
});

import NProgress from 'nprogress';

/** The route-change progress bar's numbers (spec section 9). */
export const PROGRESS_BAR_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** A route change faster than this (ms) never shows the bar. */
export const PROGRESS_BAR_DELAY_MS = 200;

/**
 * nprogress's default markup minus the spinner and its invalid `role="bar"` (an axe violation);
 * the bar is then found by class.
 */
export const PROGRESS_BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

NProgress.configure({ ...PROGRESS_BAR_OPTIONS, template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar' });

let timer: ReturnType<typeof setTimeout> | null = null;

function clearTimer(): void {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
}

/** Call when a route change starts: the bar starts after 200 ms. */
export function startRouteProgress(): void {
  clearTimer();
  timer = setTimeout(() => {
    timer = null;
    NProgress.start();
  }, PROGRESS_BAR_DELAY_MS);
}

/** Call when the route change ends (gatsby-browser `onRouteUpdate`): cancels a pending start and completes the bar. */
export function finishRouteProgress(): void {
  clearTimer();
  NProgress.done();
}

/** Gatsby's navigation functions on `window` (gatsby/cache-dir/navigation.js). */
type NavigationFunction = (...args: never[]) => unknown;
const NAVIGATION_FUNCTIONS = ['___navigate', '___push', '___replace'] as const;
type GatsbyWindow = Partial<Record<(typeof NAVIGATION_FUNCTIONS)[number], NavigationFunction>>;
const WRAPPED = Symbol('progress bar');

/**
 * Starts the bar's delay when Gatsby starts a client navigation (call it from `onClientEntry`).
 * Gatsby runs `onPreRouteUpdate` only once the next page's code and data have arrived, in the same
 * task as `onRouteUpdate`, so a delay started there is always cancelled before it ends and the bar
 * never showed (issue #17). Every link, `navigate()` and client redirect goes through these window
 * functions, which Gatsby defines before `onClientEntry`; back and forward end in `onRouteUpdate` too.
 */
export function startProgressOnNavigate(target: GatsbyWindow = window as unknown as GatsbyWindow): void {
  for (const name of NAVIGATION_FUNCTIONS) {
    const original = target[name];
    if (typeof original !== 'function' || WRAPPED in original) continue;
    const wrapped = (...args: never[]): unknown => {
      startRouteProgress();
      return original(...args);
    };
    target[name] = Object.assign(wrapped, { [WRAPPED]: true });
  }
}

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

/** Call when a route change starts (gatsby-browser `onPreRouteUpdate`): the bar starts after 200 ms. */
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

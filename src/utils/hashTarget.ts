/**
 * After a client-side navigation to `page/#heading`, Gatsby scrolls to the heading once, when the
 * page has rendered. Parts of a page that load their code lazily (the API reference, the response
 * codes, the test data: src/utils/lazyComponent.tsx) render nothing until it arrives, and then push
 * the heading down, or are where the heading is. So the heading is kept in view while the page's
 * height changes, until the reader scrolls, types, clicks or touches, or until `settleMs` have
 * passed. A page loaded from the address needs none of this: its HTML has every part.
 */

/** What ends the keeping: the reader taking over the scroll position. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** The element an address's hash names, if the page has it (none for a hash that does not decode). */
export function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Keeps the element named by `hash` at the top of the window (where the browser puts a fragment,
 * below the sticky navbar: the root's `scroll-padding-top` and the element's `scroll-margin-top`)
 * while the page's height changes.
 * Returns the function that stops it (the next navigation calls it).
 */
export function keepHashTargetInView(win: Window, hash: string, { settleMs = 5000 }: { settleMs?: number } = {}): () => void {
  const doc = win.document;
  const Observer = (win as Window & typeof globalThis).ResizeObserver;
  if (hash.length < 2 || typeof Observer !== 'function') return () => undefined;
  let stopped = false;
  const align = () => {
    const target = hashTarget(doc, hash);
    if (stopped || !target) return;
    // Where the browser stops a fragment: the root's scroll padding plus the target's scroll margin.
    const padding = parseFloat(win.getComputedStyle(doc.documentElement).scrollPaddingTop) || 0;
    const margin = parseFloat(win.getComputedStyle(target).scrollMarginTop) || 0;
    const offset = target.getBoundingClientRect().top - padding - margin;
    // Within a pixel is in place; further down than the page can scroll is as far as it goes.
    if (Math.abs(offset) > 1) target.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  };
  const observer = new Observer(() => align());
  observer.observe(doc.body);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of READER_EVENTS) win.removeEventListener(type, stop, true);
  };
  const timer = win.setTimeout(stop, settleMs);
  for (const type of READER_EVENTS) win.addEventListener(type, stop, { capture: true, passive: true });
  align();
  return stop;
}

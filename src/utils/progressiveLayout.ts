/**
 * Progressive layout of long pages on a phone.
 *
 * At phone width an API reference page is twenty screens long, and the browser used to lay out all
 * of it while the page loaded: each chunk of HTML the parser added became a layout task of 20–80 ms,
 * the main part of the page's blocking time (README, "Speed and size"). Now:
 *
 * 1. Before the body is parsed, an inline script (`pendingLayoutScript`) marks <html> with
 *    `data-layout-pending`. While it is there, on a phone's screen, the stylesheet (src/theme/global.css)
 *    gives the page's blocks of content after the first screen (`DEFERRED_BLOCKS`: paragraphs, lists,
 *    tables, the API reference's fields and responses) `content-visibility: auto`, so the browser lays
 *    out and paints only those near the screen.
 * 2. Once the page has rendered in the browser, `layOutInSlices` lays the others out a few at a time,
 *    in tasks of a few milliseconds, then removes the mark.
 *
 * After that the page is as it always was: every block at its real height (which matters to the
 * scrollbar, to a tool that measures the page, and to focus rings, which a skipped block would clip).
 * Without JavaScript the mark is never set, so nothing is skipped; later pages of a visit render in
 * full, as the mark is gone.
 */

/** On <html> from before the first paint until the last block is laid out. */
export const PENDING_ATTRIBUTE = 'data-layout-pending';
/** On each block once it is laid out. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * The blocks the browser may skip while the layout is pending. The stylesheet has the same list in
 * the rule that skips them (a test keeps the two equal). Each is a box whose layout does not change
 * when it is contained: a block's own margins still collapse with its neighbours', and none of these
 * has a child whose margin would collapse through it (checked over every route by hand, on four long
 * pages by a browser test). Of list items, only the API reference's fields (`ul[data-fields]`), which
 * have no marker: paint containment would clip a marker drawn outside its item until the layout ends.
 */
export const DEFERRED_BLOCKS = [
  'main article > :nth-child(n + 11):is(p, ul, ol, dl, blockquote, div[role="group"])',
  'main article > :nth-child(n + 11)[data-operation] > :is(p, details, div[role="group"])',
  'main article > :nth-child(n + 11)[data-operation] > ul[data-fields] > li',
  'main article > :nth-child(n + 11)[data-operation] > details > div > ul[data-fields] > li',
].join(', ');

/** The inline script of <head> that sets the mark (a constant: one CSP hash for every page). */
export function pendingLayoutScript(): string {
  return `document.documentElement.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)},"")`;
}

/** The most blocks laid out at once: a batch that doubles may take in one long table too many. */
const MAX_BATCH = 8;

export interface SliceOptions {
  /** The time a slice may take before it yields, in milliseconds. */
  budgetMs?: number;
  now?: () => number;
  /** Runs the next slice as a task of its own. */
  schedule?: (next: () => void) => void;
}

/**
 * Lays out the page's skipped blocks in document order and calls `done` once the mark is removed.
 * Each slice marks blocks and has the browser lay them out at once, in batches that grow while a
 * batch takes less than a quarter of `budgetMs` (one layout per block would cost more in all), and
 * yields once the slice has taken `budgetMs`. A block inside a closed <details> is marked without
 * being laid out: the browser lays it out when the reader opens it. Does nothing without the mark.
 */
export function layOutInSlices(doc: Document, { budgetMs = 4, now = () => performance.now(), schedule = (next) => window.setTimeout(next, 0) }: SliceOptions = {}, done?: () => void): void {
  const root = doc.documentElement;
  if (!root.hasAttribute(PENDING_ATTRIBUTE)) return;
  const blocks = Array.from(doc.querySelectorAll<HTMLElement>(DEFERRED_BLOCKS));
  let next = 0;
  let batch = 1;
  const slice = (): void => {
    const start = now();
    while (next < blocks.length) {
      const batchStart = now();
      const end = Math.min(blocks.length, next + batch);
      let measured: HTMLElement | null = null;
      for (; next < end; next++) {
        const block = blocks[next];
        block.setAttribute(LAID_OUT_ATTRIBUTE, '');
        if (!block.parentElement?.closest('details:not([open])')) measured = block;
      }
      // Reading a box makes the browser lay out every block marked so far, inside this slice.
      measured?.getBoundingClientRect();
      const took = now() - batchStart;
      if (took < budgetMs / 4) batch = Math.min(batch * 2, MAX_BATCH);
      else if (took > budgetMs) batch = Math.max(1, Math.floor(batch / 2));
      if (now() - start >= budgetMs) break;
    }
    if (next < blocks.length) {
      schedule(slice);
      return;
    }
    root.removeAttribute(PENDING_ATTRIBUTE);
    done?.();
  };
  schedule(slice);
}

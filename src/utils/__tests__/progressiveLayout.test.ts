import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_BLOCKS, LAID_OUT_ATTRIBUTE, PENDING_ATTRIBUTE, layOutInSlices, pendingLayoutScript } from '../progressiveLayout';

/** An article of the collapsed "On this page", `paragraphs` paragraphs and an API operation with fields, one response open and one closed. */
function page(paragraphs: number): void {
  const prose = Array.from({ length: paragraphs }, (_, i) => `<p id="p${i + 1}">Paragraph ${i + 1}</p>`).join('');
  document.body.innerHTML = `<main><article><details id="toc"><summary>On this page</summary></details>${prose}
    <section data-operation="payment/card">
      <p id="op-description">Creates a payment.</p>
      <ul data-fields=""><li id="field-amount">amount</li><li id="field-currency">currency</li></ul>
      <ul><li id="constraint">Send exactly one of card or token</li></ul>
      <details open id="response-201"><summary>201</summary><div><ul data-fields=""><li id="open-field">id</li></ul></div></details>
      <details id="response-400"><summary>400</summary><div><ul data-fields=""><li id="closed-field">error</li></ul></div></details>
    </section></article></main>`;
}

/** Runs the slices: each call of the scheduler queues the next slice; `drain` runs them and returns the time each took. */
function manualScheduler(clock: () => number) {
  const queue: (() => void)[] = [];
  return {
    schedule: (next: () => void) => queue.push(next),
    drain(): number[] {
      const took: number[] = [];
      while (queue.length > 0) {
        const start = clock();
        queue.shift()!();
        took.push(clock() - start);
      }
      return took;
    },
  };
}

describe('layOutInSlices', () => {
  let measured: string[];
  let clock: number;
  /** Reading a box (the browser's layout) records the block and takes `ms` on the test's clock. */
  const layoutTakes = (ms: number) =>
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      measured.push(this.id);
      clock += ms;
      return { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) };
    });
  beforeEach(() => {
    measured = [];
    clock = 0;
    document.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
    layoutTakes(1);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  });

  it('marks every skipped block after the first screen in document order, lays them out, then removes the mark', () => {
    page(12);
    const { schedule, drain } = manualScheduler(() => clock);
    const done = jest.fn();
    layOutInSlices(document, { budgetMs: 1000, now: () => clock, schedule }, done);
    // Nothing happens before the first slice runs as a task of its own.
    expect(document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)).toHaveLength(0);
    drain();
    const marked = Array.from(document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`), (el) => el.id);
    // The first ten children of the article are never skipped: from the eleventh on, and the operation's parts.
    expect(marked).toEqual(['p10', 'p11', 'p12', 'op-description', 'field-amount', 'field-currency', 'response-201', 'open-field', 'response-400', 'closed-field']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(done).toHaveBeenCalledTimes(1);
    // A block in a closed <details> is not laid out: the browser does that when the reader opens it.
    expect(measured).not.toContain('closed-field');
  });

  it('yields between slices once a slice has used its budget, in batches that grow while they are cheap', () => {
    page(40);
    const { schedule, drain } = manualScheduler(() => clock);
    layOutInSlices(document, { budgetMs: 4, now: () => clock, schedule });
    const slices = drain();
    // 38 blocks: paragraphs 10 to 40 and the operation's 7 parts.
    expect(document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)).toHaveLength(38);
    // Batches grew: fewer layouts than blocks.
    expect(measured.length).toBeLessThan(38);
    // No slice went on after its budget (4 ms) but for the layout under way (1 ms).
    expect(Math.max(...slices)).toBeLessThanOrEqual(5);
    expect(slices.length).toBeGreaterThan(1);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('lays out one block at a time while each layout takes more than a quarter of the budget', () => {
    page(14);
    layoutTakes(3);
    const { schedule, drain } = manualScheduler(() => clock);
    layOutInSlices(document, { budgetMs: 4, now: () => clock, schedule });
    const slices = drain();
    // Paragraphs 10 to 14 and the operation's parts but the closed response's field: one layout each.
    expect(measured).toEqual(['p10', 'p11', 'p12', 'p13', 'p14', 'op-description', 'field-amount', 'field-currency', 'response-201', 'open-field', 'response-400']);
    // Two layouts a slice at most: the second one starts before the budget is used up.
    expect(Math.max(...slices)).toBeLessThanOrEqual(6);
    expect(slices.length).toBeGreaterThanOrEqual(6);
  });

  it('does nothing when the page was never marked (no JavaScript before the body, or a later page of the visit)', () => {
    page(12);
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
    const schedule = jest.fn();
    layOutInSlices(document, { schedule });
    expect(schedule).not.toHaveBeenCalled();
    expect(document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

describe('pendingLayoutScript', () => {
  it('marks <html> when it runs', () => {
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
    // The inline script the page runs, run here as the browser would.
    new Function(pendingLayoutScript())();
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  });
});

describe('the stylesheet', () => {
  it('skips exactly the blocks that layOutInSlices lays out, while <html> is marked, on a phone', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../theme/global.css'), 'utf8');
    const rule = /@media \(max-width: 600px\) and \(max-height: 1000px\) \{\s*html\[data-layout-pending\]\s*:is\(([^{]*)\):not\(\[data-laid-out\]\) \{\s*content-visibility: auto;/.exec(css);
    expect(rule).not.toBeNull();
    const normalise = (list: string) =>
      list
        .split(/,\s*(?![^()]*\))/)
        .map((s) => s.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
    expect(normalise(rule![1])).toEqual(normalise(DEFERRED_BLOCKS));
  });
});

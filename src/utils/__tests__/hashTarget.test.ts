import { hashTarget, keepHashTargetInView } from '../hashTarget';

/** A ResizeObserver whose callbacks the test fires: the page's height changed. */
let resized: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe(): void {}
  disconnect(): void {
    resized = () => undefined;
  }
}

let scrolls: string[];
/** Where each element is relative to the window (the test moves them as a lazy part would). */
const tops = new Map<string, number>();

beforeEach(() => {
  jest.useFakeTimers();
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
  document.body.innerHTML = '<h2 id="amounts">Amounts</h2><div id="lazy"></div>';
  document.documentElement.style.scrollPaddingTop = '68px';
  scrolls = [];
  tops.clear();
  // Gatsby has scrolled to the heading when the page rendered.
  tops.set('amounts', 68);
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return { top: tops.get(this.id) ?? 0 } as DOMRect;
  };
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolls.push(this.id);
    tops.set(this.id, 68);
  };
});
afterEach(() => {
  jest.useRealTimers();
});

/** What a lazily loaded part does once its code arrives: it renders, and what follows moves down. */
function lazyPartRenders(headingId: string, top: number): void {
  if (!document.getElementById(headingId)) document.getElementById('lazy')!.insertAdjacentHTML('beforeend', `<h2 id="${headingId}">Code</h2>`);
  tops.set(headingId, top);
  resized();
}

describe('keepHashTargetInView', () => {
  it('brings the heading back to the top each time a part rendered above it pushes it down', () => {
    keepHashTargetInView(window, '#amounts');
    expect(scrolls).toEqual([]);
    lazyPartRenders('amounts', 3765);
    expect(scrolls).toEqual(['amounts']);
    lazyPartRenders('amounts', 912);
    expect(scrolls).toEqual(['amounts', 'amounts']);
  });

  it('waits for a heading that a lazily loaded part renders, and scrolls to it once it is there', () => {
    keepHashTargetInView(window, '#code-0190');
    expect(scrolls).toEqual([]);
    lazyPartRenders('code-0190', 4200);
    expect(scrolls).toEqual(['code-0190']);
  });

  it('decodes the hash as the browser does', () => {
    document.body.insertAdjacentHTML('beforeend', '<h2 id="autenticación">A</h2>');
    expect(hashTarget(document, '#autenticaci%C3%B3n')?.id).toBe('autenticación');
    expect(hashTarget(document, '#%E0%A4%A')).toBeNull();
    expect(hashTarget(document, '#')).toBeNull();
  });

  it.each(['wheel', 'touchstart', 'keydown', 'mousedown'])('lets the reader take over: after a %s nothing moves', (type) => {
    keepHashTargetInView(window, '#amounts');
    window.dispatchEvent(new Event(type));
    lazyPartRenders('amounts', 3765);
    expect(scrolls).toEqual([]);
  });

  it('stops once the page has had time to settle, and when the next navigation stops it', () => {
    keepHashTargetInView(window, '#amounts', { settleMs: 5000 });
    jest.advanceTimersByTime(5000);
    lazyPartRenders('amounts', 3765);
    expect(scrolls).toEqual([]);
    tops.set('amounts', 68);
    const stop = keepHashTargetInView(window, '#amounts');
    stop();
    lazyPartRenders('amounts', 1200);
    expect(scrolls).toEqual([]);
  });

  it('does nothing for an address without a hash', () => {
    keepHashTargetInView(window, '');
    lazyPartRenders('amounts', 3765);
    expect(scrolls).toEqual([]);
  });
});

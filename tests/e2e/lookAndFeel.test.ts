import type { Page } from 'playwright-core';
import { pendingLayoutScript } from '../../src/utils/progressiveLayout';
import { baseUrl, builtHtml, builtRoutes, freshPagePerTest, waitForHydration } from './helpers';

/** The link of "On this page" marked as the section being read, or null. */
const currentTocLink = (page: Page) => page.evaluate(() => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') ?? null);

describe('On this page', () => {
  const t = freshPagePerTest({ width: 1280, height: 800 });

  it('marks the section being read as the reader scrolls down and back up, without moving the list', async () => {
    const { page } = t;
    await page.goto(`${baseUrl()}/en/docs/api/requests/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const links = await page.locator('nav[aria-labelledby="toc-title"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') as string));
    expect(links.length).toBeGreaterThan(4);
    // The list's size and its links' sizes (the list is sticky, so its place in the window moves).
    const box = async () =>
      page.locator('nav[aria-labelledby="toc-title"] a').evaluateAll((as) => as.map((a) => [Math.round(a.getBoundingClientRect().width), Math.round(a.getBoundingClientRect().height)]));
    const before = await box();
    // Each heading, brought to the top, makes its own link the current one.
    for (const href of [links[2], links[links.length - 3], links[1]]) {
      await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), href.slice(1));
      await page.waitForFunction((expected) => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') === expected, href);
      expect(await page.locator('nav[aria-labelledby="toc-title"] a[aria-current="location"]').count()).toBe(1);
    }
    // Marking a link changes no link's box: no layout shift.
    expect(await box()).toEqual(before);
    // At the very end the last heading is current, however short its section.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((expected) => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') === expected, links[links.length - 1]);
    // Back at the top, above the first heading, no section is marked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]') === null);
    expect(await currentTocLink(page)).toBeNull();
  });

  it('follows a click on one of its links', async () => {
    const { page } = t;
    await page.goto(`${baseUrl()}/docs/documentation/online/tokenization/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const link = page.locator('nav[aria-labelledby="toc-title"] a').nth(3);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForFunction((expected) => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') === expected, href);
  });
});

describe('On this page, on a phone', () => {
  const t = freshPagePerTest({ width: 390, height: 844 });

  it('marks the section being read in the collapsible list while it is open, and not in the hidden column', async () => {
    const { page } = t;
    await page.goto(`${baseUrl()}/en/docs/api/requests/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const collapsible = 'details nav[aria-label="Page contents"]';
    const hrefs = await page.locator(`${collapsible} a`).evaluateAll((as) => as.map((a) => a.getAttribute('href') as string));
    expect(hrefs.length).toBeGreaterThan(4);
    const href = hrefs[3];
    await page.locator('details:has(nav[aria-label="Page contents"]) > summary').click();
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), href.slice(1));
    await page.waitForFunction(
      ({ selector, expected }) => document.querySelector(`${selector} a[aria-current="location"]`)?.getAttribute('href') === expected,
      { selector: collapsible, expected: href },
    );
    // The column beside the article is hidden on a phone and does not follow the scroll.
    expect(await currentTocLink(page)).toBeNull();
  });
});

/** Pages whose tables hold long inline code (hosts, URLs, paths, identifiers), found in the build. */
function pagesWithLongCodeInTables(limit: number): string[] {
  const found: string[] = [];
  for (const route of builtRoutes()) {
    if (!route.includes('/docs/')) continue;
    const html = builtHtml(route) ?? '';
    if (/<td[^>]*>(?:(?!<\/td>).)*<code>[^<]{0,40}(?:<wbr\/?>[^<]*){3,}<\/code>/s.test(html)) found.push(route);
    if (found.length >= limit) break;
  }
  return found;
}

describe('Inline code in tables at 375 px', () => {
  const t = freshPagePerTest({ width: 375, height: 740 });
  const routes = ['/docs/api/intro/', '/en/docs/api/requests/', ...pagesWithLongCodeInTables(6)];

  it.each([...new Set(routes)])('never overflows its cell, nor breaks inside a word, on %s', async (route) => {
    const { page } = t;
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      for (const code of document.querySelectorAll<HTMLElement>('article td code, article th code')) {
        const cell = code.closest('td, th') as HTMLElement;
        const c = code.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        if (c.right > box.right + 0.5 || c.left < box.left - 0.5) out.push(`overflows: ${code.textContent}`);
        // Each word of the code between two break points (<wbr>, spaces) stays on one line.
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(`breaks inside "${match[0]}" of ${code.textContent}`);
          }
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
    expect(await page.locator('article td code').count()).toBeGreaterThan(0);
  });
});

describe('Focus rings at 390 px', () => {
  const t = freshPagePerTest({ width: 390, height: 844 });
  // Code blocks (a copy button and the scrollable code in a block that clips), the API reference's
  // fields and tabs, the home's cards, a blog post and an interactive tool.
  const routes = ['/docs/documentation/online/', '/en/docs/api/payment/card/', '/en/', '/blog/mdx-blog-post/', '/docs/herramientas/generador-json/'];

  it.each(routes)('are drawn whole around every focusable element of %s', async (route) => {
    const { page } = t;
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const { checked, cut } = await page.evaluate(() => {
      const out: string[] = [];
      let count = 0;
      const selector = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (!el.checkVisibility()) continue;
        el.focus({ focusVisible: true } as FocusOptions);
        if (document.activeElement !== el) continue;
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none') {
          out.push(`${el.outerHTML.slice(0, 80)}: no ring`);
          continue;
        }
        count += 1;
        const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const box = el.getBoundingClientRect();
        const ring = { left: box.left - grow, right: box.right + grow, top: box.top - grow, bottom: box.bottom + grow };
        // An ancestor that clips and that the reader cannot scroll (a scrolled table shows the rest when scrolled).
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          const clipsX = s.overflowX !== 'visible' || s.contentVisibility === 'auto';
          const clipsY = s.overflowY !== 'visible' || s.contentVisibility === 'auto';
          if (!clipsX && !clipsY) continue;
          if (a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1) continue;
          const r = a.getBoundingClientRect();
          const margin = parseFloat(s.overflowClipMargin) || 0;
          const inner = {
            left: r.left + parseFloat(s.borderLeftWidth) - margin,
            right: r.right - parseFloat(s.borderRightWidth) + margin,
            top: r.top + parseFloat(s.borderTopWidth) - margin,
            bottom: r.bottom - parseFloat(s.borderBottomWidth) + margin,
          };
          const outside = (clipsX && (ring.left < inner.left - 0.5 || ring.right > inner.right + 0.5)) || (clipsY && (ring.top < inner.top - 0.5 || ring.bottom > inner.bottom + 0.5));
          if (outside) {
            out.push(`${el.outerHTML.slice(0, 80)}: ring cut by ${a.outerHTML.slice(0, 60)}`);
            break;
          }
        }
      }
      return { checked: count, cut: out };
    });
    expect(cut).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });
});

describe('Progressive layout on a phone (412 × 823 px)', () => {
  const t = freshPagePerTest({ width: 412, height: 823 });
  // Long pages of each kind that has one: an API operation after its guide, a guide, the FAQ, a blog post.
  const routes = ['/en/docs/api/payment/card/', '/docs/documentation/online/', '/en/docs/documentation/faq/', '/en/blog/long-blog-post/'];
  const MARK = `<script>${pendingLayoutScript()}</script>`;

  /** Loads the page and waits for its layout to finish; returns its layout shifts and where everything ended up. */
  async function load(page: Page, route: string) {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[]; onScreen: string[]; pendingAtStart: boolean };
      w.shifts = [];
      w.onScreen = [];
      // Every frame until the layout is done: no skipped block may be on screen, where it would show
      // late and push what follows it. (The first ten children of the article are never skipped.)
      const everyFrame = () => {
        if (document.documentElement?.hasAttribute('data-layout-pending') === false && document.readyState !== 'loading') return;
        for (const block of document.querySelectorAll('main article > *, [data-operation] > *, [data-operation] > ul > li, [data-operation] > details > div > ul > li')) {
          // Code blocks are skipped too, with their exact height (src/theme/CodeBlock).
          if (getComputedStyle(block).contentVisibility !== 'auto' || block.matches('[class*="block--"]')) continue;
          if (block.getBoundingClientRect().top < window.innerHeight) w.onScreen.push(block.outerHTML.slice(0, 60));
        }
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
      // Shifts of the article's content of 0.001 or more (the least that a layout shift score shows). Outside
      // the article, the parser's progress moves things with or without skipping: a blog post's recent
      // posts come before the article in the page and show after it on a phone.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          const moved = entry.sources.filter((s) => s.node instanceof Element && s.node.closest('main article'));
          if (moved.length > 0 && entry.value >= 0.001) w.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.map((s) => `${(s.node as Element).outerHTML.slice(0, 60)} ${JSON.stringify((s as unknown as { previousRect: DOMRect }).previousRect)} ${JSON.stringify((s as unknown as { currentRect: DOMRect }).currentRect)}`).join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.pendingAtStart = document.documentElement.hasAttribute('data-layout-pending');
      });
    });
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    return page.evaluate(() => {
      const w = window as unknown as { shifts: string[]; onScreen: string[]; pendingAtStart: boolean };
      return {
        shifts: w.shifts,
        onScreen: w.onScreen,
        pendingAtStart: w.pendingAtStart,
        height: document.documentElement.scrollHeight,
        // What shows: the content of a closed <details> has no place of its own to compare.
        places: Array.from(document.querySelectorAll('main article *'))
          .filter((el) => el.checkVisibility())
          .map((el) => `${el.tagName} ${Math.round(el.getBoundingClientRect().top + window.scrollY)}`),
      };
    });
  }

  it.each(routes)('%s: skips blocks while it loads, shifts none of the article on screen, and ends laid out as a page that skipped nothing', async (route) => {
    const { page, browser } = t;
    const progressive = await load(page, route);
    expect(progressive.pendingAtStart).toBe(true);
    expect(progressive.onScreen).toEqual([]);
    expect(progressive.shifts).toEqual([]);
    // Every block the stylesheet could skip has been laid out.
    expect(await page.locator('main article [data-laid-out]').count()).toBeGreaterThan(5);

    // The same page without the mark: nothing is skipped at any time.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      await context.route(`${baseUrl()}${route}`, async (request) => {
        const response = await request.fetch();
        await request.fulfill({ response, body: (await response.text()).replace(MARK, '') });
      });
      const whole = await load(await context.newPage(), route);
      expect(whole.pendingAtStart).toBe(false);
      expect(progressive.height).toBe(whole.height);
      expect(progressive.places).toEqual(whole.places);
    } finally {
      await context.close();
    }
  });

  it('keeps a section opened by its address at the top of the screen while the blocks above it are laid out', async () => {
    const { page } = t;
    // The page's data is held until the section's place at load has been read: the page cannot
    // render before it arrives, so the blocks above the section are still to be laid out however
    // fast the machine (the slices start once the page has rendered).
    const pageData = '**/page-data/en/docs/api/payment/card/page-data.json';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageData, async (route) => {
      await held;
      await route.continue();
    });
    let atLoad: number;
    const top = () => page.evaluate(() => Math.round(document.getElementById('card-responses')!.getBoundingClientRect().top));
    try {
      await page.goto(`${baseUrl()}/en/docs/api/payment/card/#card-responses`, { waitUntil: 'load' });
      atLoad = await top();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-layout-pending'))).toBe(true);
    } finally {
      release();
    }
    await waitForHydration(page);
    await page.unroute(pageData);
    expect(await top()).toBe(atLoad);
    // Below the navigation bar, as scroll-padding-top has it.
    expect(atLoad).toBeGreaterThan(40);
    expect(atLoad).toBeLessThan(100);
  });

  it.each(routes)('%s: no block that may be skipped has a child whose margin collapses through it, or a marker outside it (containment would change its height or clip the marker)', async (route) => {
    const { page } = t;
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    const selector = await page.evaluate(() => {
      const rule = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule)
        .flatMap((m) => Array.from(m.cssRules))
        .find((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText.startsWith('html[data-layout-pending]'));
      return rule ? rule.selectorText.replace(/^html\[data-layout-pending\]\s*/, '').replace(/:not\(\[data-laid-out\]\)$/, '') : null;
    });
    expect(selector).not.toBeNull();
    const through = await page.evaluate((blocks) => {
      const px = (v: string) => parseFloat(v) || 0;
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(blocks)) {
        const style = getComputedStyle(el);
        // A list item with a marker outside it, which its paint containment would clip.
        if (style.display === 'list-item' && style.listStyleType !== 'none' && style.listStylePosition === 'outside') out.push(`${el.outerHTML.slice(0, 60)}: marker`);
        if (!/^(block|list-item)/.test(style.display)) continue;
        const inFlow = Array.from(el.children).filter((c) => {
          const s = getComputedStyle(c);
          return s.display !== 'none' && s.position !== 'absolute' && s.position !== 'fixed' && s.float === 'none';
        });
        if (inFlow.length === 0) continue;
        const first = getComputedStyle(inFlow[0]);
        const last = getComputedStyle(inFlow[inFlow.length - 1]);
        if (px(style.paddingTop) + px(style.borderTopWidth) === 0 && px(first.marginTop) !== 0) out.push(`${el.outerHTML.slice(0, 60)}: top`);
        if (px(style.paddingBottom) + px(style.borderBottomWidth) === 0 && px(last.marginBottom) !== 0) out.push(`${el.outerHTML.slice(0, 60)}: bottom`);
      }
      return { out, count: document.querySelectorAll(blocks).length };
    }, selector as string);
    expect(through.out).toEqual([]);
    expect(through.count).toBeGreaterThan(5);
  });
});

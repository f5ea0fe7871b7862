import type { Page } from 'playwright-core';
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

import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, waitForHydration } from './helpers';

/**
 * HTML_CodeSniffer, the engine pa11y runs, with the WCAG 2 AA standard on the pages whose tools
 * take input (pa11y itself downloads a browser of its own, which cannot work here). It found forms
 * without a submit button (H32.2) on these pages; errors fail, notices and warnings are advice.
 */
const TOOL_PAGES = ['/docs/specific/jsonGenerator/', '/en/docs/specific/jsonGenerator/', '/docs/specific/shoplist/', '/en/docs/specific/shoplist/', '/blog/mdx-blog-post/', '/en/blog/mdx-blog-post/'];

interface Finding {
  type: number;
  code: string;
  msg: string;
  element: string;
}

describe('HTML_CodeSniffer (pa11y) on the tool pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(TOOL_PAGES)('reports no WCAG 2 AA error on %s', async (route) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    // Evaluated, not added as a script tag: the page's policy allows no script from elsewhere.
    await page.evaluate(fs.readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8'));
    const errors = await page.evaluate(
      () =>
        new Promise<Finding[]>((resolve) => {
          const htmlcs = (window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => { type: number; code: string; msg: string; element: Element }[] } }).HTMLCS;
          htmlcs.process('WCAG2AA', document, () =>
            resolve(htmlcs.getMessages().filter((m) => m.type === 1).map((m) => ({ type: m.type, code: m.code, msg: m.msg, element: m.element.outerHTML.slice(0, 120) }))),
          );
        }),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, waitForHydration } from './helpers';

/** One page of each kind, in both locales between them. */
const ROUTES = ['/', '/en/docs/', '/docs/api/payment/card/', '/en/docs/api/paybylink/notify/', '/en/blog/mdx-blog-post/', '/blog/', '/docs/specific/jsonGenerator/', '/en/docs/specific/shoplist/', '/search/?q=pago', '/markdown-page/'];

describe('layout on phones', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([320, 375])('never scrolls sideways at %ipx (wide code and tables scroll inside their own box)', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      if (scrollWidth > clientWidth) problems.push(`${route}: ${scrollWidth}px wide in a ${clientWidth}px viewport`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});

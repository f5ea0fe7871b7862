import path from 'node:path';
import type { Page } from 'playwright-core';
import { gitLastModified } from '../../src/node/sitemap';
import { formatDate } from '../../src/utils/dates';
import { baseUrl, freshPagePerTest, seriousAxeViolations, switchPage, waitForHydration } from './helpers';

/**
 * The page furniture of issue 19 in Chromium, on the gate's build (which has analytics on, with
 * Google's hosts intercepted): the "Copy page" menu by keyboard, its copy and its links, axe on the
 * open menu in both colour modes, no CSP violation, and the helpful buttons' one event.
 */
const ctx = freshPagePerTest({ width: 1280, height: 900 });

async function open(page: Page, route: string): Promise<void> {
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//, (r) => r.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${baseUrl()}${route}`);
  await waitForHydration(page);
}

const csp = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('page actions', () => {
  it('work by keyboard as a menu button, copy the Markdown with an announcement, and pass axe open in both modes', async () => {
    const { page } = ctx;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/en/docs/api/payment/card/');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Copy page' });
    await menu.waitFor();
    expect(await focusedText(page)).toMatch(/^Copy as Markdown/);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toMatch(/^View as Markdown/);
    await page.keyboard.press('End');
    expect(await focusedText(page)).toMatch(/^Open in Claude/);
    for (const scheme of ['light', 'dark'] as const) {
      await switchPage(page, scheme, 1280);
      expect(await seriousAxeViolations(page, `open menu ${scheme}`)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    expect(await menu.isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(`${baseUrl()}/en/docs/api/payment/card.md`)).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# Create a payment\n/);
    expect(await csp(page)).toEqual([]);
  });

  it('link the Markdown copy and the assistants with plain links, and load nothing from them', async () => {
    const { page } = ctx;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, '/docs/documentation/online/tokenization/');
    await page.getByRole('button', { name: 'Copiar página' }).click();
    const hrefs = await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(hrefs[0]).toBeNull();
    expect(hrefs[1]).toBe('/docs/documentation/online/tokenization.md');
    expect(hrefs[2]).toMatch(/^https:\/\/chatgpt\.com\/\?q=.*tokenization\.md/);
    expect(hrefs[3]).toMatch(/^https:\/\/claude\.ai\/new\?q=.*tokenization\.md/);
    expect(requested.filter((url) => /chatgpt|openai|claude|anthropic/.test(url))).toEqual([]);
    // A click outside closes the menu.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await page.getByRole('menu').isHidden()).toBe(true);
  });
});

describe('page actions on every width', () => {
  const t = freshPagePerTest({ width: 320, height: 800 });

  it.each([
    [320, '/docs/documentation/online/', 'Copiar página'],
    // The page where a frame drawn mid-parse once found the button beside the title (a layout shift).
    [412, '/en/docs/api/payment/card/', 'Copy page'],
    [700, '/blog/mdx-blog-post/', 'Copiar página'],
    [1280, '/en/docs/documentation/online/', 'Copy page'],
  ])('at %i px on %s, open the menu wholly inside the window, and place the button by the window, not by its label', async (width, route, name) => {
    const { page } = t;
    await page.setViewportSize({ width, height: 800 });
    await open(page, route);
    const button = page.getByRole('button', { name });
    await button.click();
    await page.getByRole('menu').waitFor();
    const boxes = await page.evaluate(() => {
      const box = (el: Element | null) => el!.getBoundingClientRect().toJSON() as DOMRect;
      return { button: box(document.querySelector('[aria-haspopup="menu"]')), menu: box(document.querySelector('[role="menu"]')), inner: document.documentElement.clientWidth };
    });
    expect(boxes.menu.left).toBeGreaterThanOrEqual(0);
    expect(boxes.menu.right).toBeLessThanOrEqual(boxes.inner);
    expect(boxes.menu.top).toBeGreaterThanOrEqual(boxes.button.bottom);
    // It starts under the button, at its left edge (a phone) or its right edge (beside the title).
    expect(Math.min(Math.abs(boxes.menu.left - boxes.button.left), Math.abs(boxes.menu.right - boxes.button.right))).toBeLessThan(1);
    await page.keyboard.press('Escape');

    // A frame drawn while the parser has read the button's tag but not yet its label must not find it elsewhere.
    const place = () =>
      page.evaluate(() => {
        const { top, left, right } = document.querySelector('[aria-haspopup="menu"]')!.getBoundingClientRect();
        const title = document.querySelector('main h1')!.getBoundingClientRect();
        return { top, left, right, titleTop: title.top, titleBottom: title.bottom };
      });
    const whole = await place();
    await button.evaluate((element) => element.replaceChildren());
    const partial = await place();
    expect(partial.titleTop).toBe(whole.titleTop);
    if (width < 640) {
      // Under the title, at the start of its line, whatever the label.
      expect([partial.top, partial.left]).toEqual([whole.top, whole.left]);
      expect(whole.top).toBeGreaterThanOrEqual(whole.titleBottom);
    } else {
      // Beside the title, ending the row.
      expect([partial.top, partial.right]).toEqual([whole.top, whole.right]);
      expect(whole.top).toBeLessThan(whole.titleBottom);
    }
  });
});

describe('was this page helpful', () => {
  const feedbackEvents = (page: Page) =>
    page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((a) => a[0] === 'event' && a[1] === 'page_feedback').map((a) => a[2]));

  it('sends exactly one event with the page and the answer when analytics are on, thanks the reader and remembers the answer', async () => {
    const { page } = ctx;
    await open(page, '/docs/hpp/');
    const question = page.getByRole('region', { name: '¿Te ha sido útil esta página?' });
    await question.getByRole('button', { name: 'Sí' }).click();
    await question.getByText('Gracias por tu respuesta.').waitFor();
    expect(await feedbackEvents(page)).toEqual([{ page_path: '/docs/hpp/', helpful: 'yes' }]);
    await page.reload();
    await waitForHydration(page);
    await question.getByText('Gracias por tu respuesta.').waitFor();
    expect(await question.getByRole('button').count()).toBe(0);
    expect(await feedbackEvents(page)).toEqual([]);
    expect(await csp(page)).toEqual([]);
  });
});

describe('last updated and edit this page', () => {
  it('shows the edit link to the source file, and the date from git in the locale format when git dates the file', async () => {
    const { page } = ctx;
    await open(page, '/en/blog/first-blog-post/');
    expect(await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toBe('https://code.tesela.example/tesela/developers/edit/main/content/blog/en/first-blog-post.mdx');
    // The build's own rule: the date of the file's last commit, or no line when git does not date it (a shallow clone).
    const date = gitLastModified(path.resolve(__dirname, '../..'), ['content']).get('content/blog/en/first-blog-post.mdx');
    const line = page.getByText(/^Last updated:/);
    if (date) {
      expect(await line.textContent()).toBe(`Last updated: ${formatDate(date, 'en')}`);
      expect(await line.locator('time').getAttribute('datetime')).toBe(date);
    } else {
      expect(await line.count()).toBe(0);
    }
  });
});

import type { Page } from 'playwright-core';
import { baseUrl, freshPagePerTest, waitForHydration } from './helpers';

/**
 * The reader's paths when something is slow, fails or is unusual (issue #17): the progress bar, the
 * language switch on the search page, the API reference's chunk failing, an explicit colour choice,
 * the search modal's focus, the collapsed sidebar, the search page's edge cases and the navbar after
 * a jump to another page's heading.
 */
const DOC = '/en/docs/documentation/risk/sca/';
const NEXT_DOC = '/en/docs/documentation/risk/avs/';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

describe("the reader's paths", () => {
  const t = freshPagePerTest({ width: 1280, height: 900 });

  it('shows the progress bar while a slow page loads, and removes it once the page is there', async () => {
    const { page } = t;
    // The next page's data arrives 2.5 s late, whether it was prefetched or fetched on the click.
    await page.route(`**/page-data${NEXT_DOC}page-data.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await open(page, DOC);
    expect(await page.locator('#nprogress').count()).toBe(0);
    await page.locator(`main a[href="${NEXT_DOC}"]`).first().click();
    await page.locator('#nprogress .bar').waitFor({ state: 'attached', timeout: 2000 });
    expect(await page.locator('#nprogress .spinner').count()).toBe(0);
    await page.waitForURL(`**${NEXT_DOC}`);
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 3000 });
  });

  it('keeps the current query, once, in the language switch of the search page, also after a new search', async () => {
    const { page } = t;
    await open(page, '/search/?q=refund');
    await page.locator('header').getByRole('button', { name: 'Idioma: Español' }).click();
    const english = page.locator('header').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/en/search/?q=refund');
    const input = page.getByRole('searchbox', { name: 'Buscar en la documentación' });
    await input.fill('tarjeta');
    await page.waitForURL('**/search/?q=tarjeta');
    const languages = page.locator('header').getByRole('button', { name: 'Idioma: Español' });
    if ((await languages.getAttribute('aria-expanded')) !== 'true') await languages.click();
    expect(await english.getAttribute('href')).toBe('/en/search/?q=tarjeta');
  });

  it('shows an error with Retry in place of the API reference when its code cannot be downloaded, and Retry loads it', async () => {
    const { page } = t;
    let offline = true;
    const requests: string[] = [];
    await page.route(/\/mdx-api-reference-[^/]*\.js$/, (route) => {
      requests.push(route.request().url());
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    // A page without the API reference, then a client navigation to one with it.
    await open(page, '/en/docs/api/requests/');
    await page.getByRole('button', { name: 'Expand the payment: online payments category' }).click();
    await page.locator('nav a[href="/en/docs/api/payment/card/"]').first().click();
    await page.waitForURL('**/en/docs/api/payment/card/');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    // The page around it still works: its title, the sidebar and the navbar are there.
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    expect(await page.getByText('This page crashed.').count()).toBe(0);
    const failedRequests = requests.length;
    offline = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-operation]').first().waitFor();
    expect(requests.length).toBeGreaterThan(failedRequests);
    expect(await alert.count()).toBe(0);
    // Focus is on the reference that replaced the Retry button, not on <body>.
    await page.waitForFunction(() => document.activeElement?.querySelector('[data-operation]') != null);
  });

  it('renders every part of the response codes page again after one Retry, though they are different components of one chunk', async () => {
    const { page } = t;
    let offline = true;
    await page.route(/\/mdx-testing-[^/]*\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await open(page, '/en/docs/');
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/en/docs/documentation/testing/response_codes/'));
    const alerts = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alerts.first().waitFor();
    expect(await alerts.count()).toBeGreaterThan(1);
    offline = false;
    await alerts.first().getByRole('button', { name: 'Retry' }).click();
    await page.locator('#code-0190').waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="alert"] button'));
    expect(await alerts.count()).toBe(0);
  });

  it('keeps an explicit colour choice when the operating system changes its preference', async () => {
    const { page } = t;
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, DOC);
    const state = () =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        choice: document.documentElement.dataset.themeChoice,
        stored: window.localStorage.getItem('theme'),
      }));
    expect(await state()).toEqual({ theme: 'light', choice: 'system', stored: null });
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await state()).toEqual({ theme: 'light', choice: 'light', stored: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(300);
    expect(await state()).toEqual({ theme: 'light', choice: 'light', stored: 'light' });
    expect(await page.getByRole('button', { name: /Switch between dark and light mode/ }).getAttribute('aria-label')).toContain('light mode');
  });

  it('gives focus back to the search button when a click on the backdrop closes the search modal', async () => {
    const { page } = t;
    await open(page, DOC);
    const button = page.locator('header').getByRole('button', { name: 'Search the documentation' });
    await button.click();
    await page.locator('.DocSearch-Input').waitFor();
    // The backdrop: the modal is centred, its left edge is far from the window's.
    await page.mouse.click(5, 600);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search the documentation');
  });

  it('keeps the doc sidebar collapsed on the next pages of the session, until the reader expands it', async () => {
    const { page } = t;
    await open(page, DOC);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.locator('main nav a[href]').filter({ hasText: /Next|Previous/ }).first().click();
    await page.waitForURL((url) => url.pathname !== DOC);
    expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.goBack();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });

  it('says when a search page is past the last one, with a link to the last page', async () => {
    const { page } = t;
    await open(page, '/en/search/?q=payment&page=999');
    const status = page.getByRole('status').filter({ hasText: /There are only \d+ pages of results/ });
    await status.waitFor();
    expect(await page.getByText(/^Page 999 of/).count()).toBe(0);
    await status.getByRole('link', { name: 'Go to the last page' }).click();
    await page.getByText(/^Page (\d+) of \1$/).waitFor();
    expect(page.url()).toMatch(/\?q=payment&page=\d+$/);
    expect(page.url()).not.toContain('page=999');
  });

  it('shortens a very long query in the heading but searches and keeps all of it', async () => {
    const { page } = t;
    const query = 'refund '.repeat(80).slice(0, 512);
    await open(page, `/en/search/?q=${encodeURIComponent(query)}`);
    const heading = page.locator('main h1');
    await page.waitForFunction(() => (document.querySelector('main h1')?.textContent ?? '').includes('refund'));
    const shown = (await heading.textContent()) ?? '';
    expect(shown).toContain('…');
    expect(shown.length).toBeLessThan(120);
    expect(await heading.getAttribute('title')).toContain(query.trim());
    expect(await heading.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(200);
    expect(await page.getByRole('searchbox', { name: 'Search the documentation' }).inputValue()).toBe(query);
  });

  it("hides the navbar after a jump to another page's heading, as for a jump within the page", async () => {
    const { page } = t;
    await open(page, '/en/docs/specific/shoplist/');
    await page.locator('main a[href="/en/docs/documentation/testing/response_codes/#test-cards"]').first().click();
    await page.waitForURL('**/response_codes/#test-cards');
    await page.locator('main h1').filter({ hasText: /response codes/i }).waitFor();
    await page.waitForFunction(() => (document.querySelector('header')?.getBoundingClientRect().bottom ?? 99) <= 1, undefined, { timeout: 2000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(64);
    // Scrolling up brings it back, as usual.
    await page.mouse.wheel(0, -300);
    // Its slide back takes 0.2 s once the scroll event comes: waited for, not timed.
    await page.waitForFunction(() => (document.querySelector('header')?.getBoundingClientRect().top ?? -1) >= 0, undefined, { timeout: 2000 });
    expect(await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  it("keeps another page's heading at the top when the parts above it load their code late (a search hit)", async () => {
    const { page } = t;
    // The response codes' tables and test data come in a chunk of their own, here 1.5 s late.
    await page.route(/\/mdx-testing-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/en/docs/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('0190');
    await page.locator('.DocSearch-Hit a[href$="/response_codes/#code-0190"]').first().click();
    await page.waitForURL('**/response_codes/#code-0190');
    const target = page.locator('[id="code-0190"]');
    await target.waitFor({ timeout: 5000 });
    // Once the parts have rendered and the page has settled, the heading is where the browser puts
    // a fragment: at the top, below the navbar's room.
    await page.waitForTimeout(800);
    const { top, stop } = await target.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      stop: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(el).scrollMarginTop),
    }));
    expect(Math.abs(top - stop)).toBeLessThanOrEqual(2);
  });
});

import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createSiteServer } from '../../scripts/lib/server';
import { PUBLIC_DIR, baseUrl, collectErrors, launchBrowser, waitForHydration } from './helpers';

const DOC = '/en/docs/documentation/risk/sca/';

describe('the reader\'s chrome', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    // Hydration runs in slices and may end after the load event.
    await waitForHydration(page);
    return { context, page, errors };
  }

  describe.each([
    [1280, false],
    [996, true],
    [375, true],
  ])('navbar at %ipx', (width, mobile) => {
    it(mobile ? 'shows the menu button and a drawer with the doc sidebar, the main menu, Languages and Versions' : 'shows every item in the bar', async () => {
      const { context, page, errors } = await open(DOC, { viewport: { width, height: 800 } });
      const menuButton = page.getByRole('button', { name: 'Open the menu' });
      expect(await menuButton.isVisible()).toBe(mobile);
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).isVisible()).toBe(!mobile);
      if (mobile) {
        await menuButton.click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.waitFor();
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
        expect(await dialog.getByRole('link', { name: 'SCA' }).getAttribute('aria-current')).toBe('page');
        await dialog.getByRole('button', { name: '← Back to main menu' }).click();
        expect(await dialog.getByRole('list', { name: 'Languages' }).isVisible()).toBe(true);
        expect(await dialog.getByRole('list', { name: 'Versions' }).isVisible()).toBe(true);
        await page.setViewportSize({ width: 1280, height: 800 });
        await dialog.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      } else {
        expect(await page.getByRole('button', { name: 'Docs version: V1' }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: /Dashboard/ }).getAttribute('target')).toBe('_blank');
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('loads the mobile menu on first use, with an error and Retry when its code cannot be fetched', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    let offline = true;
    await page.route(/\/mobile-drawer-[^/]*\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    offline = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await context.close();
  });

  it('hides the navbar while scrolling down and shows it scrolling up', async () => {
    const { context, page } = await open(DOC);
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(400);
    expect(await header.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(400);
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('cycles the colour mode system → light → dark → system, storing it and mirroring it on <html>', async () => {
    const { context, page } = await open(DOC, { colorScheme: 'dark' });
    const state = () =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        choice: document.documentElement.dataset.themeChoice,
        stored: window.localStorage.getItem('theme'),
      }));
    expect(await state()).toEqual({ theme: 'dark', choice: 'system', stored: null });
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    expect(await toggle.getAttribute('aria-label')).toContain('system mode');
    await toggle.click();
    expect(await state()).toEqual({ theme: 'light', choice: 'light', stored: 'light' });
    await toggle.click();
    expect(await state()).toEqual({ theme: 'dark', choice: 'dark', stored: 'dark' });
    await toggle.click();
    expect(await state()).toEqual({ theme: 'dark', choice: 'system', stored: null });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  it('paints a stored dark mode before any of the site\'s JavaScript runs (no flash)', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.route(/\/(app|framework|webpack-runtime)-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 24, 29)');
    await context.close();
  });

  it('dismisses the announcement for good, and shows it again when its id changes', async () => {
    const { context, page } = await open('/docs/');
    const bar = page.getByText('La versión 2022-10-01 de las APIs ya está disponible', { exact: false });
    expect(await bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(await bar.isVisible()).toBe(false);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'))).toBe('true');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.localStorage.setItem('tesela.announcement.id', 'an-older-announcement'));
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });

  it('links the table of contents, breadcrumbs and previous/next', async () => {
    const { context, page } = await open(DOC);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Exemptions' }).click();
    await page.waitForURL(/#exemptions$/);
    await page.waitForFunction(() => {
      const top = document.getElementById('exemptions')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    });
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect((await crumbs.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual(['', 'Risk and security', 'SCA']);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL('**/en/docs/documentation/risk/avs/');
    // Gatsby changes the URL first and renders the next page right after.
    await page.getByRole('heading', { level: 1, name: 'Address Verification Service (AVS)' }).waitFor();
    await context.close();
  });

  it('brings the reader back to the top with the back-to-top button', async () => {
    const { context, page } = await open(DOC);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -200);
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('is usable with the keyboard alone: skip link, navbar dropdown and sidebar', async () => {
    const { context, page } = await open(DOC);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.getByRole('button', { name: 'Language: English' }).focus();
    await page.keyboard.press('Enter');
    const spanish = page.getByRole('link', { name: 'Español' });
    await spanish.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Español');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Language: English' }).getAttribute('aria-expanded')).toBe('false');
    const testing = page.getByRole('button', { name: 'Testing' });
    await testing.focus();
    await page.keyboard.press('Enter');
    expect(await testing.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('shows the crash screen with Try again and the error chain when a page cannot render', async () => {
    const { context, page } = await open('/en/docs/');
    // The next page's data arrives without its doc: rendering it throws.
    await page.route('**/page-data/en/docs/documentation/faq/page-data.json', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.data.doc = null;
      await route.fulfill({ response, json: body });
    });
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/en/docs/documentation/faq/'));
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Error details' }).textContent()).toMatch(/null/);
    await context.close();
  });

  it('shows the wrong-base-URL banner with a suggestion when served under another path', async () => {
    const server = await createSiteServer({ root: PUBLIC_DIR, basePath: '/portal' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/portal/en/docs/api/`, { waitUntil: 'load' });
    const banner = page.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('did not load properly');
    expect(await banner.textContent()).toContain('"/portal/"');
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

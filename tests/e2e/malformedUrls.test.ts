import type { Browser, Page } from 'playwright-core';
import { baseUrl, builtHtml, collectErrors, launchBrowser, waitForHydration } from './helpers';

/**
 * Malformed addresses (issue 17): the reader gets the styled Page Not Found of the address's
 * locale, working (hydrated: the colour toggle and the search respond, no React error), or is
 * redirected to the collapsed address; never a blank or unstyled page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TOGGLE = /Cambiar el modo de color|Switch between dark and light mode/;

/** The page responds: the toggle changes the colour mode and Ctrl+K opens the search. */
async function expectWorking(page: Page): Promise<void> {
  await waitForHydration(page);
  const before = await page.evaluate(() => document.documentElement.dataset.themeChoice);
  await page.getByRole('button', { name: TOGGLE }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).not.toBe(before);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

/** Errors other than the failed (404/400) download of the page itself. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[04]/.test(e));

describe('malformed addresses', () => {
  it.each([
    ['/docs/%25/', 404, 'es-ES', 'Página no encontrada'],
    ['/docs/a%2Fb/', 404, 'es-ES', 'Página no encontrada'],
    ['/en/docs/%2F/', 404, 'en-US', 'Page Not Found'],
    ['/en/docs/%25/', 404, 'en-US', 'Page Not Found'],
    ['/docs/%E0%A4%A/', 400, 'es-ES', 'Página no encontrada'],
    ['/en/docs/%E0%A4%A/', 400, 'en-US', 'Page Not Found'],
  ])('answers %s with the working, styled Page Not Found of its locale', async (path, status, lang, title) => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(status);
    await expectWorking(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect((await page.locator('h1').textContent())?.trim()).toBe(title);
    // Styled: the site's stylesheet applies (the navbar is laid out, not a bare list).
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).display)).not.toBe('inline');
    // The reader's address stays in the address bar.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it.each([
    ['/en//docs/', '/en/docs/', 'en-US'],
    ['//en/docs/', '/en/docs/', 'en-US'],
    ['/docs//api/', '/docs/api/', 'es-ES'],
  ])('redirects %s to %s on the same site', async (path, target, lang) => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl()}${target}`);
    await expectWorking(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('collapses duplicate slashes in the browser too, when the host serves the page without redirecting', async () => {
    // A host that answers /en//docs/ with the English page as it is, as Netlify might.
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.route(`${baseUrl()}/en//docs/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: builtHtml('/en/docs/') ?? '' }));
    await page.goto(`${baseUrl()}/en//docs/`);
    await page.waitForURL(`${baseUrl()}/en/docs/`);
    await expectWorking(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(errors).toEqual([]);
    await page.close();
  });
});

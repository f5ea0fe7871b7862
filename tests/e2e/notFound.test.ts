import type { Browser } from 'playwright-core';
import { baseUrl, collectErrors, launchBrowser, waitForHydration } from './helpers';

describe('Page Not Found', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/no-existe/', 'es-ES', 'Página no encontrada', 'No hemos encontrado lo que buscabas.'],
    ['/docs/api/no-existe', 'es-ES', 'Página no encontrada', 'No hemos encontrado lo que buscabas.'],
    ['/en/does-not-exist/', 'en-US', 'Page Not Found', 'We could not find what you were looking for.'],
    ['/en/docs/api/nope/', 'en-US', 'Page Not Found', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'],
  ])('answers %s with status 404 and the screen in its locale', async (path, lang, title, text) => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await page.waitForFunction(() => document.querySelector('h1') !== null);
    expect((await page.locator('h1').textContent())?.trim()).toBe(title);
    expect(await page.getByText(text).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // The 404 response itself is the only error the console may show.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.close();
  });

  it('shows the English screen after a client-side navigation to an unknown English path', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/en/docs/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/en/docs/nope/'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.close();
  });
});

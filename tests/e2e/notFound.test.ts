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
    // The Page Not Found pages' own addresses are no pages either.
    ['/404/', 'es-ES', 'Página no encontrada', 'No hemos encontrado lo que buscabas.'],
    ['/en/404/', 'en-US', 'Page Not Found', 'We could not find what you were looking for.'],
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

describe('Page Not Found: a way on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/docs/api/paymnt/refund/', 'Busca lo que querías leer', 'Sigue por aquí', [['Página de inicio', '/'], ['Documentación', '/docs/documentation/intro/'], ['Referencia de la API', '/docs/api/']], '/search/'],
    ['/en/docs/tokenisation/', 'Search for what you wanted to read', 'Carry on from here', [['Home page', '/en/'], ['Documentation', '/en/docs/documentation/intro/'], ['API reference', '/en/docs/api/']], '/en/search/'],
  ])('on %s offers links that open in its language and a search started from the address that finds pages', async (path, searchLabel, wayOn, links, searchPage) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: wayOn });
    const found = await nav.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(found).toEqual(links);
    // Every link leads to a page that exists.
    for (const [, href] of links) {
      const response = await page.request.get(`${baseUrl()}${href}`);
      expect([href, response.status()]).toEqual([href, 200]);
    }
    // The search starts from the words of the address, and opens the search page with results.
    const search = page.getByRole('search', { name: searchLabel });
    const box = search.getByRole('searchbox');
    const words = path.split('/').filter((w) => w && !['docs', 'api', 'en'].includes(w));
    await page.waitForFunction((expected) => (document.querySelector('#not-found-search-input') as HTMLInputElement | null)?.value === expected, words.join(' '));
    await box.fill(path.startsWith('/en/') ? 'tokenization' : 'reembolso');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === searchPage && url.searchParams.has('q'));
    await page.waitForSelector('main ol li h2 a', { timeout: 15000 });
    expect(await page.locator('main ol li h2 a').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('takes the reader home with the keyboard alone', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/en/nowhere/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Home page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/en/`);
    // The router changes the address before it draws the page it goes to: the heading follows.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tesela Developers', undefined, { timeout: 10_000 }).catch(() => undefined);
    expect(await page.locator('h1').first().textContent()).toBe('Tesela Developers');
    await page.close();
  });
});

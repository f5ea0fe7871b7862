import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, collectErrors, launchBrowser, waitForHydration } from './helpers';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let indexRequests: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = collectErrors(page);
  indexRequests = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
  });
});
afterEach(async () => {
  await context.close();
});

/** Loads a page and waits until React has taken over. */
async function open(path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

async function reload(): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
}

const searchButton = () => page.locator('header').getByRole('button', { name: /Search the documentation|Buscar en la documentación/ });
const modalInput = () => page.locator('.DocSearch-Input');

/** Opens a hit of `norma 43` from the modal, reloads that page and opens the modal again, on its recent searches. */
async function openWithARecentSearch(): Promise<void> {
  await open('/en/docs/');
  await page.keyboard.press('Control+k');
  await modalInput().fill('norma 43');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(/norma43/);
  await reload();
  await page.keyboard.press('Control+k');
  await page.getByText('Recent', { exact: true }).waitFor();
}

describe('search modal in Chromium', () => {
  it('loads nothing for search until the reader shows an intent, then the head and the parts of the page language only', async () => {
    await open('/en/docs/');
    expect(indexRequests).toEqual([]);
    const head = page.waitForRequest((request) => new URL(request.url()).pathname === '/search-index/en.json');
    await searchButton().hover();
    await head;
    await searchButton().click();
    await modalInput().fill('tokenization');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(indexRequests.filter((path) => path === '/search-index/en.json')).toHaveLength(1);
    // The head, then shards of the words typed and chunks of the hits shown: never the Spanish index.
    expect(indexRequests.every((path) => path.startsWith('/search-index/en'))).toBe(true);
    expect(indexRequests.some((path) => /^\/search-index\/en\/[0-9a-f]+\/s\d+\.json$/.test(path))).toBe(true);
    expect(indexRequests.some((path) => /^\/search-index\/en\/[0-9a-f]+\/c\d+\.json$/.test(path))).toBe(true);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);
  });

  it('opens with Ctrl+K, / and the button; Escape and Cancel close it and focus returns to the button', async () => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await modalInput().waitFor();
    await expect(modalInput().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await modalInput().waitFor({ state: 'detached' });
    await expect(searchButton().evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await modalInput().waitFor();
    // A click on the backdrop closes it too.
    await page.mouse.click(10, 880);
    await modalInput().waitFor({ state: 'detached' });

    await searchButton().click();
    await modalInput().waitFor();
    await page.keyboard.press('Escape');
    await modalInput().waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('keeps every key typed right after the shortcut, while the modal is still loading', async () => {
    await open('/en/docs/');
    // The modal's code is held back until the keys are typed, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-modal-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('refund');
      expect(await modalInput().count()).toBe(0);
    } finally {
      release();
    }
    await expect(modalInput().inputValue()).resolves.toBe('refund');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps every key typed straight after the shortcut while the modal mounts, as fast as a reader types', async () => {
    // Not held back: the keys arrive while the modal's code loads, mounts and focuses its input. Three
    // fresh page loads, since the moment the input takes focus moves from one to the next.
    for (const query of ['error 0190', 'reembolzo', 'merchantReference']) {
      await open('/en/docs/');
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(await modalInput().inputValue()).toBe(query);
    }
    expect(errors).toEqual([]);
  });

  it('finds a page by a word without its accent and opens the hit chosen with the keyboard', async () => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await modalInput().fill('tokenizacion');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const first = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(first.innerText()).resolves.toContain('Tokenización');
    expect(await page.locator('.DocSearch-Hit mark').first().innerText()).toMatch(/tokenizaci[oó]n/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/documentation\/online\/tokenization\//);
    // Gatsby changes the URL first and renders the page right after.
    await page.getByRole('heading', { level: 1, name: 'Tokenización de tarjetas' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps recent and favorite searches across a reload', async () => {
    await openWithARecentSearch();
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await page.getByText('Favorite', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await reload();
    await page.keyboard.press('Control+k');
    await page.getByText('Favorite', { exact: true }).waitFor();
    await expect(page.locator('.DocSearch-Hit').first().innerText()).resolves.toMatch(/Norma 43/);
  });

  it('treats spaces before the first word as no query: the recent searches stay, and the words after them search', async () => {
    await openWithARecentSearch();
    await modalInput().pressSequentially('   ');
    await expect(modalInput().inputValue()).resolves.toBe('');
    await expect(page.getByText('Recent', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/No results for/).count()).resolves.toBe(0);
    await modalInput().pressSequentially(' refund');
    await expect(modalInput().inputValue()).resolves.toBe('refund');
    // The hits of each prefix typed come and go; those of the whole word list refunds first.
    await page.waitForFunction(() => /refund/i.test(document.querySelector('.DocSearch-Hit')?.textContent ?? ''));
    await expect(page.getByText('Recent', { exact: true }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('links to the search page with every result', async () => {
    await open('/en/docs/');
    await page.keyboard.press('Control+k');
    await modalInput().fill('refund');
    const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
    await seeAll.click();
    await page.waitForURL(/\/en\/search\/\?q=refund$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for "refund"' }).waitFor();
  });

  it('is a full-screen dialog with Cancel on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open('/docs/');
    await searchButton().click();
    await modalInput().fill('bizum');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await modalInput().waitFor({ state: 'detached' });
  });
});

describe('search page in Chromium', () => {
  it('shows 20 hits a page, pages forward with the page in the URL, and survives a reload', async () => {
    await open('/en/search/?q=payment');
    await page.getByText(/\d+ results for "payment"/).waitFor();
    const hitsOnPage = () => page.locator('main ol > li li, main ol > li h2').count();
    expect(await hitsOnPage()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect(page.url()).toMatch(/\?q=payment&page=2$/);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' }).inputValue()).resolves.toBe('payment');
    expect(errors).toEqual([]);
  });

  it('downloads its index head once: the preloaded file is the one the search uses', async () => {
    await open('/search/?q=reembolso');
    await page.getByText(/\d+ resultados para «reembolso»/).waitFor();
    expect(indexRequests.filter((path) => path === '/search-index/es.json')).toHaveLength(1);
    expect(indexRequests.every((path) => path.startsWith('/search-index/es'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows "Unable to fetch results" with Retry when the index cannot be loaded, and recovers', async () => {
    let offline = true;
    await page.route('**/search-index/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await open('/en/search/?q=refund');
    await page.getByRole('alert').getByText(/Unable to fetch results/).waitFor();
    offline = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/\d+ results for "refund"/).waitFor();
  });

  it('says the modal cannot fetch results while the index is unreachable, and finds again once it is back', async () => {
    let offline = true;
    await page.route('**/search-index/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await open('/en/docs/');
    await page.keyboard.press('Control+k');
    await modalInput().fill('refund');
    const alert = page.locator('.DocSearch-Modal').getByRole('alert');
    await alert.getByText('Unable to fetch results').waitFor();
    await expect(alert.innerText()).resolves.toContain('You might want to check your network connection.');
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    // Clearing the query brings back the start screen, not the error.
    await modalInput().fill('');
    await alert.waitFor({ state: 'detached' });
    offline = false;
    await modalInput().fill('refund');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('shows the results of the other language, labelled, when the page language finds nothing', async () => {
    // "accessibility" is on the English pages only; a reader of the Spanish site typed it.
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await modalInput().fill('accessibility');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    await expect(hit.getAttribute('href')).resolves.toMatch(/^\/en\/docs\//);
    await expect(hit.getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('.DocSearch-Hit-source').first().innerText()).resolves.toMatch(/\(en inglés\)$/);

    await open('/en/search/?q=accesibilidad');
    await page.getByText('No results in English for "accesibilidad". These are the results in Spanish.').waitFor();
    const first = page.locator('main ol li').first();
    await expect(first.getAttribute('lang')).resolves.toBe('es');
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')).resolves.toMatch(/^\/docs\//);
    expect(errors).toEqual([]);
  });

  it('keeps the typed query in the URL and says when nothing was found', async () => {
    await open('/search/');
    await page.getByRole('searchbox', { name: 'Buscar en la documentación' }).fill('zzzqqqxxx');
    await page.getByText('No se encontraron resultados').waitFor();
    await page.waitForFunction(() => window.location.search === '?q=zzzqqqxxx');
  });
});

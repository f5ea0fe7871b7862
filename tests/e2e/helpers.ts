import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the browser tests run through jest.e2e.config.js.');
  return url;
}

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Every HTML route of the build (`/docs/api/`), the 404 files left out. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(PUBLIC_DIR, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
        if (!/\/404\/$/.test(route)) routes.push(route.replace('//', '/'));
      }
    }
  };
  walk(PUBLIC_DIR);
  return routes.sort();
}

/** The built HTML of a route, or of a 404 file. */
export function builtHtml(routeOrFile: string): string | null {
  const file = routeOrFile.endsWith('.html') ? routeOrFile : `${routeOrFile}index.html`;
  const full = path.join(PUBLIC_DIR, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

/** Collects console errors and uncaught exceptions of a page (hydration mismatches show up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Waits until React has taken over the page. The server renders the colour mode toggle as an
 * unlabelled, disabled placeholder, which React replaces once the page has hydrated and the colour
 * mode has mounted. (Hydration runs in slices and may end after the load event.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && header.querySelector('button[disabled][aria-hidden="true"]') === null;
  });
}

/**
 * The set-up of a describe block whose tests each get a fresh page: one Chromium for the block, a
 * new context per test (nothing stored carries over), and the page's console errors collected.
 * Call it at the top of the block; read `page` and `errors` inside the tests (`browser` for a test
 * that needs a context of its own).
 */
export function freshPagePerTest(viewport?: { width: number; height: number }): { readonly browser: Browser; readonly page: Page; readonly errors: string[] } {
  let started: Browser | undefined;
  let page: Page;
  let errors: string[] = [];
  const browser = (): Browser => {
    if (!started) throw new Error('Chromium did not start.');
    return started;
  };
  beforeAll(async () => {
    started = await launchBrowser();
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    page = await (await browser().newContext(viewport ? { viewport } : {})).newPage();
    errors = collectErrors(page);
  });
  afterEach(() => page.context().close());
  return {
    get browser() {
      return browser();
    },
    get page() {
      return page;
    },
    get errors() {
      return errors;
    },
  };
}

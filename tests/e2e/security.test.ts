import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PAGE_KINDS, baseUrl, collectErrors, launchBrowser, PUBLIC_DIR, twinOf, waitForHydration } from './helpers';

/**
 * The hosting's headers, as served from netlify.toml and the build's _headers (the local server
 * applies them as Netlify does), and a Content-Security-Policy that the site itself never breaks.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Each page kind, the locales alternating. */
const SAMPLE = PAGE_KINDS.map((route, i) => (i % 2 === 0 ? route : twinOf(route)));

describe('security headers', () => {
  it('sends the policy and the other security headers with pages, assets and 404s', async () => {
    for (const route of ['/', '/en/docs/api/payment/card/', '/en/no-such-page/']) {
      const response = await fetch(`${baseUrl()}${route}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scripts = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      // The gate's build has analytics on (package.json build:test): Google's tag host and nothing else.
      expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/www\.googletagmanager\.com$/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('caches every script and stylesheet of the build forever, and only those are hashed', async () => {
    const assets = fs.readdirSync(PUBLIC_DIR).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of assets) expect(asset).toMatch(/[-.][0-9a-f]{16,}\.(js|css)$/);
    expect(fs.existsSync(path.join(PUBLIC_DIR, '~partytown'))).toBe(false);
    const html = await (await fetch(`${baseUrl()}/docs/`)).text();
    const app = /<script src="(\/app-[^"]+\.js)"/.exec(html)?.[1];
    const styles = /<link rel="stylesheet" href="(\/styles\.[^"]+\.css)"/.exec(html)?.[1];
    for (const asset of [app, styles]) {
      const response = await fetch(`${baseUrl()}${asset}`);
      expect([asset, response.status, response.headers.get('cache-control')]).toEqual([asset, 200, 'public, max-age=31536000, immutable']);
    }
  });

  it('reports no CSP violation on any kind of page, nor while reading, searching and navigating', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const violations = await watchViolations(page);
    for (const route of SAMPLE) {
      const response = await page.goto(`${baseUrl()}${route}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await waitForHydration(page);
      expect([route, await violations()]).toEqual([route, []]);
    }
    // The pre-paint script ran under the policy: the stored mode is applied before React starts.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${baseUrl()}/docs/documentation/online/`);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    await waitForHydration(page);
    // The search modal fetches its index; a client-side navigation loads more code and data.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('bizum');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/bizum/i);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps the site out of frames', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
    });
    // A page of another origin that frames the site: Chromium refuses to show it.
    await page.setContent(`<iframe src="${baseUrl()}/docs/"></iframe>`);
    await page.waitForFunction(() => document.querySelector('iframe') !== null);
    for (let i = 0; i < 50 && blocked.length === 0; i += 1) await page.waitForTimeout(100);
    expect(blocked[0]).toMatch(/frame-ancestors 'none'/);
    await context.close();
  });
});

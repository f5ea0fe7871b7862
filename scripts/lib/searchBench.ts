/**
 * The search figures of `npm run bench` (issue 16), on a built site, at any scale:
 * - the head of each locale's index (gzip): what a search loads before anything else;
 * - a cold search in Chromium, from the shortcut to the first hit on screen, for a set of queries
 *   each in a fresh browser context on a page that has settled: the time, and the bytes fetched
 *   meanwhile (gzip), the index (head, shards, chunks) and the worker on one side, the modal's own
 *   code on the other; and the time again when the reader first hovers over the search button;
 * - query latency in the page once the index is loaded (keystroke to hits in the page), p50 and p95;
 * - the engine's own latency on the built index in Node, p50 and p95;
 * - one-typo recovery: each page title with a letter deleted, inserted, changed or two letters
 *   swapped in its longest word (never the first letter), and whether the page is in the top 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { LocalSearchEngine } from '../../src/search/engine';
import { headPath } from '../../src/search/parts';
import { words } from '../../src/search/text';
import { waitForHydration } from '../../tests/e2e/helpers';
import { RELEVANCE_QUERIES } from '../../tests/e2e/relevanceQueries';
import { builtIndexSource, builtRecords, topPages } from './builtIndex';
import { startOnLoopback } from './server';

export interface SearchFigures {
  headKiB: Record<string, number>;
  coldIndexKiB: { median: number; max: number };
  coldAllKiB: { median: number; max: number };
  coldMs: { median: number; max: number };
  /** The same after the reader hovered over the search button for 300 ms before pressing the shortcut. */
  hoverMs: { median: number; max: number };
  queryMs: { p50: number; p95: number };
  engineMs: { p50: number; p95: number };
  typoFound: { found: number; total: number };
}

const COLD_QUERIES: { route: string; query: string }[] = [
  { route: '/docs/', query: 'tokenización' },
  { route: '/docs/', query: 'reembolso parcial' },
  { route: '/docs/', query: 'merchantReference' },
  { route: '/docs/', query: '0190' },
  { route: '/docs/', query: 'preautorizacion' },
  { route: '/en/docs/', query: 'webhook signature' },
  { route: '/en/docs/', query: 'apple pay' },
  { route: '/en/docs/', query: 'idempotency' },
];
const WARM_QUERIES = ['tokenización', 'bizum', 'merchantReference', '0190', 'preautorizacion', '3-D Secure', 'norma 43', 'idempotencia', 'devolución parcial', 'apple pay', 'webhook', 'pci dss'];

/**
 * Installed in every page the bench opens, before the page's own scripts: types a value into an
 * input as React sees typing (the value's native setter, then an input event), for the in-page
 * scripts below. Source text, like them.
 */
const TYPE_IN_PAGE = `window.__benchType = function (input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};`;

/**
 * Run in the page with the modal open: empties the input and waits for the list to empty, then types
 * the query and resolves with the milliseconds from its input event to its hits (or "no results")
 * in the page. Kept as source text: the bench's TypeScript compiler would wrap named functions in a
 * helper the page does not have.
 */
const TIME_QUERY_IN_PAGE = `function (text) {
  return new Promise(function (resolve, reject) {
    var input = document.querySelector('.DocSearch-Input');
    if (!input) return reject(new Error('search bench: the modal has no input'));
    function once(done, then) {
      if (done()) return then();
      var observer = new MutationObserver(function () {
        if (!done()) return;
        observer.disconnect();
        then();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }
    window.__benchType(input, '');
    once(function () { return !document.querySelector('.DocSearch-Hit'); }, function () {
      var started = performance.now();
      window.__benchType(input, text);
      once(function () {
        return document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') !== null && !document.querySelector('.DocSearch-Container--Stalled');
      }, function () { resolve(performance.now() - started); });
    });
  });
}`;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The gzip size of a built file: its `.gz` copy when the build wrote one. */
function gzipSizeOf(publicDir: string, route: string): number {
  const file = path.join(publicDir, decodeURIComponent(route));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length : 0;
}

/** A one-edit typo of a word, never at its first letter; `kind` picks the edit. */
export function typoOf(word: string, kind: number): string {
  const at = 1 + (Math.floor(word.length / 2) % (word.length - 1));
  switch (kind % 4) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
    default:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
  }
}

/** Node-side figures: engine latency over the relevance queries, and one-typo recovery over the page titles. */
async function engineFigures(publicDir: string): Promise<Pick<SearchFigures, 'engineMs' | 'typoFound'>> {
  const latencies: number[] = [];
  let found = 0;
  let total = 0;
  for (const language of ['es', 'en'] as const) {
    const engine = new LocalSearchEngine(builtIndexSource(publicDir, language));
    const queries = RELEVANCE_QUERIES[language].map(([query]) => query);
    for (const query of queries) await engine.search({ query }); // loads the shards and chunks once
    for (const query of queries) {
      const started = performance.now();
      await engine.search({ query });
      latencies.push(performance.now() - started);
    }
    const titles = (await builtRecords(publicDir, language)).filter((r) => r.type === 'lvl1');
    for (const [i, record] of titles.entries()) {
      const title = record.hierarchy.lvl1;
      const longest = words(title)
        .filter((w) => /^\p{L}+$/u.test(w))
        .sort((a, b) => b.length - a.length)[0];
      if (!longest || longest.length < 5) continue;
      total += 1;
      if ((await topPages(engine, title.replace(longest, typoOf(longest, i)))).includes(record.url_without_anchor)) found += 1;
    }
  }
  return { engineMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) }, typoFound: { found, total } };
}

export async function measureSearch(publicDir: string): Promise<SearchFigures> {
  const headKiB = Object.fromEntries(['es', 'en'].map((language) => [language, kib(gzipSizeOf(publicDir, headPath(language)))]));
  const server = await startOnLoopback({ root: publicDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const indexBytes: number[] = [];
    const allBytes: number[] = [];
    const coldTimes: number[] = [];
    const hoverTimes: number[] = [];
    for (const { route, query, hover } of COLD_QUERIES.flatMap((q) => [{ ...q, hover: false }, { ...q, hover: true }])) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript({ content: TYPE_IN_PAGE });
      const page = await context.newPage();
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // A reader opens search on a page that has settled: a second after it became interactive.
      await page.waitForTimeout(1000);
      const workers = new Set<string>();
      page.on('worker', (worker) => workers.add(new URL(worker.url()).pathname));
      const fetched: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(server.url)) fetched.push(new URL(response.url()).pathname);
      });
      // Timed in the page, from the shortcut's keydown to the first hit drawn. The query is typed in
      // the page the moment the input is there (as React sees typing: the value, then an input
      // event): Playwright's fill() polls for the input, which added up to 100 ms of its own.
      // The first hit resolves a promise in the page, which the bench awaits: Playwright's locators
      // poll from a script of their own, and evaluating that script in the page on its first use,
      // while the modal and the worker start, took 30-60 ms of the page's main thread (measured).
      await page.evaluate((text) => {
        const marks: Record<string, number> = {};
        const bench = window as unknown as { __search: Record<string, number>; __firstHit: Promise<void>; __drawn: () => void; __benchType: (input: HTMLInputElement, value: string) => void };
        bench.__search = marks;
        bench.__firstHit = new Promise<void>(function (resolve) {
          bench.__drawn = resolve;
        });
        document.addEventListener('keydown', () => (marks.open ??= performance.now()), { capture: true, once: true });
        new MutationObserver(() => {
          const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
          if (marks.typed === undefined && input) {
            marks.typed = performance.now();
            bench.__benchType(input, text);
          }
          if (marks.hit === undefined && document.querySelector('.DocSearch-Hit')) {
            marks.hit = performance.now();
            bench.__drawn();
          }
        }).observe(document.body, { childList: true, subtree: true });
      }, query);
      if (hover) {
        await page.locator('header button[aria-keyshortcuts]').hover();
        await page.waitForTimeout(300);
      }
      await page.keyboard.press('Control+k');
      await page.evaluate(() =>
        Promise.race([
          (window as unknown as { __firstHit: Promise<void> }).__firstHit,
          new Promise<void>(function (_, reject) {
            setTimeout(() => reject(new Error('search bench: no hit drawn within 30 s of the shortcut')), 30_000);
          }),
        ]),
      );
      const typed = await page.locator('.DocSearch-Input').inputValue();
      if (typed !== query) throw new Error(`search bench: the modal holds "${typed}" instead of the query "${query}"`);
      const marks = await page.evaluate(() => (window as unknown as { __search: Record<string, number> }).__search);
      (hover ? hoverTimes : coldTimes).push(marks.hit - marks.open);
      if (hover) {
        await context.close();
        continue;
      }
      const unique = [...new Set(fetched)];
      const isIndex = (p: string) => p.startsWith('/search-index/') || workers.has(p);
      indexBytes.push(unique.filter(isIndex).reduce((sum, p) => sum + gzipSizeOf(publicDir, p), 0));
      allBytes.push(unique.reduce((sum, p) => sum + gzipSizeOf(publicDir, p), 0));
      await context.close();
    }

    // Query latency once the index is loaded: from the keystroke's input event to the hits in the
    // page, timed in the page as the cold open is. The input is emptied first and the list waited
    // out, so the hits counted are the new query's. Playwright's fill() and polling added 20-40 ms of
    // their own to each query (measured: p95 65 ms with them at 1x, 27 ms in the page).
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript({ content: TYPE_IN_PAGE });
    await page.goto(`${server.url}/docs/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of WARM_QUERIES) {
        const ms = await page.evaluate<number>(`(${TIME_QUERY_IN_PAGE})(${JSON.stringify(query)})`);
        // The first round loads the shards and chunks; the later ones measure the query.
        if (round > 0) latencies.push(ms);
      }
    }
    const engine = await engineFigures(publicDir);
    const stats = (values: number[]) => ({ median: Math.round(percentile(values, 50) * 10) / 10, max: Math.round(Math.max(...values) * 10) / 10 });
    return {
      headKiB,
      coldIndexKiB: stats(indexBytes.map(kib)),
      coldAllKiB: stats(allBytes.map(kib)),
      coldMs: stats(coldTimes),
      hoverMs: stats(hoverTimes),
      queryMs: { p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)) },
      engineMs: { p50: Math.round(engine.engineMs.p50 * 10) / 10, p95: Math.round(engine.engineMs.p95 * 10) / 10 },
      typoFound: engine.typoFound,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The figures as bench lines, with the budgets of issue 16 (×1 and ×10). */
export function searchBenchFigures(at: string, s: SearchFigures, scale: number) {
  const big = scale >= 10;
  return [
    ...Object.entries(s.headKiB).map(([language, value]) => ({ name: `${at}search index head ${language} (gzip)`, value, unit: 'KiB', budget: 40, kind: 'max' as const })),
    { name: `${at}search: index and worker bytes before the first results, max of ${COLD_QUERIES.length} cold searches (gzip)`, value: s.coldIndexKiB.max, unit: 'KiB', budget: big ? 150 : 80, kind: 'max' as const },
    { name: `${at}search: the same, median`, value: s.coldIndexKiB.median, unit: 'KiB', budget: big ? 150 : 80, kind: 'max' as const },
    { name: `${at}search: all bytes before the first results, the modal's code included, median (gzip)`, value: s.coldAllKiB.median, unit: 'KiB', budget: 160, kind: 'max' as const },
    { name: `${at}search: cold open to first results, shortcut, median`, value: s.coldMs.median, unit: 'ms', budget: 300, kind: 'max' as const },
    { name: `${at}search: cold open to first results, shortcut, max`, value: s.coldMs.max, unit: 'ms', budget: 600, kind: 'max' as const },
    { name: `${at}search: cold open to first results after a 300 ms hover, median`, value: s.hoverMs.median, unit: 'ms', budget: 300, kind: 'max' as const },
    { name: `${at}search: query to results in the page, p50`, value: s.queryMs.p50, unit: 'ms', budget: 50, kind: 'max' as const },
    { name: `${at}search: query to results in the page, p95`, value: s.queryMs.p95, unit: 'ms', budget: 50, kind: 'max' as const },
    { name: `${at}search: engine query, p50`, value: s.engineMs.p50, unit: 'ms', budget: 50, kind: 'max' as const },
    { name: `${at}search: engine query, p95`, value: s.engineMs.p95, unit: 'ms', budget: 50, kind: 'max' as const },
    // A scaled site repeats its titles, so a typo's page is one of several equal ones: measured at ×1 only.
    ...(scale > 1 ? [] : [{
      name: `${at}search: one-typo page titles found in the top 3 (${s.typoFound.found} of ${s.typoFound.total})`,
      value: Math.round((s.typoFound.found / Math.max(1, s.typoFound.total)) * 1000) / 10,
      unit: '%',
      budget: 90,
      kind: 'min' as const,
    }]),
  ];
}

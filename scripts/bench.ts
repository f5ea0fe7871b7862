/**
 * npm run bench — measures the built site against its budgets and prints each figure next to
 * its budget. Builds once (unless --no-build), serves the build on loopback and drives Debian's
 * Chromium. Search figures (issue 4): index size per locale (raw and gzip), time from opening the
 * modal to the first results, and query latency (median and p95) over a fixed query set.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { waitForHydration } from '../tests/e2e/helpers';
import { startOnLoopback } from './lib/server';

const PUBLIC = path.resolve('public');
const QUERIES = ['tokenización', 'bizum', 'merchantReference', '0190', 'preautorizacion', '3-D Secure', 'norma 43', 'idempotencia', 'devolución parcial', 'apple pay', 'webhook', 'pci dss'];

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the value must not exceed the budget; 'min': it must reach it. */
  kind: 'max' | 'min';
}

const figures: Figure[] = [];
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    const started = Date.now();
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
    figures.push({ name: 'clean build time', value: Math.round((Date.now() - started) / 100) / 10, unit: 's', budget: 300, kind: 'max' });
  }

  for (const locale of ['es', 'en']) {
    const raw = fs.readFileSync(path.join(PUBLIC, 'search-index', `${locale}.json`));
    figures.push({ name: `search index ${locale} (raw)`, value: kib(raw.length), unit: 'KiB', budget: 1536, kind: 'max' });
    figures.push({ name: `search index ${locale} (gzip)`, value: kib(zlib.gzipSync(raw, { level: 9 }).length), unit: 'KiB', budget: 320, kind: 'max' });
  }

  const server = await startOnLoopback({ root: PUBLIC });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/docs/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Time to first results: from the shortcut to the first hit on screen, index download and build included.
    const opened = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('tokenización');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const firstResults = (await page.evaluate(() => performance.now())) - opened;
    figures.push({ name: 'search: open to first results (cold)', value: Math.round(firstResults), unit: 'ms', budget: 1500, kind: 'max' });

    // Query latency of the engine in the page, each query typed after the index is loaded.
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of QUERIES) {
        await page.locator('.DocSearch-Input').fill('');
        const start = await page.evaluate(() => performance.now());
        await page.locator('.DocSearch-Input').fill(query);
        await page.waitForFunction((q) => {
          const input = document.querySelector('.DocSearch-Input') as HTMLInputElement | null;
          return input?.value === q && document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') !== null && !document.querySelector('.DocSearch-Container--Stalled');
        }, query);
        latencies.push((await page.evaluate(() => performance.now())) - start);
      }
    }
    figures.push({ name: `search: query to results, median (${latencies.length} queries)`, value: Math.round(percentile(latencies, 50)), unit: 'ms', budget: 100, kind: 'max' });
    figures.push({ name: 'search: query to results, p95', value: Math.round(percentile(latencies, 95)), unit: 'ms', budget: 200, kind: 'max' });
  } finally {
    await browser.close();
    await server.close();
  }

  const width = Math.max(...figures.map((f) => f.name.length));
  let missed = 0;
  console.log('\nbench: figure'.padEnd(width + 8), 'value'.padStart(10), '  budget');
  for (const f of figures) {
    const ok = f.kind === 'max' ? f.value <= f.budget : f.value >= f.budget;
    if (!ok) missed += 1;
    console.log(`${ok ? 'ok  ' : 'MISS'}  ${f.name.padEnd(width)}  ${`${f.value} ${f.unit}`.padStart(12)}  ${f.kind === 'max' ? '≤' : '≥'} ${f.budget} ${f.unit}`);
  }
  console.log(missed === 0 ? '\nEvery figure is within its budget.' : `\n${missed} figure(s) over budget.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});

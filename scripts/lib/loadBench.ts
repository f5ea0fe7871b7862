/**
 * The load figure of `npm run bench` (issue 17): 200 connections for 10 s on loopback against the
 * production server, asking for compressed responses (`Accept-Encoding: br, gzip`) over a mix of
 * real pages, page data, scripts and stylesheets of the build. It prints p50, p95, errors and the
 * peak RSS of the server, which runs in a child process so that its memory is its own (VmHWM of
 * /proc/<pid>/status: the high-water mark of its resident set).
 *
 * Alone: `npx tsx scripts/lib/loadBench.ts [--root public] [--server scripts/lib/server.ts]
 * [--connections 200] [--duration 10]` (`--server` measures another implementation of
 * createSiteServer, e.g. an older one, for a before/after figure). It exits 1 over budget.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const LOAD_BUDGETS = { p95Ms: 200, errors: 0, peakRssMiB: 300 };

/** The pages of the mix: one of each kind, both locales. */
const PAGES = ['/', '/en/', '/docs/documentation/online/', '/en/docs/api/payment/card/', '/docs/api/webhooks/', '/blog/mdx-blog-post/', '/en/blog/', '/search/'];

export interface LoadOptions {
  root: string;
  /** The module exporting createSiteServer; this folder's server.ts by default. */
  serverModule?: string;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  errors: number;
  peakRssMiB: number;
  paths: number;
}

/** Every path of the mix: the pages, their page data, and the scripts and stylesheets they name. */
export function requestMix(root: string): string[] {
  const paths = new Set<string>();
  for (const page of PAGES) {
    const html = path.join(root, page, 'index.html');
    if (!fs.existsSync(html)) continue;
    paths.add(page);
    paths.add(`/page-data${page === '/' ? '/index' : page.replace(/\/$/, '')}/page-data.json`);
    const text = fs.readFileSync(html, 'utf8');
    for (const [, asset] of text.matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)) paths.add(asset);
  }
  return [...paths].filter((p) => fs.existsSync(path.join(root, p.endsWith('/') ? `${p}index.html` : p)));
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The peak resident set of a process so far, in MiB (Linux). */
function peakRssMiB(pid: number): number {
  const kib = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib ? Math.round(Number(kib) / 102.4) / 10 : NaN;
}

/** Starts the server in a child process; resolves with its port. */
function startChild(root: string, serverModule: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, ['--serve-child', root, serverModule], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: Number(message) }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

/** Runs the load against a server of `root` in a child process. */
export async function measureLoad({ root, serverModule = path.join(__dirname, 'server.ts'), connections = 200, durationSeconds = 10 }: LoadOptions): Promise<LoadResult> {
  const mix = requestMix(root);
  if (mix.length === 0) throw new Error(`No pages to load in ${root}: build the site first.`);
  const { child, port } = await startChild(root, serverModule);
  try {
    const latencies: number[] = [];
    let failed = 0;
    const instance = autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: durationSeconds,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: mix.map((p) => ({ method: 'GET', path: p })),
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) failed += 1;
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p95: Math.round(percentile(latencies, 95) * 10) / 10,
      errors: failed + result.errors + result.timeouts,
      peakRssMiB: peakRssMiB(child.pid as number),
      paths: mix.length,
    };
  } finally {
    child.kill();
  }
}

/** The figures `npm run bench` prints and compares with their budgets. */
export function loadFigures(result: LoadResult): { name: string; value: number; unit: string; budget: number; kind: 'max' }[] {
  const label = `load (200 connections, br/gzip, ${result.paths} paths, ${result.requests} requests)`;
  return [
    { name: `${label}: p50`, value: result.p50, unit: 'ms', budget: LOAD_BUDGETS.p95Ms, kind: 'max' },
    { name: 'load: p95', value: result.p95, unit: 'ms', budget: LOAD_BUDGETS.p95Ms, kind: 'max' },
    { name: 'load: errors', value: result.errors, unit: '', budget: LOAD_BUDGETS.errors, kind: 'max' },
    { name: 'load: server peak RSS', value: result.peakRssMiB, unit: 'MiB', budget: LOAD_BUDGETS.peakRssMiB, kind: 'max' },
  ];
}

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

async function serveChild(root: string, serverModule: string): Promise<void> {
  const { createSiteServer } = (await import(serverModule)) as typeof import('./server');
  // An older server module may return its server at once: awaited either way.
  const server = (await createSiteServer({ root })).listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.(typeof address === 'object' && address ? address.port : 0);
  });
}

if (require.main === module) {
  const serveAt = process.argv.indexOf('--serve-child');
  if (serveAt !== -1) {
    void serveChild(process.argv[serveAt + 1], process.argv[serveAt + 2]);
  } else {
    measureLoad({
      root: path.resolve(option('--root') ?? 'public'),
      serverModule: option('--server') ? path.resolve(option('--server') as string) : undefined,
      connections: Number(option('--connections') ?? 200),
      durationSeconds: Number(option('--duration') ?? 10),
    })
      .then((result) => {
        const figures = loadFigures(result);
        for (const f of figures) console.log(`${f.value <= f.budget ? 'ok  ' : 'MISS'}  ${f.name}: ${f.value} ${f.unit} (≤ ${f.budget} ${f.unit})`);
        process.exitCode = figures.every((f) => f.value <= f.budget) ? 0 : 1;
      })
      .catch((error: Error) => {
        console.error(`load bench failed: ${error.message}`);
        process.exit(1);
      });
  }
}

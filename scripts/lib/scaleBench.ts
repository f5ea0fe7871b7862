/**
 * `npm run bench -- --scale N` (issue 15): builds the synthetic site of scaleSite.ts with
 * `npm run build` as it is (Node's default heap) and measures it:
 * - pages built, clean build time, and peak memory: the largest sum of the resident sets of the
 *   build's whole process group (Gatsby's workers and webpack's included), sampled every 250 ms;
 * - first-load JS of a doc page as its HTML names it (gzip of every `<script src>` and of the
 *   inline scripts), and the inline script bytes alone;
 * - the search index bytes of both locales, and the search figures of searchBench.ts.
 * A build that fails (out of memory, for one) is reported with its time, peak and exit, not hidden.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFiles } from '../../src/node/hosting';
import { makeScaledCopy } from './scaleSite';
import { measureSearch, type SearchFigures } from './searchBench';

export interface ScaleFigures {
  n: number;
  /** The docs MDX files of the copy, both locales: each must become a page. */
  docsFiles: number;
  ok: boolean;
  exit: string;
  pages: number;
  buildSeconds: number;
  peakRssMiB: number;
  docFirstLoadJsKiB: number;
  docInlineScriptKiB: number;
  searchIndexKiB: number;
  search: SearchFigures | null;
}

/** The resident memory, in bytes, of every process in a process group (Linux /proc). */
function groupRss(pgid: number): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid pgrp … rss is field 24 overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) total += Number(fields[21]) * 4096;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/** Runs `npm run build` in a folder as a process group of its own; wall time, peak group RSS and how it ended. */
function build(dir: string): Promise<{ seconds: number; peak: number; exit: string }> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' } });
  let peak = 0;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, groupRss(child.pid));
  }, 250);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(timer);
      const outOfMemory = /heap out of memory|Ineffective mark-compacts/.test(stderr);
      resolve({ seconds: (Date.now() - started) / 1000, peak, exit: code === 0 ? 'built' : `failed (${signal ?? `exit ${code}`}${outOfMemory ? ', out of memory' : ''})` });
    });
  });
}

const gzip = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Builds the site with its docs repeated n times, in a temporary folder removed afterwards. */
export async function measureScale(root: string, n: number, docRoute = '/docs/documentation/online/'): Promise<ScaleFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tesela-scale${n}-`));
  try {
    const { docsFiles } = makeScaledCopy(root, dir, n);
    const { seconds, peak, exit } = await build(dir);
    const publicDir = path.join(dir, 'public');
    const ok = exit === 'built';
    const figures: ScaleFigures = { n, docsFiles, ok, exit, pages: 0, buildSeconds: Math.round(seconds * 10) / 10, peakRssMiB: Math.round(peak / 1048576), docFirstLoadJsKiB: 0, docInlineScriptKiB: 0, searchIndexKiB: 0, search: null };
    if (!ok) return figures;
    figures.pages = htmlFiles(publicDir).length;
    const html = fs.readFileSync(path.join(publicDir, docRoute, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((m) => m[1]);
    figures.docInlineScriptKiB = kib(gzip(inline));
    figures.docFirstLoadJsKiB = kib(scripts.reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(publicDir, src))), 0) + gzip(inline));
    const indexDir = path.join(publicDir, 'search-index');
    figures.searchIndexKiB = kib(
      fs
        .readdirSync(indexDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0),
    );
    figures.search = await measureSearch(publicDir);
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The values of --scale: `--scale 10`, `--scale=10` or `--scale 1,5,10`; null without the flag. */
export function scaleArgument(argv: string[]): number[] | null {
  const at = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at === -1) return null;
  const raw = argv[at].includes('=') ? argv[at].slice('--scale='.length) : argv[at + 1];
  const values = (raw ?? '').split(',').map((v) => Number(v.trim()));
  if (!raw || values.some((v) => !Number.isInteger(v) || v < 1 || v > 50)) {
    throw new Error(`--scale: expected whole numbers from 1 to 50, separated by commas (for example --scale 1,5,10); got "${raw ?? ''}".`);
  }
  return values;
}

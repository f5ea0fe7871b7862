/**
 * The last steps of a build on public/ (issue 17):
 * - pruneBuild removes what the public site must not carry: webpack's source maps (23 MB, the
 *   site's readable source, which no page or tool loads) and webpack.stats.json (Gatsby reads it
 *   while building the pages, never after);
 * - compressBuild writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file, once (one worker thread per core), so
 *   that the production server (scripts/lib/server.ts) sends them as they are instead of
 *   compressing each response afresh, which cost 1 s at p95 and 1.8 GB of memory under load.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { filesUnder } from './files';

/** Extensions of the text files worth compressing (images and fonts are compressed already). */
export const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.yaml', '.yml', '.webmanifest']);

/** The hosting reads these and never serves them. */
const HOSTING_FILES = new Set(['_headers', '_redirects']);

/**
 * Brotli quality and gzip level. Netlify's CDN compresses on its own and does not read these
 * copies, so they serve `npm start`, the browser tests and the bench: the build must not pay
 * minutes for them. Measured on 60 page-data files of the ×10 site: brotli 7 took 1,374 ms, 6 took
 * 141 ms for 1.8 % more bytes (10 and 11 cost many times 7 for 7–9 % less); gzip 9 took 233 ms, 6
 * took 100 ms for 3.7 % more. At ×10 the copies took 40 s of the build with 7 and 9.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;

/** True for a file of the build that should get compressed copies. */
export function isCompressible(publicDir: string, file: string): boolean {
  return TEXT_EXTENSIONS.has(path.extname(file).toLowerCase()) && !HOSTING_FILES.has(path.relative(publicDir, file));
}

export interface PruneSummary {
  removed: number;
  bytes: number;
}

/** Removes the source maps and webpack.stats.json from a build. */
export function pruneBuild(publicDir: string): PruneSummary {
  const unwanted = filesUnder(publicDir).filter((file) => file.endsWith('.map') || path.relative(publicDir, file) === 'webpack.stats.json');
  let bytes = 0;
  for (const file of unwanted) {
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
  }
  return { removed: unwanted.length, bytes };
}

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * The copies are made by one worker thread per core, each reading, compressing and writing its
 * share of the files synchronously. The earlier single-thread version, with zlib's and fs's
 * promises, kept libuv's four threads busy with both at once and was slower than one synchronous
 * loop: 36 s for the 16,767 files (1.06 GB) of a 10× build, against 23 s here on two cores (README, "Build time").
 * The worker is plain JavaScript so that it starts without a TypeScript loader.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { files, brotliQuality, gzipLevel } = workerData;
const summary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
for (const file of files) {
  const data = fs.readFileSync(file);
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  const br = zlib.brotliCompressSync(data, { params });
  const gz = zlib.gzipSync(data, { level: gzipLevel });
  // A copy that would not be smaller is not written, and a stale one is removed.
  for (const [suffix, copy] of [['.br', br], ['.gz', gz]]) {
    if (copy.length < data.length) fs.writeFileSync(file + suffix, copy);
    else fs.rmSync(file + suffix, { force: true });
  }
  summary.files += 1;
  summary.bytes += data.length;
  summary.brotliBytes += Math.min(br.length, data.length);
  summary.gzipBytes += Math.min(gz.length, data.length);
}
parentPort.postMessage(summary);
`;

/** Compressed copies of some files, in a worker thread. */
function compressInWorker(files: string[]): Promise<CompressSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { files, brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`compressing the build: a worker stopped with exit code ${code}`));
    });
  });
}

/** Writes `.br` and `.gz` beside each of `files` (absolute paths), in one worker thread per core (or `threads`). */
export async function compressFiles(files: string[], threads = os.availableParallelism()): Promise<CompressSummary> {
  // Dealt like cards, so that each share holds a like mix of large pages and small files.
  const count = Math.max(1, Math.min(threads, files.length));
  const shares = Array.from({ length: count }, (_, k) => files.filter((_, i) => i % count === k)).filter((share) => share.length > 0);
  return addSummaries(await Promise.all(shares.map(compressInWorker)));
}

/** The sum of several summaries. */
function addSummaries(parts: CompressSummary[]): CompressSummary {
  return parts.reduce((sum, part) => ({ files: sum.files + part.files, bytes: sum.bytes + part.bytes, brotliBytes: sum.brotliBytes + part.brotliBytes, gzipBytes: sum.gzipBytes + part.gzipBytes }), {
    files: 0,
    bytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
  });
}

/**
 * Writes `.br` and `.gz` beside every text file of `publicDir`, except the files of `done` (absolute
 * paths) whose copies were written already, in one worker thread per core (or `threads`).
 */
export function compressBuild(publicDir: string, threads = os.availableParallelism(), done: ReadonlySet<string> = new Set()): Promise<CompressSummary> {
  return compressFiles(
    filesUnder(publicDir).filter((file) => isCompressible(publicDir, file) && !done.has(file)),
    threads,
  );
}

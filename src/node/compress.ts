/**
 * The last steps of a build on public/ (issue 17):
 * - pruneBuild removes what the public site must not carry: webpack's source maps (23 MB, the
 *   site's readable source, which no page or tool loads) and webpack.stats.json (Gatsby reads it
 *   while building the pages, never after);
 * - compressBuild writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file, once, so
 *   that the production server (scripts/lib/server.ts) sends them as they are instead of
 *   compressing each response afresh, which cost 1 s at p95 and 1.8 GB of memory under load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

/** Every regular file under `dir`, as absolute paths. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed copies of one file; a copy that would not be smaller is not written (and a stale one removed). */
async function compressFile(file: string, summary: CompressSummary): Promise<void> {
  const data = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: GZIP_LEVEL }),
  ]);
  for (const [suffix, copy] of [['.br', br], ['.gz', gz]] as const) {
    if (copy.length < data.length) await fs.promises.writeFile(`${file}${suffix}`, copy);
    else await fs.promises.rm(`${file}${suffix}`, { force: true });
  }
  summary.files += 1;
  summary.bytes += data.length;
  summary.brotliBytes += Math.min(br.length, data.length);
  summary.gzipBytes += Math.min(gz.length, data.length);
}

/** Writes `.br` and `.gz` beside every text file of `publicDir`, a few files at a time. */
export async function compressBuild(publicDir: string, concurrency = 4): Promise<CompressSummary> {
  const queue = filesUnder(publicDir).filter((file) => isCompressible(publicDir, file));
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressFile(file, summary);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

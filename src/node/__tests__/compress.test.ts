/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressBuild, pruneBuild } from '../compress';

let dir: string;
const put = (file: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), data);
};
const exists = (file: string) => fs.existsSync(path.join(dir, file));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pruneBuild', () => {
  it('removes the source maps and webpack.stats.json, and nothing else', () => {
    for (const file of ['app-1.js', 'app-1.js.map', 'static/x/y.css.map', 'webpack.stats.json', 'chunk-map.json', 'docs/index.html']) put(file, 'data');
    expect(pruneBuild(dir)).toEqual({ removed: 3, bytes: 12 });
    expect(['app-1.js', 'chunk-map.json', 'docs/index.html'].every(exists)).toBe(true);
    expect(['app-1.js.map', 'static/x/y.css.map', 'webpack.stats.json'].some(exists)).toBe(false);
  });
});

describe('compressBuild', () => {
  const html = `<html><body>${'<p>Pagos con tarjeta</p>'.repeat(200)}</body></html>`;

  it('writes a brotli and a gzip copy beside every text file, each decoding to the file', async () => {
    put('docs/index.html', html);
    put('app-1.js', html.replace(/p>/g, 'b>'));
    put('page-data/docs/page-data.json', JSON.stringify({ text: html }));
    const summary = await compressBuild(dir);
    expect(summary.files).toBe(3);
    for (const file of ['docs/index.html', 'app-1.js', 'page-data/docs/page-data.json']) {
      const original = fs.readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).equals(original)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).equals(original)).toBe(true);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.bytes / 10);
  });

  it('leaves images and the hosting files alone, and writes no copy that would be larger', async () => {
    put('static/a/photo.png', Buffer.alloc(4000, 7));
    put('_headers', html);
    put('_redirects', html);
    put('tiny.txt', 'a');
    put('tiny.txt.br', 'stale copy of an older build');
    await compressBuild(dir);
    expect(['static/a/photo.png.br', '_headers.br', '_redirects.gz', 'tiny.txt.br', 'tiny.txt.gz'].some(exists)).toBe(false);
  });

  it('shares the files among its threads without missing or repeating one', async () => {
    for (let i = 0; i < 7; i += 1) put(`docs/p${i}/index.html`, html.repeat(i + 1));
    const one = await compressBuild(dir, 1);
    const three = await compressBuild(dir, 3);
    expect(three).toEqual(one);
    expect(three.files).toBe(7);
    for (let i = 0; i < 7; i += 1) expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `docs/p${i}/index.html.gz`))).toString()).toBe(html.repeat(i + 1));
  });

  it('skips the files whose copies were made already, and compresses every other one', async () => {
    put('docs/index.html', html);
    put('search-index/es.json', JSON.stringify({ text: html }));
    const done = new Set([path.join(dir, 'search-index/es.json')]);
    const summary = await compressBuild(dir, 2, done);
    expect(summary.files).toBe(1);
    expect(exists('docs/index.html.br') && exists('docs/index.html.gz')).toBe(true);
    expect(exists('search-index/es.json.br') || exists('search-index/es.json.gz')).toBe(false);
  });
});

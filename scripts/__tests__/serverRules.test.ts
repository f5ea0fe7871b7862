/** @jest-environment node */
/**
 * How the production server reads the hosting's rules: before it listens, again when a build
 * rewrites them, and never to the point of failing a request (the last good rules answer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startOnLoopback } from '../lib/server';
import { makeSiteFixture, rawRequest, type SiteFixture } from './helpers/siteFixture';

let site: SiteFixture;
beforeEach(() => {
  site = makeSiteFixture();
});
afterEach(() => site.remove());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The statuses of `target` asked every 100 ms for `ms`, until `until` holds for one. */
async function poll(port: number, target: string, ms: number, until: (status: number) => boolean = () => false): Promise<number[]> {
  const statuses: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    statuses.push((await rawRequest(port, 'GET', target)).status);
    if (until(statuses[statuses.length - 1])) break;
  }
  return statuses;
}

describe('the hosting rules of the server', () => {
  it('refuses to start on rules Netlify would reject, naming the file', async () => {
    fs.writeFileSync(path.join(site.root, '_redirects'), '/a /b\nnope\n');
    await expect(startOnLoopback({ root: site.root })).rejects.toThrow(`${path.join(site.root, '_redirects')}: Could not parse redirect line 2`);
  });

  it('applies rules a new build wrote, and keeps the last good ones while a bad file is there', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startOnLoopback({ root: site.root });
    const port = Number(new URL(server.url).port);
    const redirects = path.join(site.root, '_redirects');
    try {
      expect((await rawRequest(port, 'GET', '/moved')).status).toBe(404);
      fs.appendFileSync(redirects, '/moved  /docs/  302\n');
      const applied = await poll(port, '/moved', 5000, (status) => status === 302);
      expect(applied[applied.length - 1]).toBe(302);
      expect(applied.every((status) => status === 404 || status === 302)).toBe(true);

      fs.writeFileSync(redirects, 'nope\n');
      const kept = await poll(port, '/moved', 2500);
      expect(new Set(kept)).toEqual(new Set([302]));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${redirects}: Could not parse redirect line 1`));
      expect((await rawRequest(port, 'GET', '/docs/')).status).toBe(200);
    } finally {
      await server.close();
      logged.mockRestore();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { startOnLoopback } from '../../scripts/lib/server';

/** Serves the production build on a free loopback port for the browser tests. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../public');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run "npm run build" before the browser tests.`);
  }
  const server = await startOnLoopback({ root });
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
}

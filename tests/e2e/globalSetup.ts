import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startOnLoopback } from '../../scripts/lib/server';
import { CHROMIUM_LAUNCH } from './helpers';

/**
 * Serves the production build on a free loopback port and starts one Chromium that every suite
 * connects to (tests/e2e/helpers.ts launchBrowser): the suites run in two workers against both.
 */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../public');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run "npm run build" before the browser tests.`);
  }
  const server = await startOnLoopback({ root });
  const browser = await chromium.launchServer(CHROMIUM_LAUNCH);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  const shared = globalThis as { __E2E_SERVER__?: typeof server; __E2E_BROWSER__?: typeof browser };
  shared.__E2E_SERVER__ = server;
  shared.__E2E_BROWSER__ = browser;
}

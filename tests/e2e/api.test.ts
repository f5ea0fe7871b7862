import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'node-html-parser';
import { listOperations, loadApiDocument } from '../../src/node/openapi';
import { parse as parseYaml } from 'yaml';
import { baseUrl, builtHtml, freshPagePerTest, waitForHydration } from './helpers';

const CONTENT = path.resolve(__dirname, '../../content');

/** The doc ids of apiSidebar, categories flattened (their link pages included). */
function apiSidebarDocs(): string[] {
  const sidebars = parseYaml(fs.readFileSync(path.join(CONTENT, 'sidebars.yaml'), 'utf8')) as { apiSidebar: unknown[] };
  const ids: string[] = [];
  const walk = (items: unknown[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item && typeof item === 'object') {
        const entry = item as { type?: string; id?: string; link?: string; items?: unknown[] };
        if (entry.type === 'doc' && entry.id) ids.push(entry.id);
        if (entry.link) ids.push(entry.link);
        if (entry.items) walk(entry.items);
      }
    }
  };
  walk(sidebars.apiSidebar);
  return ids;
}

const route = (id: string) => (id.endsWith('/index') ? `/docs/${id.slice(0, -5)}` : id === 'index' ? '/docs/' : `/docs/${id}/`);

describe('API reference', () => {
  const docs = apiSidebarDocs();

  it('has the 59 pages of apiSidebar, each built in both locales', () => {
    expect(docs).toHaveLength(59);
    for (const id of docs) {
      for (const prefix of ['', '/en']) expect([id, builtHtml(`${prefix}${route(id)}`) !== null]).toEqual([id, true]);
    }
  });

  it('renders, in the built HTML of every page, each operation and overview its MDX names', () => {
    for (const id of docs) {
      for (const locale of ['es', 'en'] as const) {
        const source = fs.readFileSync(path.join(CONTENT, 'docs', locale, `${id}.mdx`), 'utf8');
        const names = [...source.matchAll(/<ApiOperation api="([^"]+)" operationId="([^"]+)"/g)].map((m) => `${m[1]}/${m[2]}`);
        const overviews = [...source.matchAll(/<ApiOverview api="([^"]+)"/g)].map((m) => m[1]);
        const root = parse(builtHtml(`${locale === 'en' ? '/en' : ''}${route(id)}`) ?? '');
        expect([id, locale, root.querySelectorAll('[data-operation]').map((el) => el.getAttribute('data-operation'))]).toEqual([id, locale, names]);
        expect([id, locale, root.querySelectorAll('[data-api]').map((el) => el.getAttribute('data-api'))]).toEqual([id, locale, overviews]);
        for (const section of root.querySelectorAll('[data-operation]')) {
          expect(section.querySelectorAll('[role="tab"]').map((t) => t.text)).toEqual(expect.arrayContaining(['curl', 'PHP', 'Python', 'JavaScript']));
        }
      }
    }
    // Every operation and webhook of the documents has its page, once.
    const all = docs.flatMap((id) => [...fs.readFileSync(path.join(CONTENT, 'docs', 'es', `${id}.mdx`), 'utf8').matchAll(/<ApiOperation api="([^"]+)" operationId="([^"]+)"/g)].map((m) => `${m[1]}/${m[2]}`));
    const documented = fs
      .readdirSync(path.join(CONTENT, 'api'))
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => listOperations(loadApiDocument(path.join(CONTENT, 'api', f))).map((op) => `${f.slice(0, -5)}/${op.operationId}`));
    expect(documented).toHaveLength(50);
    expect([...all].sort()).toEqual([...documented].sort());
  });

  it('offers each OpenAPI document and its Postman collection for download in each language', async () => {
    const apis = fs.readdirSync(path.join(CONTENT, 'api')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5));
    expect(apis.length).toBeGreaterThanOrEqual(5);
    for (const api of apis) {
      for (const locale of ['es', 'en']) {
        const yaml = await fetch(`${baseUrl()}/openapi/${locale}/${api}.yaml`);
        expect(yaml.status).toBe(200);
        const doc = parseYaml(await yaml.text()) as { openapi: string; info: { title: string } };
        expect(doc.openapi).toBe('3.1.0');
        const json = (await (await fetch(`${baseUrl()}/openapi/${locale}/${api}.json`)).json()) as { info: { title: string } };
        expect(json.info.title).toBe(doc.info.title);
        const postman = await fetch(`${baseUrl()}/openapi/${locale}/${api}.postman_collection.json`);
        expect(postman.status).toBe(200);
        const collection = (await postman.json()) as { info: { name: string; schema: string }; item: unknown[] };
        expect([collection.info.name, collection.info.schema]).toEqual([doc.info.title, 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json']);
        expect(collection.item.length).toBeGreaterThan(0);
      }
    }
  });

  describe('in Chromium', () => {
    const session = freshPagePerTest();
    let page: Page;
    let errors: string[];
    beforeEach(() => {
      ({ page, errors } = session);
    });

    async function open(pathname: string) {
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'load' });
      await waitForHydration(page);
    }

    it('remembers the chosen code language across operation pages and a reload', async () => {
      await open('/en/docs/api/payment/card/');
      const operation = page.locator('[data-operation="payment/card"]');
      await operation.getByRole('tab', { name: 'Python' }).click();
      await expect(operation.getByRole('tabpanel').filter({ hasText: 'import requests' }).isVisible()).resolves.toBe(true);
      await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Create a card payment' }).waitFor();
      const next = page.locator('[data-operation]').first();
      await expect(next.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).resolves.toBe('true');
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await expect(page.locator('[data-operation]').first().getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).resolves.toBe('true');
      expect(errors).toEqual([]);
    });

    it('expands a nested object with the keyboard and shows its fields', async () => {
      await open('/docs/api/payment/card/');
      // The request body's card (a response describes a card too).
      const toggle = page.locator('[data-operation="payment/card"]').getByText('Campos de card', { exact: true }).first();
      expect(await page.getByText('expiryMonth', { exact: true }).first().isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('details[open] code', { hasText: 'expiryMonth' }).first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    });

    it('lists the operations of an API on its index page, each linking to its page', async () => {
      await open('/en/docs/api/recu/');
      // The header row, the 8 operations and the 2 webhooks of recu.
      const table = page.getByRole('table', { name: 'Operations of the recu API' });
      await expect(table.getByRole('row').count()).resolves.toBe(11);
      await table.getByRole('link').first().click();
      await page.waitForURL('**/en/docs/api/recu/post_plan/');
      await page.locator('[data-operation="recu/post_plan"]').waitFor();
      expect(errors).toEqual([]);
    });
  });
});

import type { SiteConfig } from '../../site.config';
import type { ClientSearchConfig } from '../search/client';
import { DOCS_TAG, PAGES_TAG } from '../search/types';
import { buildPageRecords, type RecordPart } from '../search/records';
import type { SearchRecord } from '../search/types';
import type { Locale } from '../utils/locale';
import type { SidebarItemDef, Sidebars } from './sidebars';
import type { Testing } from './schemas/testing';
import { anchors } from '../mdx/Testing/anchors';
import { CURRENCIES, currencyAnchor } from '../utils/currencies';
import { groupInFours } from '../utils/cardNumber';

const FILE = 'site.config.ts';

/** Environment variables that override `search` in site.config.ts (production sets the Algolia ones). */
export const SEARCH_ENV = {
  provider: 'SEARCH_PROVIDER',
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/**
 * The search configuration the browser gets: site.config.ts with the environment on top.
 * The Algolia provider needs an application id and a search api key; a missing one fails the
 * build naming the key and the variable that can set it.
 */
export function resolveSearchConfig(
  search: SiteConfig['search'],
  env: Record<string, string | undefined> = process.env,
): { config: ClientSearchConfig; errors: string[] } {
  const provider = env[SEARCH_ENV.provider] || search.provider;
  const searchPagePath = search.searchPagePath === false ? null : search.searchPagePath;
  const indexName = env[SEARCH_ENV.indexName] || search.algolia.indexName;
  if (provider !== 'local' && provider !== 'algolia') {
    return {
      config: { provider: 'local', indexName, searchPagePath },
      errors: [`${SEARCH_ENV.provider}: "${provider}" is not a search provider. Allowed values: local, algolia.`],
    };
  }
  if (provider === 'local') return { config: { provider, indexName, searchPagePath }, errors: [] };
  const appId = env[SEARCH_ENV.appId] || search.algolia.appId;
  const apiKey = env[SEARCH_ENV.apiKey] || search.algolia.apiKey;
  const errors: string[] = [];
  if (!appId) {
    errors.push(`${FILE}: search.algolia.appId is missing: the algolia search provider needs the application id (set it there or in ${SEARCH_ENV.appId}).`);
  }
  if (!apiKey) {
    errors.push(`${FILE}: search.algolia.apiKey is missing: the algolia search provider needs the search-only api key (set it there or in ${SEARCH_ENV.apiKey}).`);
  }
  return {
    config: { provider, appId, apiKey, indexName, contextualSearch: search.algolia.contextualSearch, searchPagePath },
    errors,
  };
}

/**
 * The group (lvl0) of each doc of a sidebar: the top-level category it sits in, or the sidebar's
 * own label for the docs at its top level (the navbar label of that sidebar).
 */
export function docGroups(sidebars: Sidebars, sidebarLabels: Record<string, string>, locale: Locale): Map<string, string> {
  const groups = new Map<string, string>();
  const visit = (items: SidebarItemDef[], group: string) => {
    for (const item of items) {
      if (item.type === 'doc' && !groups.has(item.id)) groups.set(item.id, group);
      if (item.type === 'category') {
        if (item.link && !groups.has(item.link)) groups.set(item.link, group);
        visit(item.items, group);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const sidebarLabel = sidebarLabels[sidebarId] ?? sidebarId;
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link && !groups.has(item.link)) groups.set(item.link, item.label[locale]);
        visit(item.items, item.label[locale]);
      } else {
        visit([item], sidebarLabel);
      }
    }
  }
  return groups;
}

/** The navbar label of each sidebar in one locale (docSidebar items). */
export function sidebarLabels(config: SiteConfig, locale: Locale): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const item of config.navbar.items) {
    if (item.type === 'docSidebar') labels[item.sidebarId] = item.label[locale];
  }
  return labels;
}

export interface SearchableDoc {
  docId: string;
  locale: Locale;
  route: string;
  title: string;
  unlisted: boolean;
  draft: boolean;
  searchParts: RecordPart[];
}

export interface SearchableMarkdownPage {
  locale: Locale;
  route: string;
  title: string;
  searchParts: RecordPart[];
  /** The group its records are listed under (lvl0): a blog post's is the blog; a markdown page is its own. */
  group?: string;
}

const squashText = (text: string) => text.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '');

/**
 * The rows of a data component as record parts, each under its own anchor and the headings the
 * component sits under: a response code, an error code, a test datum or a currency (a card number is written
 * both as one string and in groups of four, the two ways a reader types it).
 */
export function dataRowParts(part: RecordPart, testing: Testing | null, locale: Locale): RecordPart[] {
  if (!part.data) return [];
  const row = (anchor: string, fields: (string | null | undefined)[]): RecordPart => ({
    type: 'content',
    content: fields.filter(Boolean).map((f) => squashText(String(f))).join(' · '),
    anchor,
    levels: part.levels,
  });
  if (part.data.component === 'Currencies') return CURRENCIES.map((c) => row(currencyAnchor(c.code), [c.code, c.name[locale], c.numeric, `10^${c.exponent}`]));
  if (!testing) return [];
  switch (part.data.component) {
    case 'ResponseCodes':
      return testing.responseCodes.map((c) => row(anchors.responseCode(c.code), [c.code, c.status, c.meaning[locale], c.shopper[locale], c.action[locale]]));
    case 'ErrorCodes':
      return testing.errorCodes.map((c) => row(anchors.errorCode(c.code), [c.code, `HTTP ${c.http}`, c.when[locale], c.action[locale]]));
    case 'TestData':
      return testing.testData
        .filter((d) => !part.data?.kind || d.kind === part.data.kind)
        .map((d) => row(anchors.testDatum(d.id), [d.value, d.kind === 'card' ? groupInFours(d.value) : null, d.brand, d.scenario[locale], d.status, d.responseCode, d.webhook]));
    default:
      return [];
  }
}

/** Records of every listed page of one locale: docs (unlisted and drafts left out), markdown pages and blog posts (`pages`). */
export function siteRecords(
  locale: Locale,
  docs: SearchableDoc[],
  pages: SearchableMarkdownPage[],
  groups: Map<string, string>,
  docsLabel: string,
  testing: Testing | null = null,
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const expand = (parts: RecordPart[]) => parts.flatMap((part) => (part.data ? dataRowParts(part, testing, locale) : [part]));
  for (const doc of docs) {
    if (doc.locale !== locale || doc.unlisted || doc.draft) continue;
    records.push(
      ...buildPageRecords({ url: doc.route, language: locale, lvl0: groups.get(doc.docId) ?? docsLabel, title: doc.title, tag: DOCS_TAG, parts: expand(doc.searchParts) }),
    );
  }
  for (const page of pages) {
    if (page.locale !== locale) continue;
    records.push(...buildPageRecords({ url: page.route, language: locale, lvl0: page.group ?? page.title, title: page.title, tag: PAGES_TAG, parts: expand(page.searchParts) }));
  }
  return records;
}

import siteConfig, { type NavbarItem, type NavbarLinkItem, type SiteConfig } from '../../site.config';
import { resolveSearchConfig } from './search';
import type { Locale } from '../utils/locale';
import { docRoute } from '../utils/routes';
import type { NavbarModelItem, ResolvedLink, ResolvedNavbarItem } from '../theme/Navbar/types';
import { unknownTypeMessage as unknownItemMessage } from '../theme/Navbar/errors';
import { NAVBAR_ITEM_TYPES } from './schemas/siteConfig';

export { NAVBAR_ITEM_TYPES };

/** What the navbar needs to know of the docs in one locale. */
export interface NavbarContext {
  /** Listed docs by id (unlisted and draft docs left out). */
  docs: Map<string, { route: string; title: string; sidebarLabel?: string | null }>;
  /** Each sidebar's doc ids in reading order. */
  sidebars: Record<string, string[]>;
  versions: SiteConfig['docs']['versions'];
}

const FILE = 'site.config.ts';

/** The message for a navbar item type no component renders (spec: "No NavbarItem component found for type"). */
export function unknownTypeMessage(type: unknown): string {
  return unknownItemMessage(type, NAVBAR_ITEM_TYPES);
}

function firstListedDoc(sidebarId: string, ctx: NavbarContext): string | undefined {
  return ctx.sidebars[sidebarId]?.find((id) => ctx.docs.has(id));
}

/**
 * Build-time errors in the navbar items that need the docs: doc ids, sidebars and versions, each
 * naming the item. Their shape (types, keys, one link target) is the schema's to check.
 */
export function checkNavbarItems(items: NavbarItem[], ctx: NavbarContext): string[] {
  const errors: string[] = [];
  const ids = [...ctx.docs.keys()].sort().join(', ');
  const sidebarIds = Object.keys(ctx.sidebars).join(', ');
  const versions = Object.keys(ctx.versions).join(', ');
  const checkDoc = (docId: string, where: string) => {
    if (!ctx.docs.has(docId)) errors.push(`${FILE}: ${where}.docId "${docId}" is not a doc. Available ids: ${ids}.`);
  };
  items.forEach((item, i) => {
    const where = `navbar.items[${i}]`;
    if (item.type === 'doc') checkDoc(item.docId, where);
    if (item.type === 'dropdown') {
      item.items.forEach((sub, j) => {
        if (sub.type === 'doc') checkDoc(sub.docId, `${where}.items[${j}]`);
      });
    }
    if (item.type === 'docSidebar') {
      if (!ctx.sidebars[item.sidebarId]) {
        errors.push(`${FILE}: ${where}.sidebarId "${item.sidebarId}" is not a sidebar. Available sidebars: ${sidebarIds}.`);
      } else if (!firstListedDoc(item.sidebarId, ctx)) {
        errors.push(`${FILE}: ${where}: sidebar "${item.sidebarId}" has no listed doc to link to. Add a doc to it in content/sidebars.yaml.`);
      }
    }
    if (item.type === 'docsVersion' && item.version && !ctx.versions[item.version]) {
      errors.push(`${FILE}: ${where}.version "${item.version}" is not a docs version. Available versions: ${versions}.`);
    }
  });
  return errors;
}

function linkOf(sub: NavbarLinkItem | Extract<NavbarItem, { type: 'link' | 'doc' }>, locale: Locale, ctx: NavbarContext): ResolvedLink {
  if (sub.type === 'doc') {
    const doc = ctx.docs.get(sub.docId);
    return { label: sub.label?.[locale] ?? doc?.sidebarLabel ?? doc?.title ?? sub.docId, href: docRoute(sub.docId, locale), external: false };
  }
  // The schema admits a link with exactly one of `href` (external) and `to` (internal).
  if (sub.href !== undefined) return { label: sub.label[locale], href: sub.href, external: true };
  return { label: sub.label[locale], href: sub.to ?? '/', external: false };
}

function resolveItem(item: NavbarItem, locale: Locale, ctx: NavbarContext): ResolvedNavbarItem {
  const position = item.position ?? 'right';
  switch (item.type) {
    case 'link':
      return { kind: 'link', position, ...linkOf(item, locale, ctx) };
    case 'doc':
      return { kind: 'link', position, ...linkOf(item, locale, ctx) };
    case 'dropdown':
      return { kind: 'dropdown', position, label: item.label[locale], items: item.items.map((sub) => linkOf(sub, locale, ctx)) };
    case 'html':
      return { kind: 'html', position, html: item.value[locale] };
    case 'docSidebar': {
      const first = firstListedDoc(item.sidebarId, ctx) ?? 'index';
      return { kind: 'link', position, label: item.label[locale], href: docRoute(first, locale), external: false, sidebarId: item.sidebarId };
    }
    case 'docsVersion': {
      const name = item.version ?? 'current';
      return { kind: 'link', position, label: item.label?.[locale] ?? ctx.versions[name]?.label ?? name, href: docRoute('index', locale), external: false };
    }
    case 'docsVersionDropdown':
      return {
        kind: 'docsVersionDropdown',
        position,
        versions: Object.entries(ctx.versions).map(([name, v]) => ({ name, label: v.label, href: docRoute('index', locale) })),
      };
    case 'localeDropdown':
      return { kind: 'localeDropdown', position };
    case 'search':
      return { kind: 'search', position, search: resolveSearchConfig(siteConfig.search).config };
    default:
      throw new Error(unknownTypeMessage((item as { type: unknown }).type));
  }
}

/** The navbar as the reader sees it in one locale, each item with the configuration it came from. */
export function resolveNavbar(items: NavbarItem[], locale: Locale, ctx: NavbarContext): NavbarModelItem[] {
  return items.map((item) => ({ item: resolveItem(item, locale, ctx), config: JSON.stringify(item) }));
}

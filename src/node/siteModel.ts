/**
 * The one model of the site, computed once per build from the content nodes: which docs are
 * listed, unlisted or drafts, each doc's sidebar, previous and next docs, twin and breadcrumb trail,
 * the sidebars and the navbar as each locale shows them, and which page renders each API operation.
 * Pages, resolvers and the files written beside the pages all read it instead of computing again.
 */
import siteConfig from '../../site.config';
import type { NavbarModelItem } from '../theme/Navbar/types';
import type { SidebarEntry } from '../theme/DocSidebar/types';
import { trailTo } from '../theme/DocSidebar/trail';
import { operationKey } from '../openapi/types';
import { LOCALES, type Locale } from '../utils/locale';
import { resolveNavbar, type NavbarContext } from './navbar';
import { pageStatus, planDocPages, type DocPagePlan, type DocRecord, type PageStatus } from './plan';
import { resolveSidebar, sidebarDocIds, type DocSummary, type SidebarItemDef, type Sidebars } from './sidebars';

export { pageStatus, type PageStatus } from './plan';

/** What the model reads of a doc node. */
export interface ModelDoc extends DocRecord {
  title: string;
  sidebarLabel: string | null;
  apiOperations: string[];
}

export interface DocModel extends DocPagePlan {
  status: PageStatus;
  /** Positions in the doc's sidebar entries (its locale) from the top down to the doc: the breadcrumbs and the open categories. */
  trail: number[];
}

export interface SiteModel {
  /** The docs that are built, with their place in the site. */
  docs: DocModel[];
  /** By node id. */
  doc: Map<string, DocModel>;
  /** The sidebars as a reader of each locale sees them. */
  sidebars: Record<Locale, Record<string, SidebarEntry[]>>;
  /** The navbar items of each locale. */
  navbar: Record<Locale, NavbarModelItem[]>;
  /** For each locale, the route of the listed page that renders each operation (`api/operationId`). */
  operationRoutes: Record<Locale, Map<string, string>>;
}

/** What the navbar needs of the listed docs and the sidebars of one locale. */
export function navbarContext(
  docs: Iterable<Pick<DocSummary, 'docId' | 'route' | 'title' | 'sidebarLabel' | 'unlisted'> & { draft: boolean }>,
  sidebars: Record<string, SidebarItemDef[]>,
  includeDrafts: boolean,
): NavbarContext {
  const listed = new Map<string, { route: string; title: string; sidebarLabel?: string | null }>();
  for (const doc of docs) {
    if (pageStatus(doc, includeDrafts) === 'listed') listed.set(doc.docId, doc);
  }
  return {
    docs: listed,
    sidebars: Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, sidebarDocIds(items)])),
    versions: siteConfig.docs.versions,
  };
}

/** Computes the site model from every doc node and the sidebars. */
export function buildSiteModel(docs: ModelDoc[], sidebars: Sidebars, includeDrafts: boolean): SiteModel {
  const status = new Map(docs.map((d) => [d.id, pageStatus(d, includeDrafts)]));
  const listed = (d: ModelDoc) => status.get(d.id) === 'listed';
  const sidebarsByLocale = {} as SiteModel['sidebars'];
  const navbar = {} as SiteModel['navbar'];
  const operationRoutes = {} as SiteModel['operationRoutes'];
  for (const locale of LOCALES) {
    const mine = docs.filter((d) => d.locale === locale);
    const shown = new Map<string, DocSummary>(mine.map((d) => [d.docId, { ...d, unlisted: !listed(d) }]));
    sidebarsByLocale[locale] = Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, resolveSidebar(items, locale, shown)]));
    navbar[locale] = resolveNavbar(siteConfig.navbar.items, locale, navbarContext(mine, sidebars, includeDrafts));
    const routes = new Map<string, string>();
    for (const d of mine.filter(listed)) for (const key of d.apiOperations) if (!routes.has(key)) routes.set(key, d.route);
    operationRoutes[locale] = routes;
  }
  const planned = planDocPages(docs, sidebars, { includeDrafts });
  const modelDocs = planned.map((plan): DocModel => {
    const entries = plan.sidebar ? sidebarsByLocale[plan.doc.locale][plan.sidebar] : undefined;
    return { ...plan, status: status.get(plan.doc.id) ?? 'listed', trail: entries ? trailTo(entries, plan.doc.docId) : [] };
  });
  return { docs: modelDocs, doc: new Map(modelDocs.map((d) => [d.doc.id, d])), sidebars: sidebarsByLocale, navbar, operationRoutes };
}

/** The route of the page that renders an operation in a locale, or null. */
export const operationRoute = (model: SiteModel, locale: Locale, api: string, operationId: string): string | null =>
  model.operationRoutes[locale].get(operationKey(api, operationId)) ?? null;

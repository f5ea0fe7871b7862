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
import { resolveNavbar } from './navbar';
import { planDocPages, type DocPagePlan, type DocRecord } from './plan';
import { resolveSidebar, sidebarDocIds, type DocSummary, type Sidebars } from './sidebars';

/** Listed: in sidebars, previous/next, search, sitemap and feeds. Unlisted: built, reachable by URL only. Draft: not built (production). */
export type PageStatus = 'listed' | 'unlisted' | 'draft';

/** The one rule for a page's status: drafts are listed while authoring (gatsby develop) and not built in production. */
export function pageStatus(page: { unlisted?: boolean; draft?: boolean }, includeDrafts: boolean): PageStatus {
  if (page.draft && !includeDrafts) return 'draft';
  return page.unlisted ? 'unlisted' : 'listed';
}

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

/** Computes the site model from every doc node and the sidebars. */
export function buildSiteModel(docs: ModelDoc[], sidebars: Sidebars, includeDrafts: boolean): SiteModel {
  const status = new Map(docs.map((d) => [d.id, pageStatus(d, includeDrafts)]));
  const listed = (d: ModelDoc) => status.get(d.id) === 'listed';
  const sidebarsByLocale = {} as SiteModel['sidebars'];
  const navbar = {} as SiteModel['navbar'];
  const operationRoutes = {} as SiteModel['operationRoutes'];
  const sidebarIds = Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, sidebarDocIds(items)]));
  for (const locale of LOCALES) {
    const mine = docs.filter((d) => d.locale === locale);
    const shown = new Map<string, DocSummary>(mine.map((d) => [d.docId, { ...d, unlisted: !listed(d) }]));
    sidebarsByLocale[locale] = Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, resolveSidebar(items, locale, shown)]));
    navbar[locale] = resolveNavbar(siteConfig.navbar.items, locale, {
      docs: new Map(mine.filter(listed).map((d) => [d.docId, d])),
      sidebars: sidebarIds,
      versions: siteConfig.docs.versions,
    });
    const routes = new Map<string, string>();
    for (const d of mine.filter(listed)) for (const key of d.apiOperations) if (!routes.has(key)) routes.set(key, d.route);
    operationRoutes[locale] = routes;
  }
  const planned = planDocPages(docs, sidebars, { includeDrafts, listed: (d) => status.get(d.id) === 'listed' });
  const modelDocs = planned.map((plan): DocModel => {
    const entries = plan.sidebar ? sidebarsByLocale[plan.doc.locale][plan.sidebar] : undefined;
    return { ...plan, status: status.get(plan.doc.id) ?? 'listed', trail: entries ? trailTo(entries, plan.doc.docId) : [] };
  });
  return { docs: modelDocs, doc: new Map(modelDocs.map((d) => [d.doc.id, d])), sidebars: sidebarsByLocale, navbar, operationRoutes };
}

/** The route of the page that renders an operation in a locale, or null. */
export const operationRoute = (model: SiteModel, locale: Locale, api: string, operationId: string): string | null =>
  model.operationRoutes[locale].get(operationKey(api, operationId)) ?? null;

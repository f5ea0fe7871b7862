/**
 * The site model as the build's Gatsby hooks get it: computed from the content nodes the first time
 * it is asked for, then shared by createPages and every resolver of the page queries (which would
 * otherwise read every doc again for each of thousands of pages). New content (gatsby develop)
 * makes the next request compute it again.
 */
import type { Node } from 'gatsby';
import { buildSiteModel, type ModelDoc, type SiteModel } from '../siteModel';
import type { Sidebars } from '../sidebars';

type GetNodesByType = (type: string) => Node[];

/** Drafts are visible while authoring (gatsby develop) and left out of production builds. */
export const INCLUDE_DRAFTS = process.env.NODE_ENV !== 'production';

let cached: SiteModel | null = null;

/** Forgets the model: called whenever a content node is created. */
export function contentChanged(): void {
  cached = null;
}

/** The site model of the current content. */
export function siteModel(getNodesByType: GetNodesByType, includeDrafts = INCLUDE_DRAFTS): SiteModel {
  if (!cached) {
    // Only what the model reads: a doc node also carries its whole render tree.
    const docs = (getNodesByType('Doc') as unknown as ModelDoc[]).map(
      ({ id, docId, locale, route, sourceFile, unlisted, draft, navigation, title, sidebarLabel, apiOperations }): ModelDoc => ({
        id, docId, locale, route, sourceFile, unlisted, draft, navigation, title, sidebarLabel, apiOperations,
      }),
    );
    const sidebars: Sidebars = Object.fromEntries(
      (getNodesByType('Sidebar') as unknown as { sidebarId: string; items: Sidebars[string] }[]).map((s) => [s.sidebarId, s.items]),
    );
    cached = buildSiteModel(docs, sidebars, includeDrafts);
  }
  return cached;
}

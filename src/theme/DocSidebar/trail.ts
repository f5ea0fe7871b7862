import type { SidebarEntry } from './types';

/**
 * The positions of the entries from the top of a sidebar down to a doc (its last element), or []
 * when it is not there. Computed once a build by the site model (src/node/siteModel.ts); pages get
 * the positions in their data.
 */
export function trailTo(entries: SidebarEntry[], docId: string): number[] {
  for (const [index, entry] of entries.entries()) {
    if (entry.type === 'doc' && entry.docId === docId) return [index];
    if (entry.type === 'category') {
      if (entry.docId === docId) return [index];
      const below = trailTo(entry.items, docId);
      if (below.length > 0) return [index, ...below];
    }
  }
  return [];
}

/** The entries at a trail's positions: the breadcrumbs, and the categories the sidebar shows open. */
export function entriesOnTrail(entries: SidebarEntry[], trail: readonly number[]): SidebarEntry[] {
  const out: SidebarEntry[] = [];
  let level: SidebarEntry[] = entries;
  for (const position of trail) {
    const entry = level[position];
    if (!entry) break;
    out.push(entry);
    level = entry.type === 'category' ? entry.items : [];
  }
  return out;
}

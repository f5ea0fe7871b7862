import type { SidebarEntry } from './types';

/** The chain of entries from the top of a sidebar down to a doc (its last element), or [] when absent. */
export function findTrail(entries: SidebarEntry[], docId: string): SidebarEntry[] {
  for (const entry of entries) {
    if (entry.type === 'doc' && entry.docId === docId) return [entry];
    if (entry.type === 'category') {
      if (entry.docId === docId) return [entry];
      const below = findTrail(entry.items, docId);
      if (below.length > 0) return [entry, ...below];
    }
  }
  return [];
}

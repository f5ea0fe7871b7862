import type { Locale } from '../utils/locale';
import type { SidebarEntry } from '../theme/DocSidebar/types';
import { parseYamlWithSchema } from './schemas/parse';
import { sidebarsSchema, type SidebarItemDef, type Sidebars } from './schemas/sidebars';

export type { SidebarItemDef, Sidebars };

/** Parses and checks the shape of `content/sidebars.yaml`; errors name the file, the item's key path and what is allowed. */
export function parseSidebars(text: string, file: string): Sidebars {
  return parseYamlWithSchema(sidebarsSchema, text, file, 'sidebars');
}

/** Every doc id a sidebar names, in reading order (a category's own link first). */
export function sidebarDocIds(items: SidebarItemDef[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') return [...(item.link ? [item.link] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/** The id of the first sidebar that lists a doc, or null. */
export function sidebarOfDoc(sidebars: Sidebars, docId: string): string | null {
  for (const [id, items] of Object.entries(sidebars)) {
    if (sidebarDocIds(items).includes(docId)) return id;
  }
  return null;
}

/** Errors for sidebar entries that are not docs; each lists the available ids. */
export function checkSidebarDocIds(sidebars: Sidebars, availableIds: string[], file: string): string[] {
  const available = new Set(availableIds);
  const list = [...available].sort().join(', ');
  const errors: string[] = [];
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    for (const id of sidebarDocIds(items)) {
      if (!available.has(id)) {
        errors.push(`${file}: sidebar "${sidebarId}" names doc id "${id}", which is not a doc. Available ids: ${list}.`);
      }
    }
  }
  return errors;
}

export interface DocSummary {
  docId: string;
  title: string;
  sidebarLabel?: string | null;
  route: string;
  unlisted: boolean;
}

/** Turns a sidebar definition into what the reader sees in one locale; unlisted docs are left out. */
export function resolveSidebar(
  items: SidebarItemDef[],
  locale: Locale,
  docs: Map<string, DocSummary>,
): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const item of items) {
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      if (!doc || doc.unlisted) continue;
      entries.push({ type: 'doc', docId: doc.docId, href: doc.route, label: item.label?.[locale] ?? doc.sidebarLabel ?? doc.title });
    } else if (item.type === 'link') {
      entries.push({ type: 'link', href: item.href, label: item.label[locale] });
    } else {
      const linked = item.link ? docs.get(item.link) : undefined;
      const children = resolveSidebar(item.items, locale, docs);
      if (children.length === 0 && !linked) continue;
      entries.push({
        type: 'category',
        label: item.label[locale],
        collapsed: item.collapsed,
        ...(linked ? { docId: linked.docId, href: linked.route } : {}),
        items: children,
      });
    }
  }
  return entries;
}

/** The ids of the docs before and after a doc in its sidebar's reading order. */
export function neighbours(ordered: string[], docId: string): { prev: string | null; next: string | null } {
  const index = ordered.indexOf(docId);
  if (index === -1) return { prev: null, next: null };
  return { prev: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

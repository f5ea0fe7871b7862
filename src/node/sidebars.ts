import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Locale } from '../utils/locale';
import type { SidebarEntry } from '../theme/DocSidebar/types';

const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();

export type SidebarItemDef =
  | { type: 'doc'; id: string; label?: { es: string; en: string } }
  | { type: 'link'; href: string; label: { es: string; en: string } }
  | {
      type: 'category';
      label: { es: string; en: string };
      link?: string;
      collapsed: boolean;
      items: SidebarItemDef[];
    };

const itemSchema: z.ZodType<SidebarItemDef, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.union([
    z.string().min(1).transform((id): SidebarItemDef => ({ type: 'doc', id })),
    z.object({ type: z.literal('doc'), id: z.string().min(1), label: localized.optional() }).strict(),
    z.object({ type: z.literal('link'), href: z.string().url(), label: localized }).strict(),
    z
      .object({
        type: z.literal('category'),
        label: localized,
        link: z.string().min(1).optional(),
        collapsed: z.boolean().default(true),
        items: z.array(itemSchema).min(1, 'a category needs at least one item'),
      })
      .strict(),
  ]),
);

const sidebarsSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a sidebar id is a word such as docuSidebar'),
  z.array(itemSchema).min(1, 'a sidebar needs at least one item'),
);

export type Sidebars = Record<string, SidebarItemDef[]>;

/** Parses and checks the shape of `content/sidebars.yaml`; errors name the file and the item's path. */
export function parseSidebars(text: string, file: string): Sidebars {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = sidebarsSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
      const message =
        issue.code === 'invalid_union'
          ? 'must be a doc id, or an object of type doc (id, label), link (href, label) or category (label, items, link, collapsed)'
          : issue.message;
      return `${where || '(root)'}: ${message}`;
    });
    throw new Error(`${file}: ${issues.join('; ')}`);
  }
  return result.data;
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

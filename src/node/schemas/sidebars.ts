/** content/sidebars.yaml: each sidebar's items (doc ids, doc entries, links and categories), labels per locale. */
import { z } from 'zod';
import { localized, strictObject } from './common';

const docItem = strictObject({ type: z.literal('doc'), id: z.string().min(1), label: localized.optional() });
const linkItem = strictObject({ type: z.literal('link'), href: z.string().url(), label: localized });
const categoryFields = {
  type: z.literal('category'),
  label: localized,
  /** The doc the category's label opens, if any. */
  link: z.string().min(1).optional(),
  collapsed: z.boolean().default(true),
};

/** A category holds items, categories among them: zod needs the recursive type written out. */
export type SidebarItemDef =
  | z.output<typeof docItem>
  | z.output<typeof linkItem>
  | (z.output<z.ZodObject<typeof categoryFields>> & { items: SidebarItemDef[] });

const itemSchema: z.ZodType<SidebarItemDef, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.union(
    [
      z.string().min(1).transform((id): SidebarItemDef => ({ type: 'doc', id })),
      z.discriminatedUnion('type', [
        docItem,
        linkItem,
        strictObject({ ...categoryFields, items: z.array(itemSchema).min(1, 'must not be empty: a category needs at least one item') }),
      ]),
    ],
    { errorMap: () => ({ message: 'must be a doc id, or an object of type doc (id, label), link (href, label) or category (label, items, link, collapsed)' }) },
  ),
);

export const sidebarsSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a sidebar id, a word such as docuSidebar'),
  z.array(itemSchema).min(1, 'must not be empty: a sidebar needs at least one item'),
);

export type Sidebars = z.output<typeof sidebarsSchema>;

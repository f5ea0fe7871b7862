/** content/shoplist.yaml: the e-commerce platforms with a Tesela plugin and the features they offer. */
import { z } from 'zod';
import { localized, strictObject, text } from './common';

const ID = /^[a-z0-9][a-z0-9-]*$/;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const PLATFORM_VERSION = /^\d+(?:\.\d+){1,3}$/;
const GUIDE = /^\/docs\/((?:[a-z0-9_-]+\/)*)$/;

/** The doc id a guide path names: /docs/intro_hpp/ → intro_hpp, /docs/ → index; null if it is not a doc path. */
export function guideDocId(guide: string): string | null {
  const match = GUIDE.exec(guide);
  if (!match) return null;
  return match[1] === '' ? 'index' : match[1].slice(0, -1);
}

const id = z.string().regex(ID, 'must be an id of lowercase letters, digits and "-"');
/** A version YAML would read as a number unless quoted, so a number gets the same hint as a malformed text. */
const version = (pattern: RegExp, hint: string) => z.string({ invalid_type_error: hint }).regex(pattern, hint);

const platform = strictObject({
  id,
  name: text,
  pluginVersion: version(SEMVER, 'must be a semantic version such as 3.4.2 (quote it in YAML if needed)'),
  /** The oldest supported version of the platform; null for hosted platforms always on their current version. */
  minPlatformVersion: version(PLATFORM_VERSION, 'must be a version of 2 to 4 numbers such as 1.7.8 or "16.0" (quoted), or null for a hosted platform').nullable(),
  /** Ids from the features list. */
  features: z.array(z.string()).min(1, 'must list at least one feature'),
  /** Root path of a doc, e.g. /docs/intro_hpp/. */
  guide: z.string().regex(GUIDE, 'must be a root path to a doc such as /docs/intro_hpp/ (no locale, final slash)'),
  note: localized,
});

/** The file as written, with the checks across its entries: unique ids, known features named once. */
const shopListFile = strictObject({
  /** Feature ids to their labels, in display order. */
  features: z.record(id, localized).refine((features) => Object.keys(features).length > 0, 'must list at least one feature'),
  /** One entry per plugin, in display order. */
  platforms: z.array(platform).min(1, 'must list at least one platform'),
}).superRefine(({ features, platforms }, ctx) => {
  const featureIds = Object.keys(features);
  const seen = new Set<string>();
  platforms.forEach((entry, i) => {
    if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: ['platforms', i, 'id'], message: `is "${entry.id}", the id of another platform; ids must be unique` });
    seen.add(entry.id);
    entry.features.forEach((feature, j) => {
      const path = ['platforms', i, 'features', j];
      if (!featureIds.includes(feature)) ctx.addIssue({ code: 'invalid_enum_value', path, received: feature, options: featureIds });
      else if (entry.features.indexOf(feature) !== j) ctx.addIssue({ code: 'custom', path, message: `is "${feature}", which the list already names` });
    });
  });
});

type ShopListFile = z.output<typeof shopListFile>;

/** Features as a list; each platform's features in the order of that list. */
function toShopList({ features, platforms }: ShopListFile) {
  const featureIds = Object.keys(features);
  return {
    features: Object.entries(features).map(([featureId, label]) => ({ id: featureId, label })),
    platforms: platforms.map((p) => ({ ...p, features: featureIds.filter((f) => p.features.includes(f)) })),
  };
}

export const shopListSchema = shopListFile.transform(toShopList);

/** `shopListSchema`, with each install guide checked to be a doc (`docExists` answers for a doc id). */
export function shopListSchemaWithDocs(docExists: (docId: string) => boolean) {
  return shopListFile
    .superRefine(({ platforms }, ctx) => {
      platforms.forEach(({ guide }, i) => {
        const docId = guideDocId(guide);
        if (docId !== null && !docExists(docId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['platforms', i, 'guide'],
            message: `is "${guide}", which is not a doc: there is no content/docs/<locale>/${docId}.mdx (or ${docId}/index.mdx)`,
          });
        }
      });
    })
    .transform(toShopList);
}

export type ShopList = z.output<typeof shopListSchema>;
export type ShopFeature = ShopList['features'][number];
export type ShopPlatform = ShopList['platforms'][number];

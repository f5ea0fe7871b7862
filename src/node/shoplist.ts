/**
 * The e-commerce platforms with a Tesela plugin (content/shoplist.yaml), validated at build time.
 * Every error names the file, the entry and the key, and says what is allowed.
 */
import { parse as parseYaml } from 'yaml';
import { LOCALES, type Locale } from '../utils/locale';

export const SHOPLIST_FILE = 'content/shoplist.yaml';

export type Localized = Record<Locale, string>;

export interface ShopFeature {
  id: string;
  label: Localized;
}

export interface ShopPlatform {
  id: string;
  name: string;
  pluginVersion: string;
  /** The oldest supported version of the platform; null for hosted platforms always on their current version. */
  minPlatformVersion: string | null;
  features: string[];
  /** Root path of a doc, e.g. /docs/intro_hpp/. */
  guide: string;
  note: Localized;
}

export interface ShopList {
  features: ShopFeature[];
  platforms: ShopPlatform[];
}

const ID = /^[a-z0-9][a-z0-9-]*$/;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const PLATFORM_VERSION = /^\d+(?:\.\d+){1,3}$/;
const GUIDE = /^\/docs\/((?:[a-z0-9_-]+\/)*)$/;
const PLATFORM_KEYS = ['id', 'name', 'pluginVersion', 'minPlatformVersion', 'features', 'guide', 'note'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The doc id a guide path names: /docs/intro_hpp/ → intro_hpp, /docs/ → index; null if it is not a doc path. */
export function guideDocId(guide: string): string | null {
  const match = GUIDE.exec(guide);
  if (!match) return null;
  return match[1] === '' ? 'index' : match[1].slice(0, -1);
}

function localized(value: unknown, where: string): Localized {
  const allowed = `a non-empty text for each locale (${LOCALES.join(', ')})`;
  if (!isObject(value)) throw new Error(`${where} must be a map with ${allowed}.`);
  const unknown = Object.keys(value).filter((key) => !(LOCALES as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`${where} has unknown locale ${unknown.join(', ')}; it takes ${allowed}.`);
  for (const locale of LOCALES) {
    const text = value[locale];
    if (typeof text !== 'string' || text.trim() === '') throw new Error(`${where} is missing the "${locale}" text; it takes ${allowed}.`);
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, (value[locale] as string).trim()])) as Localized;
}

/**
 * Parses and validates the platform list. `docExists` answers whether a doc id exists (in every
 * locale), so that each install guide link leads to a page of the site.
 */
export function parseShopList(text: string, file: string, docExists: (docId: string) => boolean): ShopList {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (!isObject(data)) throw new Error(`${file}: must be a map with the keys "features" and "platforms".`);
  const unknownTop = Object.keys(data).filter((key) => key !== 'features' && key !== 'platforms');
  if (unknownTop.length > 0) throw new Error(`${file}: unknown key ${unknownTop.join(', ')}; the allowed keys are features and platforms.`);

  if (!isObject(data.features) || Object.keys(data.features).length === 0) {
    throw new Error(`${file}: "features" must be a map of feature ids to their labels ({ es, en }).`);
  }
  const features: ShopFeature[] = Object.entries(data.features).map(([id, label]) => {
    if (!ID.test(id)) throw new Error(`${file}: feature "${id}": an id is lowercase letters, digits and "-".`);
    return { id, label: localized(label, `${file}: feature "${id}": key "label"`) };
  });
  const featureIds = features.map((f) => f.id);

  if (!Array.isArray(data.platforms) || data.platforms.length === 0) {
    throw new Error(`${file}: "platforms" must be a non-empty list of platforms.`);
  }
  const seen = new Set<string>();
  const platforms = data.platforms.map((entry: unknown, index: number): ShopPlatform => {
    const name = isObject(entry) && typeof entry.id === 'string' ? `"${entry.id}"` : `#${index + 1}`;
    const where = (key: string) => `${file}: platform ${name}: key "${key}"`;
    if (!isObject(entry)) throw new Error(`${file}: platform ${name} must be a map with the keys ${PLATFORM_KEYS.join(', ')}.`);
    const unknown = Object.keys(entry).filter((key) => !PLATFORM_KEYS.includes(key));
    if (unknown.length > 0) throw new Error(`${file}: platform ${name}: unknown key ${unknown.join(', ')}; the allowed keys are ${PLATFORM_KEYS.join(', ')}.`);
    for (const key of PLATFORM_KEYS) {
      if (!(key in entry)) throw new Error(`${where(key)} is missing; every platform has ${PLATFORM_KEYS.join(', ')}.`);
    }

    const { id, name: platformName, pluginVersion, minPlatformVersion, features: used, guide, note } = entry;
    if (typeof id !== 'string' || !ID.test(id)) throw new Error(`${where('id')} must be lowercase letters, digits and "-".`);
    if (seen.has(id)) throw new Error(`${where('id')}: "${id}" is used by another platform; ids must be unique.`);
    seen.add(id);
    if (typeof platformName !== 'string' || platformName.trim() === '') throw new Error(`${where('name')} must be a non-empty text.`);
    if (typeof pluginVersion !== 'string' || !SEMVER.test(pluginVersion)) {
      throw new Error(`${where('pluginVersion')} is ${JSON.stringify(pluginVersion)}; it must be a semantic version such as 3.4.2 (quote it in YAML if needed).`);
    }
    if (minPlatformVersion !== null && (typeof minPlatformVersion !== 'string' || !PLATFORM_VERSION.test(minPlatformVersion))) {
      throw new Error(
        `${where('minPlatformVersion')} is ${JSON.stringify(minPlatformVersion)}; it must be a version of 2 to 4 numbers such as 1.7.8 or "16.0" (quoted), or null for a hosted platform.`,
      );
    }
    if (!Array.isArray(used) || used.length === 0 || used.some((f) => typeof f !== 'string')) {
      throw new Error(`${where('features')} must be a non-empty list of feature ids (${featureIds.join(', ')}).`);
    }
    const unknownFeatures = (used as string[]).filter((f) => !featureIds.includes(f));
    if (unknownFeatures.length > 0) {
      throw new Error(`${where('features')}: unknown feature ${unknownFeatures.join(', ')}; the features are ${featureIds.join(', ')}.`);
    }
    const duplicates = (used as string[]).filter((f, i, all) => all.indexOf(f) !== i);
    if (duplicates.length > 0) throw new Error(`${where('features')}: ${duplicates.join(', ')} listed twice.`);
    if (typeof guide !== 'string') throw new Error(`${where('guide')} must be a root path to a doc such as /docs/intro_hpp/.`);
    const docId = guideDocId(guide);
    if (docId === null) throw new Error(`${where('guide')} is "${guide}"; it must be a root path to a doc such as /docs/intro_hpp/ (no locale, final slash).`);
    if (!docExists(docId)) throw new Error(`${where('guide')}: "${guide}" is not a doc; there is no content/docs/<locale>/${docId}.mdx (or ${docId}/index.mdx).`);

    return {
      id,
      name: platformName.trim(),
      pluginVersion,
      minPlatformVersion: minPlatformVersion as string | null,
      // Shown in the order of the features list.
      features: featureIds.filter((f) => (used as string[]).includes(f)),
      guide,
      note: localized(note, where('note')),
    };
  });
  return { features, platforms };
}


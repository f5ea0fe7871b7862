/**
 * The e-commerce platforms with a Tesela plugin (content/shoplist.yaml), validated at build time
 * by its schema (src/node/schemas/shoplist.ts): every error names the file, the key and what is allowed.
 */
import type { LocalizedText } from './schemas/common';
import { parseYamlWithSchema } from './schemas/parse';
import { shopListSchemaWithDocs, type ShopFeature, type ShopList, type ShopPlatform } from './schemas/shoplist';

export { guideDocId } from './schemas/shoplist';
export type { ShopFeature, ShopList, ShopPlatform };

export const SHOPLIST_FILE = 'content/shoplist.yaml';

/** A text per locale (the schemas' LocalizedText). */
export type Localized = LocalizedText;

/**
 * Parses and validates the platform list. `docExists` answers whether a doc id exists (in every
 * locale), so that each install guide link leads to a page of the site.
 */
export function parseShopList(text: string, file: string, docExists: (docId: string) => boolean): ShopList {
  return parseYamlWithSchema(shopListSchemaWithDocs(docExists), text, file, 'platform list');
}


import type { SiteConfig } from '../../site.config';
import { CODE_THEMES } from '../theme/CodeBlock/themes';
import { checkNavbarItems, type NavbarContext } from './navbar';
import { parseWithSchema, SchemaError } from './schemas/parse';
import { NAVBAR_ITEM_TYPES, siteConfigSchema } from './schemas/siteConfig';

const FILE = 'site.config.ts';

/** The configuration's problems against its schema (shape, unknown keys, allowed values), one line each. */
function schemaProblems(config: SiteConfig): string[] {
  try {
    parseWithSchema(siteConfigSchema, config, FILE, 'site configuration');
    return [];
  } catch (error) {
    if (error instanceof SchemaError) return error.problems.map((problem) => `${FILE}: ${problem}.`);
    throw error;
  }
}

/**
 * Checks the site configuration: its shape against the schema (unknown keys included), then the
 * doc ids, sidebars and versions it names. Each problem names the file, the key and what is allowed.
 */
export function checkSiteConfig(config: SiteConfig, ctx: NavbarContext): string[] {
  const problems = schemaProblems(config);
  if (problems.length > 0) return problems;
  const errors = checkNavbarItems(config.navbar.items, ctx);
  const ids = [...ctx.docs.keys()].sort().join(', ');
  config.footer.links.forEach((link, i) => {
    if (link.docId && !ctx.docs.has(link.docId)) {
      errors.push(`${FILE}: footer.links[${i}].docId "${link.docId}" is not a doc. Available ids: ${ids}.`);
    }
  });
  const announcementDoc = config.announcementBar?.link?.docId;
  if (announcementDoc && !ctx.docs.has(announcementDoc)) {
    errors.push(`${FILE}: announcementBar.link.docId "${announcementDoc}" is not a doc. Available ids: ${ids}.`);
  }
  return errors;
}

export { NAVBAR_ITEM_TYPES, CODE_THEMES };

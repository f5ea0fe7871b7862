import { z } from 'zod';
import type { SiteConfig } from '../../site.config';

const FILE = 'site.config.ts';
const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();
const position = z.enum(['left', 'right']).optional();
const httpsUrl = z.string().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL');

const navbarItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), docId: z.string().min(1), label: localized, position }).strict(),
  z.object({ type: z.literal('link'), href: httpsUrl, label: localized, position }).strict(),
  z.object({ type: z.literal('localeDropdown'), position }).strict(),
]);

const schema = z
  .object({
    title: z.string().min(1),
    tagline: localized,
    url: httpsUrl.refine((u) => !u.endsWith('/'), 'must not end with "/"'),
    defaultLocale: z.literal('es'),
    locales: z
      .object({
        es: z.object({ label: z.string().min(1), htmlLang: z.string().min(2), direction: z.enum(['ltr', 'rtl']), path: z.literal('') }).strict(),
        en: z.object({ label: z.string().min(1), htmlLang: z.string().min(2), direction: z.enum(['ltr', 'rtl']), path: z.string().regex(/^[a-z]{2}$/) }).strict(),
      })
      .strict(),
    hosts: z.object({ api: httpsUrl, sandbox: httpsUrl, dashboard: httpsUrl }).strict(),
    navbar: z.object({ items: z.array(navbarItem) }).strict(),
    footer: z
      .object({
        links: z.array(
          z
            .object({ label: localized, docId: z.string().min(1).optional(), href: httpsUrl.optional() })
            .strict()
            .refine((l) => Boolean(l.docId) !== Boolean(l.href), 'needs exactly one of docId or href'),
        ),
        copyright: localized,
      })
      .strict(),
  })
  .strict();

/**
 * Checks the site configuration: its shape (unknown keys included) and the doc ids it names.
 * Each problem names the file, the key and what is allowed.
 */
export function checkSiteConfig(config: SiteConfig, docIds: string[]): string[] {
  const result = schema.safeParse(config);
  if (!result.success) {
    return result.error.issues.map((issue) => {
      const key = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
      if (issue.code === 'invalid_union_discriminator') {
        return `${FILE}: ${key}: unknown navbar item type; allowed types: doc, link, localeDropdown.`;
      }
      if (issue.code === 'unrecognized_keys') return `${FILE}: ${key || '(root)'}: unknown key(s) ${issue.keys.join(', ')}.`;
      return `${FILE}: ${key}: ${issue.message}.`;
    });
  }
  const known = new Set(docIds);
  const list = [...known].sort().join(', ');
  const errors: string[] = [];
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' && !known.has(item.docId)) {
      errors.push(`${FILE}: navbar.items[${i}].docId "${item.docId}" is not a doc. Available ids: ${list}.`);
    }
  });
  config.footer.links.forEach((link, i) => {
    if (link.docId && !known.has(link.docId)) {
      errors.push(`${FILE}: footer.links[${i}].docId "${link.docId}" is not a doc. Available ids: ${list}.`);
    }
  });
  return errors;
}

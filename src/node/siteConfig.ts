import { z } from 'zod';
import type { SiteConfig } from '../../site.config';
import { MEASUREMENT_ID } from './analytics';
import { checkNavbarItems, unknownTypeMessage, NAVBAR_ITEM_TYPES, type NavbarContext } from './navbar';

const FILE = 'site.config.ts';
const CODE_THEMES = [
  'dracula', 'duotoneDark', 'duotoneLight', 'github', 'gruvboxMaterialDark', 'gruvboxMaterialLight', 'jettwaveDark',
  'jettwaveLight', 'nightOwl', 'nightOwlLight', 'oceanicNext', 'okaidia', 'oneDark', 'oneLight', 'palenight',
  'shadesOfPurple', 'synthwave84', 'ultramin', 'vsDark', 'vsLight',
] as const;

const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();
const position = z.enum(['left', 'right']).optional();
const httpUrl = z.string().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL');
const internalPath = z.string().regex(/^\/[^/]/, 'must be a root path such as /docs/');

const linkItem = z.union([
  z.object({ type: z.literal('link').optional(), to: internalPath, label: localized }).strict(),
  z.object({ type: z.literal('link').optional(), href: httpUrl, label: localized }).strict(),
  z.object({ type: z.literal('doc'), docId: z.string().min(1), label: localized.optional() }).strict(),
]);

const navbarItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), to: internalPath.optional(), href: httpUrl.optional(), label: localized, position }).strict(),
  z.object({ type: z.literal('dropdown'), label: localized, items: z.array(linkItem).min(1), position }).strict(),
  z.object({ type: z.literal('html'), value: localized, position }).strict(),
  z.object({ type: z.literal('doc'), docId: z.string().min(1), label: localized.optional(), position }).strict(),
  z.object({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: localized, position }).strict(),
  z.object({ type: z.literal('docsVersion'), version: z.string().optional(), label: localized.optional(), position }).strict(),
  z.object({ type: z.literal('docsVersionDropdown'), position }).strict(),
  z.object({ type: z.literal('localeDropdown'), position }).strict(),
  z.object({ type: z.literal('search'), position }).strict(),
]);

const schema = z
  .object({
    title: z.string().min(1),
    tagline: localized,
    url: httpUrl.refine((u) => !u.endsWith('/'), 'must not end with "/" (it is set from GATSBY_SITE_URL when that variable is set)'),
    defaultLocale: z.literal('es'),
    locales: z
      .object({
        es: z.object({ label: z.string().min(1), htmlLang: z.string().min(2), direction: z.enum(['ltr', 'rtl']), path: z.literal('') }).strict(),
        en: z.object({ label: z.string().min(1), htmlLang: z.string().min(2), direction: z.enum(['ltr', 'rtl']), path: z.string().regex(/^[a-z]{2}$/) }).strict(),
      })
      .strict(),
    hosts: z.object({ api: httpUrl, sandbox: httpUrl, dashboard: httpUrl }).strict(),
    navbar: z.object({ items: z.array(navbarItem), hideOnScroll: z.boolean() }).strict(),
    footer: z
      .object({
        links: z.array(
          z
            .object({ label: localized, docId: z.string().min(1).optional(), href: httpUrl.optional() })
            .strict()
            .refine((l) => Boolean(l.docId) !== Boolean(l.href), 'needs exactly one of docId or href'),
        ),
        copyright: localized,
      })
      .strict(),
    colorMode: z
      .object({ defaultMode: z.enum(['light', 'dark']), respectPrefersColorScheme: z.boolean(), disableSwitch: z.boolean() })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().min(1),
        text: localized,
        link: z.object({ docId: z.string().min(1), hash: z.string().regex(/^[A-Za-z0-9_-]+$/).optional(), label: localized }).strict().optional(),
        closeable: z.boolean(),
      })
      .strict()
      .nullable(),
    codeBlocks: z
      .object({
        theme: z.enum(CODE_THEMES),
        darkTheme: z.enum(CODE_THEMES),
        additionalLanguages: z.array(z.enum(['bash', 'php', 'python', 'javascript', 'http'])),
      })
      .strict(),
    search: z
      .object({
        provider: z.enum(['local', 'algolia']),
        searchPagePath: z.union([z.literal(false), z.string().regex(/^[a-z0-9][a-z0-9/-]*[a-z0-9]$/, 'must be a path without slashes at either end, such as "search"')]),
        algolia: z
          .object({ appId: z.string(), apiKey: z.string(), indexName: z.string().min(1), contextualSearch: z.boolean() })
          .strict(),
      })
      .strict(),
    analytics: z
      .object({ measurementId: z.union([z.literal(''), z.string().regex(MEASUREMENT_ID, 'must be a Google Analytics 4 measurement id such as "G-ABC123XYZ9", or "" for none')]) })
      .strict(),
    docs: z
      .object({
        versions: z
          .record(z.object({ label: z.string().min(1), banner: z.enum(['none', 'unreleased', 'unmaintained']), badge: z.boolean() }).strict())
          .refine((v) => 'current' in v, 'must define the "current" version'),
        breadcrumbs: z.boolean(),
        autoCollapseCategories: z.boolean(),
        hideableSidebar: z.boolean(),
        tableOfContents: z
          .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
          .strict()
          .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel'),
      })
      .strict(),
  })
  .strict();

function keyOf(path: (string | number)[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
}

/**
 * Checks the site configuration: its shape (unknown keys included), the navbar items and the
 * doc ids it names. Each problem names the file, the key and what is allowed.
 */
export function checkSiteConfig(config: SiteConfig, ctx: NavbarContext): string[] {
  const result = schema.safeParse(config);
  if (!result.success) {
    return result.error.issues.map((issue) => {
      const key = keyOf(issue.path);
      if (issue.code === 'invalid_union_discriminator') {
        // The issue's path ends at the item's `type` key: read the value the author wrote.
        const value = issue.path.reduce<unknown>((o, p) => (o as Record<string | number, unknown>)?.[p], config);
        return `${FILE}: ${key}: ${unknownTypeMessage(value)}`;
      }
      if (issue.code === 'unrecognized_keys') return `${FILE}: ${key || '(root)'}: unknown key(s) ${issue.keys.join(', ')}.`;
      if (issue.code === 'invalid_enum_value') return `${FILE}: ${key}: "${String(issue.received)}" is not allowed. Allowed values: ${issue.options.join(', ')}.`;
      return `${FILE}: ${key}: ${issue.message}.`;
    });
  }
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

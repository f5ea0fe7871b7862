/**
 * site.config.ts: the one site configuration. Its types are inferred from this schema, and
 * `checkSiteConfig` (src/node/siteConfig.ts) parses it with the schema at build time.
 */
import { z } from 'zod';
import { MEASUREMENT_ID } from '../analytics';
import { CODE_THEMES } from '../../theme/CodeBlock/themes';
import { unknownTypeMessage } from '../../theme/Navbar/errors';
import { localized, strictObject } from './common';

export type { LocalizedText } from './common';

const position = z.enum(['left', 'right']).optional();
const httpUrl = z.string().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL');
const internalPath = z.string().regex(/^\/[^/]/, 'must be a root path such as /docs/');
const docId = z.string().min(1);
const label = localized;

/** Where a link leads: an internal path (`to`, localized) or an external URL (`href`), exactly one of them. */
const linkTarget = { to: internalPath.optional(), href: httpUrl.optional() };

function oneTarget(item: { type?: string }, ctx: z.RefinementCtx): void {
  if (item.type !== undefined && item.type !== 'link') return;
  const { to, href } = item as { to?: string; href?: string };
  if ((to === undefined) === (href === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'is a link, which needs exactly one of "to" (an internal path) or "href" (an external URL)' });
  }
}

/** A link inside a navbar dropdown: an internal path or an external URL (`type` may be left out), or a doc. */
const navbarLinkItem = z
  .discriminatedUnion('type', [
    strictObject({ type: z.literal('link').optional(), ...linkTarget, label }),
    strictObject({ type: z.literal('doc'), docId, label: label.optional() }),
  ])
  .superRefine(oneTarget);

const navbarItemTypes = z.discriminatedUnion(
  'type',
  [
    strictObject({ type: z.literal('link'), ...linkTarget, label, position }),
    strictObject({ type: z.literal('dropdown'), label, items: z.array(navbarLinkItem).min(1), position }),
    /** Raw HTML per locale, rendered as is. */
    strictObject({ type: z.literal('html'), value: localized, position }),
    strictObject({ type: z.literal('doc'), docId, label: label.optional(), position }),
    /** Links to the first listed doc of a sidebar, and is active on that sidebar's pages. */
    strictObject({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label, position }),
    strictObject({ type: z.literal('docsVersion'), version: z.string().optional(), label: label.optional(), position }),
    strictObject({ type: z.literal('docsVersionDropdown'), position }),
    strictObject({ type: z.literal('localeDropdown'), position }),
    strictObject({ type: z.literal('search'), position }),
  ],
  {
    // The spec's message for a type no component renders.
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? { message: unknownTypeMessage((ctx.data as { type?: unknown }).type, issue.options.map(String)) }
        : { message: ctx.defaultError },
  },
);

/** Every kind of navbar item; `position` defaults to right. */
const navbarItem = navbarItemTypes.superRefine(oneTarget);

/** The navbar item types, in the order the schema declares them. */
export const NAVBAR_ITEM_TYPES: readonly string[] = [...navbarItemTypes.optionsMap.keys()].map(String);

const codeTheme = z.enum(CODE_THEMES);

const localeConfig = {
  label: z.string().min(1),
  htmlLang: z.string().min(2),
  direction: z.enum(['ltr', 'rtl']),
};

export const siteConfigSchema = strictObject({
  title: z.string().min(1),
  tagline: localized,
  /**
   * Canonical origin of the site, without a trailing slash. GATSBY_SITE_URL overrides it: each
   * Netlify deploy preview is built with its own address (netlify.toml).
   */
  url: httpUrl.refine((u) => !u.endsWith('/'), 'must not end with "/" (it is set from GATSBY_SITE_URL when that variable is set)'),
  defaultLocale: z.literal('es'),
  /** `path` is the URL prefix without slashes; empty for the default locale. */
  locales: strictObject({
    es: strictObject({ ...localeConfig, path: z.literal('') }),
    en: strictObject({ ...localeConfig, path: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter prefix such as en') }),
  }),
  hosts: strictObject({ api: httpUrl, sandbox: httpUrl, dashboard: httpUrl }),
  /** Where readers write to support: the search modal's "Let us know" link, for one. */
  supportEmail: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address, such as soporte@tesela.example'),
  navbar: strictObject({
    items: z.array(navbarItem),
    /** Hide the navbar while scrolling down; it comes back when scrolling up. */
    hideOnScroll: z.boolean(),
  }),
  footer: strictObject({
    links: z.array(
      strictObject({
        label,
        /** A doc id (internal, localized and validated at build) … */
        docId: docId.optional(),
        /** … or an absolute external URL. */
        href: httpUrl.optional(),
      }).refine((l) => (l.docId === undefined) !== (l.href === undefined), 'needs exactly one of docId or href'),
    ),
    copyright: localized,
  }),
  colorMode: strictObject({
    defaultMode: z.enum(['light', 'dark']),
    /** Follow the operating system's preference until the reader chooses (adds "system" to the cycle). */
    respectPrefersColorScheme: z.boolean(),
    /** No toggle; the stored choice is cleared and the default mode applies. */
    disableSwitch: z.boolean(),
  }),
  /** A site-wide notice above the navbar, or null. Changing `id` shows it again to readers who closed it. */
  announcementBar: strictObject({
    id: z.string().min(1),
    text: localized,
    link: strictObject({ docId, hash: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a heading id such as versioning').optional(), label }).optional(),
    closeable: z.boolean(),
  }).nullable(),
  codeBlocks: strictObject({
    /** Theme of code blocks in light mode and in dark mode. */
    theme: codeTheme,
    darkTheme: codeTheme,
    /** Languages registered on top of prism-react-renderer's bundled set. */
    additionalLanguages: z.array(z.enum(['bash', 'php', 'python', 'javascript', 'http'])),
  }),
  search: strictObject({
    /**
     * `local` (default): per-locale index files built with the site and searched in the browser.
     * `algolia`: the hosted index. The environment may override: SEARCH_PROVIDER, ALGOLIA_APP_ID,
     * ALGOLIA_API_KEY (the public search-only key), ALGOLIA_INDEX_NAME.
     */
    provider: z.enum(['local', 'algolia']),
    /** Path of the search results page without slashes, or false for none (no "See all results" link). */
    searchPagePath: z.union([z.literal(false), z.string().regex(/^[a-z0-9][a-z0-9/-]*[a-z0-9]$/, 'must be a path without slashes at either end, such as "search"')]),
    algolia: strictObject({
      appId: z.string(),
      apiKey: z.string(),
      indexName: z.string().min(1),
      /** Filter every query by the reader's language and the current docs (facets language and docusaurus_tag). */
      contextualSearch: z.boolean(),
    }),
  }),
  /**
   * The repository the site is written in: each docs page and post links "Edit this page" to
   * `<url>/edit/<branch>/<source file>` (the edit URL of GitHub, Gitea and Forgejo).
   */
  repository: strictObject({
    url: z
      .string()
      .url()
      .refine((u) => /^https:\/\//.test(u), 'must be an https URL such as https://github.com/owner/name')
      .refine((u) => !u.endsWith('/') && !u.endsWith('.git'), 'must be the repository page without a final "/" or ".git", such as https://github.com/owner/name'),
    branch: z.string().regex(/^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'must be a branch name such as main (letters, digits, ".", "_", "-" and "/")'),
  }),
  analytics: strictObject({
    /**
     * Google Analytics 4 measurement id (`G-…`); empty for no analytics at all: no script, no
     * request. GA_MEASUREMENT_ID overrides it (production sets it, previews clear it: netlify.toml).
     */
    measurementId: z.union([z.literal(''), z.string().regex(MEASUREMENT_ID, 'must be a Google Analytics 4 measurement id such as "G-ABC123XYZ9", or "" for none')]),
  }),
  docs: strictObject({
    /** The docs versions; `current` is the one built from content/docs. */
    versions: z
      .record(strictObject({ label: z.string().min(1), banner: z.enum(['none', 'unreleased', 'unmaintained']), badge: z.boolean() }))
      .refine((v) => 'current' in v, 'must define the "current" version'),
    breadcrumbs: z.boolean(),
    /** Opening a sidebar category closes its open siblings. */
    autoCollapseCategories: z.boolean(),
    /** Readers may collapse the sidebar on desktop. */
    hideableSidebar: z.boolean(),
    /** Heading levels listed in "On this page". */
    tableOfContents: strictObject({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) }).refine(
      (t) => t.minHeadingLevel <= t.maxHeadingLevel,
      { message: 'must not exceed maxHeadingLevel', path: ['minHeadingLevel'] },
    ),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = z.infer<typeof navbarItem>;
export type NavbarLinkItem = z.infer<typeof navbarLinkItem>;
/** Names of prism-react-renderer's bundled themes. */
export type CodeTheme = z.infer<typeof codeTheme>;
export type FooterLink = SiteConfig['footer']['links'][number];
export type LocaleConfig = SiteConfig['locales'][keyof SiteConfig['locales']];

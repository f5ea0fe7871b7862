/**
 * The one site configuration. Everything brand-, host- and navigation-specific lives here;
 * `src/node/siteConfig.ts` validates it at build time and fails naming the key.
 */
export interface LocalizedText {
  es: string;
  en: string;
}

type Position = 'left' | 'right';

/** A link inside a navbar dropdown: an internal path (`to`, localized), a doc, or an external URL. */
export type NavbarLinkItem =
  | { type?: 'link'; to: string; label: LocalizedText }
  | { type?: 'link'; href: string; label: LocalizedText }
  | { type: 'doc'; docId: string; label?: LocalizedText };

/** Every kind of navbar item; `position` defaults to right. */
export type NavbarItem =
  | { type: 'link'; to: string; label: LocalizedText; position?: Position }
  | { type: 'link'; href: string; label: LocalizedText; position?: Position }
  | { type: 'dropdown'; label: LocalizedText; items: NavbarLinkItem[]; position?: Position }
  | { type: 'html'; value: LocalizedText; position?: Position }
  | { type: 'doc'; docId: string; label?: LocalizedText; position?: Position }
  | { type: 'docSidebar'; sidebarId: string; label: LocalizedText; position?: Position }
  | { type: 'docsVersion'; version?: string; label?: LocalizedText; position?: Position }
  | { type: 'docsVersionDropdown'; position?: Position }
  | { type: 'localeDropdown'; position?: Position }
  | { type: 'search'; position?: Position };

/** Names of prism-react-renderer's bundled themes. */
export type CodeTheme =
  | 'dracula' | 'duotoneDark' | 'duotoneLight' | 'github' | 'gruvboxMaterialDark' | 'gruvboxMaterialLight'
  | 'jettwaveDark' | 'jettwaveLight' | 'nightOwl' | 'nightOwlLight' | 'oceanicNext' | 'okaidia' | 'oneDark'
  | 'oneLight' | 'palenight' | 'shadesOfPurple' | 'synthwave84' | 'ultramin' | 'vsDark' | 'vsLight';

export interface FooterLink {
  label: LocalizedText;
  /** A doc id (internal, localized and validated at build) … */
  docId?: string;
  /** … or an absolute external URL. */
  href?: string;
}

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** URL prefix without slashes; empty for the default locale. */
  path: string;
}

export interface SiteConfig {
  title: string;
  tagline: LocalizedText;
  /**
   * Canonical origin of the site, without a trailing slash. GATSBY_SITE_URL overrides it: each
   * Netlify deploy preview is built with its own address (netlify.toml).
   */
  url: string;
  defaultLocale: 'es';
  locales: Record<'es' | 'en', LocaleConfig>;
  hosts: { api: string; sandbox: string; dashboard: string };
  navbar: {
    items: NavbarItem[];
    /** Hide the navbar while scrolling down; it comes back when scrolling up. */
    hideOnScroll: boolean;
  };
  footer: { links: FooterLink[]; copyright: LocalizedText };
  colorMode: {
    defaultMode: 'light' | 'dark';
    /** Follow the operating system's preference until the reader chooses (adds "system" to the cycle). */
    respectPrefersColorScheme: boolean;
    /** No toggle; the stored choice is cleared and the default mode applies. */
    disableSwitch: boolean;
  };
  /** A site-wide notice above the navbar, or null. Changing `id` shows it again to readers who closed it. */
  announcementBar: {
    id: string;
    text: LocalizedText;
    link?: { docId: string; hash?: string; label: LocalizedText };
    closeable: boolean;
  } | null;
  codeBlocks: {
    /** Theme of code blocks in light mode and in dark mode. */
    theme: CodeTheme;
    darkTheme: CodeTheme;
    /** Languages registered on top of prism-react-renderer's bundled set. */
    additionalLanguages: ('bash' | 'php' | 'python' | 'javascript' | 'http')[];
  };
  search: {
    /**
     * `local` (default): per-locale index files built with the site and searched in the browser.
     * `algolia`: the hosted index. The environment may override: SEARCH_PROVIDER, ALGOLIA_APP_ID,
     * ALGOLIA_API_KEY (the public search-only key), ALGOLIA_INDEX_NAME.
     */
    provider: 'local' | 'algolia';
    /** Path of the search results page without slashes, or false for none (no "See all results" link). */
    searchPagePath: string | false;
    algolia: {
      appId: string;
      apiKey: string;
      indexName: string;
      /** Filter every query by the reader's language and the current docs (facets language and docusaurus_tag). */
      contextualSearch: boolean;
    };
  };
  analytics: {
    /**
     * Google Analytics 4 measurement id (`G-…`); empty for no analytics at all: no script, no
     * request. GA_MEASUREMENT_ID overrides it (production sets it, previews clear it: netlify.toml).
     */
    measurementId: string;
  };
  docs: {
    /** The docs versions; `current` is the one built from content/docs. */
    versions: Record<string, { label: string; banner: 'none' | 'unreleased' | 'unmaintained'; badge: boolean }>;
    breadcrumbs: boolean;
    /** Opening a sidebar category closes its open siblings. */
    autoCollapseCategories: boolean;
    /** Readers may collapse the sidebar on desktop. */
    hideableSidebar: boolean;
    /** Heading levels listed in "On this page". */
    tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  };
}

const siteConfig: SiteConfig = {
  title: 'Tesela Developers',
  tagline: {
    es: 'Documentación para integrar los pagos de Tesela',
    en: 'Documentation to integrate Tesela payments',
  },
  url: process.env.GATSBY_SITE_URL || 'https://developers.tesela.example',
  defaultLocale: 'es',
  locales: {
    es: { label: 'Español', htmlLang: 'es-ES', direction: 'ltr', path: '' },
    en: { label: 'English', htmlLang: 'en-US', direction: 'ltr', path: 'en' },
  },
  hosts: {
    api: 'https://api.tesela.example',
    sandbox: 'https://api-sandbox.tesela.example',
    dashboard: 'https://dashboard.tesela.example',
  },
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docuSidebar', label: { es: 'Documentación', en: 'Documentation' }, position: 'left' },
      { type: 'docSidebar', sidebarId: 'apiSidebar', label: { es: 'API', en: 'API' }, position: 'left' },
      { type: 'docsVersionDropdown' },
      { type: 'search' },
      { type: 'localeDropdown' },
      { type: 'link', href: 'https://dashboard.tesela.example', label: { es: 'Dashboard', en: 'Dashboard' } },
    ],
    hideOnScroll: true,
  },
  footer: {
    links: [
      { docId: 'documentation/online/index', label: { es: 'Pagos online', en: 'Online payments' } },
      { docId: 'documentation/pcp/index', label: { es: 'Pago presencial', en: 'Card-present payments' } },
      { docId: 'documentation/faq', label: { es: 'Preguntas frecuentes', en: 'FAQ' } },
      { href: 'https://code.tesela.example/examples', label: { es: 'Ejemplos de código', en: 'Code examples' } },
      { href: 'https://code.tesela.example', label: { es: 'Código fuente', en: 'Source code' } },
      { href: 'https://www.tesela.example/contacto', label: { es: 'Contacto', en: 'Contact' } },
    ],
    copyright: {
      es: 'Copyright © 2022 Desarrolladores de Tesela.',
      en: 'Copyright © 2022 Tesela developers.',
    },
  },
  colorMode: {
    defaultMode: 'light',
    respectPrefersColorScheme: true,
    disableSwitch: false,
  },
  announcementBar: {
    id: 'api-version-2022-10-01',
    text: {
      es: 'La versión 2022-10-01 de las APIs ya está disponible: fija tu versión con la cabecera Tesela-Version.',
      en: 'API version 2022-10-01 is available: pin your version with the Tesela-Version header.',
    },
    link: { docId: 'api/requests', hash: 'versioning', label: { es: 'Cómo versionar', en: 'How versioning works' } },
    closeable: true,
  },
  codeBlocks: {
    theme: 'vsDark',
    darkTheme: 'vsDark',
    additionalLanguages: ['bash', 'php', 'python', 'javascript', 'http'],
  },
  search: {
    provider: 'local',
    searchPagePath: 'search',
    // Filled in production through the environment (see README, "Search").
    algolia: { appId: '', apiKey: '', indexName: 'live_doc', contextualSearch: true },
  },
  analytics: {
    measurementId: '',
  },
  docs: {
    versions: { current: { label: 'V1', banner: 'none', badge: false } },
    breadcrumbs: true,
    autoCollapseCategories: true,
    hideableSidebar: true,
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
};

export default siteConfig;

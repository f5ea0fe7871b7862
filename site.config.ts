/**
 * The one site configuration. Everything brand-, host- and navigation-specific lives here. Its
 * types are inferred from its schema (src/node/schemas/siteConfig.ts, where each key is
 * documented); `src/node/siteConfig.ts` parses it with that schema at build time and fails naming
 * the key and what is allowed.
 */
import type { SiteConfig } from './src/node/schemas/siteConfig';

export type {
  CodeTheme,
  FooterLink,
  LocaleConfig,
  LocalizedText,
  NavbarItem,
  NavbarLinkItem,
  SiteConfig,
} from './src/node/schemas/siteConfig';

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
  supportEmail: 'soporte@tesela.example',
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
  repository: {
    url: 'https://code.tesela.example/tesela/developers',
    branch: 'main',
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

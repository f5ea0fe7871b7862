/**
 * The one site configuration. Everything brand-, host- and navigation-specific lives here;
 * `src/node/siteConfig.ts` validates it at build time and fails naming the key.
 */
export interface LocalizedText {
  es: string;
  en: string;
}

export type NavbarItem =
  | { type: 'doc'; docId: string; label: LocalizedText; position?: 'left' | 'right' }
  | { type: 'link'; href: string; label: LocalizedText; position?: 'left' | 'right' }
  | { type: 'localeDropdown'; position?: 'left' | 'right' };

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
  /** Canonical origin of the production site, without a trailing slash. */
  url: string;
  defaultLocale: 'es';
  locales: Record<'es' | 'en', LocaleConfig>;
  hosts: { api: string; sandbox: string; dashboard: string };
  navbar: { items: NavbarItem[] };
  footer: { links: FooterLink[]; copyright: LocalizedText };
}

const siteConfig: SiteConfig = {
  title: 'Tesela Developers',
  tagline: {
    es: 'Documentación para integrar los pagos de Tesela',
    en: 'Documentation to integrate Tesela payments',
  },
  url: 'https://developers.tesela.example',
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
      { type: 'doc', docId: 'index', label: { es: 'Documentación', en: 'Documentation' }, position: 'left' },
      { type: 'doc', docId: 'api/index', label: { es: 'API', en: 'API' }, position: 'left' },
      { type: 'localeDropdown' },
      { type: 'link', href: 'https://dashboard.tesela.example', label: { es: 'Dashboard', en: 'Dashboard' } },
    ],
  },
  footer: {
    links: [
      { docId: 'documentation/intro', label: { es: 'Introducción', en: 'Introduction' } },
      { docId: 'api/index', label: { es: 'Referencia de la API', en: 'API reference' } },
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
};

export default siteConfig;

import { BASE_NAMESPACES } from './namespaces';
import { DEFAULT_LOCALE, LOCALES, otherLocale, type Locale } from '../utils/locale';
import { checkSidebarDocIds, neighbours, sidebarDocIds, sidebarOfDoc, type Sidebars } from './sidebars';

/** What the build knows of a doc when it plans pages (the GraphQL `Doc` node, trimmed). */
export interface DocRecord {
  id: string;
  docId: string;
  locale: Locale;
  route: string;
  sourceFile: string;
  unlisted: boolean;
  draft: boolean;
  /** Front matter navigation keys, present only when the author wrote them (null disables). */
  navigation: { displayedSidebar?: string | null; paginationPrev?: string | null; paginationNext?: string | null };
}

export interface DocPagePlan {
  doc: DocRecord;
  sidebar: string | null;
  prevId: string | null;
  nextId: string | null;
  twinRoute: string | null;
}

/** The sidebar a doc is shown with: its `displayed_sidebar`, else the first sidebar listing it. */
export function docSidebar(doc: Pick<DocRecord, 'docId' | 'navigation'>, sidebars: Sidebars): string | null {
  if ('displayedSidebar' in doc.navigation) return doc.navigation.displayedSidebar ?? null;
  return sidebarOfDoc(sidebars, doc.docId);
}

/**
 * Checks the docs against each other and the sidebars. Returns every problem found,
 * each naming the file, the key and what is allowed, so one build reports them all.
 */
export function validateDocs(docs: DocRecord[], sidebars: Sidebars, sidebarsFile: string): string[] {
  const errors: string[] = [];
  const byLocale = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
  for (const doc of docs) byLocale.get(doc.locale)?.add(doc.docId);

  for (const doc of docs) {
    const twin = otherLocale(doc.locale);
    if (!byLocale.get(twin)?.has(doc.docId)) {
      errors.push(
        `${doc.sourceFile}: this doc exists in "${doc.locale}" only. Add its translation as content/docs/${twin}/${doc.docId}.mdx.`,
      );
    }
  }

  // `faq.mdx` and `faq/index.mdx` give one address: the build would keep one page and drop the other.
  const byRoute = new Map<string, DocRecord>();
  for (const doc of docs) {
    const first = byRoute.get(doc.route);
    if (first) {
      errors.push(`${doc.sourceFile}: this doc has the address ${doc.route}, as ${first.sourceFile} has. Two docs cannot share an address: rename or move one of them.`);
    } else byRoute.set(doc.route, doc);
  }

  const allIds = [...new Set(docs.map((d) => d.docId))];
  errors.push(...checkSidebarDocIds(sidebars, allIds, sidebarsFile));

  const sidebarIds = Object.keys(sidebars);
  const idList = [...allIds].sort().join(', ');
  for (const doc of docs) {
    const { displayedSidebar, paginationPrev, paginationNext } = doc.navigation;
    if (displayedSidebar && !sidebars[displayedSidebar]) {
      errors.push(
        `${doc.sourceFile}: front matter key "displayed_sidebar" names sidebar "${displayedSidebar}", which does not exist. Available sidebars: ${sidebarIds.join(', ')} (or null for none).`,
      );
    }
    for (const [key, value] of [
      ['pagination_prev', paginationPrev],
      ['pagination_next', paginationNext],
    ] as const) {
      if (value && !allIds.includes(value)) {
        errors.push(`${doc.sourceFile}: front matter key "${key}" names doc id "${value}", which is not a doc. Available ids: ${idList}.`);
      }
    }
  }
  return errors;
}

/** Listed: in sidebars, previous/next, search, sitemap and feeds. Unlisted: built, reachable by URL only. Draft: not built (production). */
export type PageStatus = 'listed' | 'unlisted' | 'draft';

/** The one rule for a page's status: drafts are listed while authoring (gatsby develop) and not built in production. */
export function pageStatus(page: { unlisted?: boolean; draft?: boolean }, includeDrafts: boolean): PageStatus {
  if (page.draft && !includeDrafts) return 'draft';
  return page.unlisted ? 'unlisted' : 'listed';
}

/** Decides, for every doc that is built, its sidebar, previous/next docs and twin route (listed docs by `pageStatus`). */
export function planDocPages(docs: DocRecord[], sidebars: Sidebars, { includeDrafts }: { includeDrafts: boolean }): DocPagePlan[] {
  const isListed = (d: DocRecord) => pageStatus(d, includeDrafts) === 'listed';
  const built = docs.filter((d) => includeDrafts || !d.draft);
  const index = new Map(built.map((d) => [`${d.locale}:${d.docId}`, d]));
  const listed = (locale: Locale, docId: string) => {
    const doc = index.get(`${locale}:${docId}`);
    return doc && isListed(doc) ? doc : undefined;
  };

  return built.map((doc) => {
    const sidebar = docSidebar(doc, sidebars);
    let prev: string | null = null;
    let next: string | null = null;
    if (sidebar && sidebars[sidebar]) {
      const order = sidebarDocIds(sidebars[sidebar]).filter((id, i, all) => all.indexOf(id) === i && listed(doc.locale, id));
      ({ prev, next } = neighbours(order, doc.docId));
    }
    if ('paginationPrev' in doc.navigation) prev = doc.navigation.paginationPrev ?? null;
    if ('paginationNext' in doc.navigation) next = doc.navigation.paginationNext ?? null;
    const twin = index.get(`${otherLocale(doc.locale)}:${doc.docId}`);
    return {
      doc,
      sidebar,
      prevId: prev ? (index.get(`${doc.locale}:${prev}`)?.id ?? null) : null,
      nextId: next ? (index.get(`${doc.locale}:${next}`)?.id ?? null) : null,
      twinRoute: twin?.route ?? null,
    };
  });
}

/** The page context `gatsby-plugin-react-i18next` expects; setting it ourselves stops the plugin copying pages. */
export function i18nContext(locale: Locale, path: string, originalPath: string, namespaces: readonly string[] = BASE_NAMESPACES) {
  return {
    language: locale,
    /** The UI string namespaces the page's query loads (src/node/namespaces.ts). */
    namespaces: [...namespaces],
    i18n: {
      language: locale,
      languages: LOCALES,
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: locale !== DEFAULT_LOCALE,
      originalPath,
      path,
    },
  };
}

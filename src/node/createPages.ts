import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import siteConfig from '../../site.config';
import { DEFAULT_LOCALE, LOCALES, localizePath, otherLocale, splitLocale, type Locale } from '../utils/locale';
import { pageNamespaces } from './namespaces';
import { i18nContext, validateDocs, type DocRecord } from './plan';
import { siteModel } from './gatsby/siteModel';
import type { RecordPart } from '../search/records';
import type { Sidebars } from './sidebars';
import { checkSiteConfig } from './siteConfig';
import { checkDocTags, tagRoute, usedTags, type TagDefinitions } from './tags';
import { navbarContext } from './siteModel';
import { checkApiUsage } from './apiUsage';
import { BLOG_QUERY, blogErrors, createBlogPages, type BlogQuery } from './blogPages';
import type { OpenApiDocument } from './openapi';
import { TESTING_COMPONENTS } from './testing';
import { resolveSearchConfig } from './search';
import type { MarkdownInput } from './siteFiles';
import { startSiteFiles } from './gatsby/siteFilesTask';

export const SIDEBARS_FILE = 'content/sidebars.yaml';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

interface PagesQuery {
  allDoc: {
    nodes: (DocRecord & {
      title: string;
      sidebarLabel: string | null;
      tags: string[];
      apiOperations: string[];
      apiOverviews: string[];
      components: string[];
      searchParts: RecordPart[];
    })[];
  };
  allBlogPost: BlogQuery['allBlogPost'];
  allBlogAuthor: BlogQuery['allBlogAuthor'];
  allBlogTag: BlogQuery['allBlogTag'];
  allApiDocument: { nodes: { api: string; locale: Locale; operations: { operationId: string }[]; document: OpenApiDocument }[] };
  allDocTag: { nodes: ({ tagId: string } & TagDefinitions[string])[] };
  allSidebar: { nodes: { sidebarId: string; items: Sidebars[string] }[] };
  allMarkdownPage: {
    nodes: { id: string; slug: string; locale: Locale; route: string; title: string; sourceFile: string; components: string[]; searchParts: RecordPart[] }[];
  };
}

/** Creates every page of the site, in both locales, from one query. Fails the build on invalid content. */
export async function createPages({ graphql, actions, reporter, getNodesByType }: CreatePagesArgs, includeDrafts: boolean): Promise<void> {
  const result = await graphql<PagesQuery>(`
    {
      allDoc(sort: { sourceFile: ASC }) {
        nodes {
          id docId locale route sourceFile unlisted draft navigation title sidebarLabel tags apiOperations apiOverviews components searchParts
        }
      }
      allSidebar(sort: { sidebarId: ASC }) { nodes { sidebarId items } }
      allDocTag(sort: { tagId: ASC }) { nodes { tagId label description } }
      allApiDocument(sort: [{ api: ASC }, { locale: ASC }]) { nodes { api locale operations document } }
      ${BLOG_QUERY}
      allMarkdownPage(sort: { sourceFile: ASC }) {
        nodes { id slug locale route title sourceFile components searchParts }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content to create pages.', result.errors);
    return;
  }
  const { allDoc, allSidebar, allMarkdownPage, allDocTag, allApiDocument } = result.data;
  const apiOperationIds = new Map(
    allApiDocument.nodes.filter((d) => d.locale === DEFAULT_LOCALE).map((d) => [d.api, d.operations.map((op) => op.operationId)]),
  );
  const tags: TagDefinitions = Object.fromEntries(allDocTag.nodes.map(({ tagId, label, description }) => [tagId, { label, description }]));
  const docs = allDoc.nodes;
  const sidebars: Sidebars = Object.fromEntries(allSidebar.nodes.map((s) => [s.sidebarId, s.items]));

  const search = resolveSearchConfig(siteConfig.search);
  const errors = [
    ...validateDocs(docs, sidebars, SIDEBARS_FILE),
    ...search.errors,
    ...checkSiteConfig(siteConfig, navbarContext(docs.filter((d) => d.locale === DEFAULT_LOCALE), sidebars, includeDrafts)),
    ...checkPageTwins(allMarkdownPage.nodes),
    ...checkDocTags(docs, tags),
    ...checkApiUsage(docs, apiOperationIds),
    ...blogErrors(result.data),
  ];
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content has ${errors.length} problem(s):\n- ${errors.join('\n- ')}`);
    return;
  }

  // Gatsby keeps the last of two pages created at one path and says nothing: a page of any kind
  // (a doc, a markdown page, a blog page) whose address another took fails the build instead.
  const created = new Map<string, string>();
  const createPage: Actions['createPage'] = (page) => {
    const source = (page.context as { sourceFile?: string } | undefined)?.sourceFile ?? path.basename(page.component);
    const first = created.get(page.path);
    if (first) reporter.panicOnBuild(`Two pages have the address ${page.path}: ${first} and ${source}. Rename or move one of them.`);
    created.set(page.path, source);
    actions.createPage(page);
  };
  const nodes = new Map(docs.map((d) => [d.id, d]));
  const model = siteModel(getNodesByType, includeDrafts);
  for (const plan of model.docs) {
    const { doc } = plan;
    const node = nodes.get(doc.id);
    const components = node?.components ?? [];
    createPage({
      path: doc.route,
      component: template('doc'),
      context: {
        id: doc.id,
        sidebar: plan.sidebar ?? '',
        prevId: plan.prevId ?? '',
        nextId: plan.nextId ?? '',
        twinRoute: plan.twinRoute,
        // The API reference data the page renders, and nothing of other pages.
        apiOperations: node?.apiOperations ?? [],
        apiOverviews: node?.apiOverviews ?? [],
        // The platform list is queried only by the pages that render <ShopList />.
        usesShopList: components.includes('ShopList'),
        // And the request schemas of every operation only by the page that renders <JsonGenerator />.
        usesJsonGenerator: components.includes('JsonGenerator'),
        // The codes and test data (content/testing.yaml) only by the pages that render them.
        usesTesting: components.some((c) => (TESTING_COMPONENTS as readonly string[]).includes(c)),
        ...i18nContext(doc.locale, doc.route, splitLocale(doc.route).path, pageNamespaces('doc', components)),
      },
    });
  }

  const pageTwins = new Map(allMarkdownPage.nodes.map((p) => [`${p.locale}:${p.slug}`, p.route]));
  for (const page of allMarkdownPage.nodes) {
    createPage({
      path: page.route,
      component: template('markdown-page'),
      context: {
        id: page.id,
        twinRoute: pageTwins.get(`${otherLocale(page.locale)}:${page.slug}`) ?? null,
        ...i18nContext(page.locale, page.route, splitLocale(page.route).path, pageNamespaces('other', page.components)),
      },
    });
  }

  createGeneralPages(createPage);
  createBlogPages(result.data, createPage, includeDrafts);

  // The search page, and the local provider's index files (Algolia gets the same records from search:push).
  if (search.config.searchPagePath) {
    for (const locale of LOCALES) {
      const route = localizePath(`/${search.config.searchPagePath}/`, locale);
      createPage({
        path: route,
        component: template('search'),
        context: {
          search: search.config,
          twinRoute: localizePath(`/${search.config.searchPagePath}/`, otherLocale(locale)),
          ...i18nContext(locale, route, splitLocale(route).path),
        },
      });
    }
  }
  // Written by a worker thread while Gatsby goes on with the pages (src/node/gatsby/siteFilesTask.ts).
  await startSiteFiles(
    path.resolve('public'),
    {
      model,
      sidebars,
      docs,
      pages: allMarkdownPage.nodes,
      // Only the blog's part of the query: the input is copied to the worker thread.
      blog: { allBlogPost: result.data.allBlogPost, allBlogAuthor: result.data.allBlogAuthor, allBlogTag: result.data.allBlogTag },
      apiDocuments: allApiDocument.nodes,
      includeDrafts,
      markdown: markdownInput(getNodesByType),
    },
    reporter,
  );

  // Tag pages list the listed (and, in production, non-draft) docs of each tag.
  const used = Object.fromEntries(
    LOCALES.map((locale) => [locale, usedTags(docs.filter((d) => d.locale === locale && (includeDrafts || !d.draft)), tags, locale)]),
  ) as Record<Locale, ReturnType<typeof usedTags>>;
  const draftValues = includeDrafts ? [false, true] : [false];
  for (const locale of LOCALES) {
    const twinLocale = otherLocale(locale);
    const index = tagRoute(locale);
    createPage({
      path: index,
      component: template('docs-tags'),
      // Sorted here, by label in the locale's collation, so that the browser needs no Intl.Collator.
      context: { tags: used[locale], twinRoute: tagRoute(twinLocale), ...i18nContext(locale, index, splitLocale(index).path) },
    });
    for (const tag of used[locale]) {
      createPage({
        path: tag.route,
        component: template('docs-tag'),
        context: {
          tag: tag.id,
          draftValues,
          twinRoute: used[twinLocale].some((t) => t.id === tag.id) ? tagRoute(twinLocale, tag.id) : null,
          ...i18nContext(locale, tag.route, splitLocale(tag.route).path),
        },
      });
    }
  }
}

/** Home and Page Not Found in every locale (created here so the i18n plugin never copies them). */
function createGeneralPages(createPage: Actions['createPage']): void {
  for (const locale of LOCALES) {
    const home = localizePath('/', locale);
    createPage({
      path: home,
      component: template('home'),
      context: { twinRoute: localizePath('/', otherLocale(locale)), ...i18nContext(locale, home, '/', pageNamespaces('home')) },
    });
    const notFound = localizePath('/404/', locale);
    const prefix = siteConfig.locales[locale].path;
    createPage({
      path: notFound,
      // No matchPath: under one, Gatsby lists every page in the app bundle's match-path table (its
      // first-load JS grew with the pages). The inline script of src/utils/malformedPath.ts starts
      // Gatsby on the English file the host serves, and templates/not-found.tsx asks the host for it
      // after a client-side navigation.
      component: template('not-found'),
      context: { twinRoute: null, ...i18nContext(locale, notFound, '/404/') },
    });
    if (prefix) {
      // Gatsby writes /404.html for the default locale only; the server answers /en/* misses with this file.
      createPage({
        path: `/${prefix}/404.html`,
        component: template('not-found'),
        context: { twinRoute: null, ...i18nContext(locale, `/${prefix}/404.html`, '/404/') },
      });
    }
  }
}

/** What the Markdown copies are written from, read from the nodes (the page query never carries it). */
function markdownInput(getNodesByType: CreatePagesArgs['getNodesByType']): MarkdownInput {
  const nodes = <T,>(type: string) => getNodesByType(type) as unknown as T[];
  type Mdx = { id: string; locale: Locale; route: string; title: string; description: string; markdown: MarkdownInput['pages'][number]['markdown'] };
  return {
    docs: new Map(nodes<Mdx>('Doc').map((d) => [d.id, { title: d.title, description: d.description, markdown: d.markdown }])),
    pages: nodes<Mdx>('MarkdownPage').map(({ locale, route, title, description, markdown }) => ({ locale, route, title, description, markdown })),
    posts: nodes<Mdx & { slug: string; date: string; draft: boolean }>('BlogPost').map(({ locale, slug, route, title, description, date, draft, markdown }) => ({
      locale, slug, route, title, description, date, draft, markdown,
    })),
    // The views go to the site files' worker as the JSON text they are stored as, and are parsed there.
    operations: nodes<MarkdownInput['operations'][number]>('ApiOperation').map(({ locale, key, view }) => ({ locale, key, view })),
    documents: nodes<MarkdownInput['documents'][number]>('ApiDocument').map(({ api, locale, view, operations }) => ({ api, locale, view, operations })),
    features: nodes<{ featureId: string; position: number; label: MarkdownInput['features'][number]['label'] }>('ShopFeature')
      .sort((a, b) => a.position - b.position)
      .map(({ featureId, label }) => ({ id: featureId, label })),
    platforms: nodes<MarkdownInput['platforms'][number] & { platformId: string; position: number }>('ShopPlatform')
      .sort((a, b) => a.position - b.position)
      .map(({ platformId, name, pluginVersion, minPlatformVersion, features, guide, note }) => ({ id: platformId, name, pluginVersion, minPlatformVersion, features, guide, note })),
    testing: nodes<MarkdownInput['testing'] & object>('TestingData').map(({ responseCodes, errorCodes, testData }) => ({ responseCodes, errorCodes, testData }))[0] ?? null,
  };
}

function checkPageTwins(pages: PagesQuery['allMarkdownPage']['nodes']): string[] {
  const keys = new Set(pages.map((p) => `${p.locale}:${p.slug}`));
  return pages
    .filter((p) => !keys.has(`${otherLocale(p.locale)}:${p.slug}`))
    .map(
      (p) =>
        `${p.sourceFile}: this page exists in "${p.locale}" only. Add its translation as content/pages/${otherLocale(p.locale)}/${p.slug}.mdx.`,
    );
}

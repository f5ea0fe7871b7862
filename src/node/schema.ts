import type { CreateResolversArgs } from 'gatsby';
import type { OperationSummary } from '../openapi/types';
import type { Locale } from '../utils/locale';
import { tagRoute } from '../utils/routes';
import { operationRoute } from './siteModel';
import { siteModel } from './gatsby/siteModel';
import { codeExampleAfter } from './codeExample';
import type { ContentNode } from '../theme/MDXContent/types';
import { contentDates } from './gatsby/contentDates';
import { formatDate, madridYear } from '../utils/dates';
import { loadJson, type StoredJson } from './storedJson';

/** The fields every type made from an MDX file has (Doc, MarkdownPage, BlogPost). */
const MDX_PAGE_FIELDS = `
    headings: [Heading!]!
    sourceFile: String!
    "The page's content, rendered by MDXContent (a node of its own: see PageContent)."
    content: PageContent! @link
    "The MDX components the page renders."
    components: [String!]!
    "The page's Markdown copy in parts: text, and the data components filled in when the copies are written (src/node/mdx/markdown.ts)."
    markdown: JSON!`;

/** The explicit schema: every content type exists even when its folder is empty. */
export const typeDefs = /* GraphQL */ `
  type Doc implements Node @dontInfer {
    docId: String!
    locale: String!
    route: String!
    title: String!
    description: String!
    sidebarLabel: String
    tags: [String!]!
    unlisted: Boolean!
    draft: Boolean!
    hideTableOfContents: Boolean!
    "Front matter navigation keys (displayedSidebar, paginationPrev, paginationNext), present only when written."
    navigation: JSON!
    "The operations the doc renders with <ApiOperation>, as api/operationId keys."
    apiOperations: [String!]!
    "For each of apiOperations, the id of the heading it follows ('' when none): where its sections go in the table of contents."
    apiOperationAnchors: [String!]!
    "The APIs the doc introduces with <ApiOverview>."
    apiOverviews: [String!]!
${MDX_PAGE_FIELDS}
    "The parts of the page's search records (src/search/records.ts)."
    searchParts: JSON!
  }

  "One API of the reference in one language, from content/api/<api>.yaml."
  type ApiDocument implements Node @dontInfer {
    api: String!
    locale: String!
    title: String!
    version: String!
    "What the overview renders: title, description, servers, security and download links."
    view: JSON!
    "The operations, in document order: operationId, kind, method, path, summary (operationTable adds each page's route)."
    operations: JSON!
    "The whole document in this language (OpenAPI 3.1), as it is offered for download."
    document: JSON!
  }

  "One operation (or webhook) of an API in one language, as the reference renders it."
  type ApiOperation implements Node @dontInfer {
    "api/operationId, as <ApiOperation api=… operationId=…> names it."
    key: String!
    api: String!
    operationId: String!
    locale: String!
    kind: String!
    method: String!
    path: String!
    summary: String!
    "Parameters, bodies, responses with their schemas and examples, and the code samples."
    view: JSON! @storedJson
    "The request body schema of a path operation (null for webhooks and bodiless operations), for the JSON generator: a fraction of the size of view."
    requestSchema: JSON
  }

  "One feature a Tesela e-commerce plugin may support, from content/shoplist.yaml."
  type ShopFeature implements Node @dontInfer {
    featureId: String!
    "Order in the features list."
    position: Int!
    "Label per locale: { es, en }."
    label: JSON!
  }

  "One e-commerce platform with a Tesela plugin, from content/shoplist.yaml (rendered by <ShopList />)."
  type ShopPlatform implements Node @dontInfer {
    platformId: String!
    "Order in the platforms list."
    position: Int!
    name: String!
    pluginVersion: String!
    "The oldest supported platform version; null for hosted platforms."
    minPlatformVersion: String
    "Feature ids, in the order of the features list."
    features: [String!]!
    "Root path of the doc with the integration the plugin uses."
    guide: String!
    "Note per locale: { es, en }."
    note: JSON!
  }

  "content/testing.yaml: the response codes, the API's error codes and the sandbox's test data, each text per locale ({ es, en })."
  type TestingData implements Node @dontInfer {
    responseCodes: JSON!
    errorCodes: JSON!
    testData: JSON!
  }

  "A blog post in one locale, from content/blog/<locale>/<slug>.mdx."
  type BlogPost implements Node @dontInfer {
    slug: String!
    locale: String!
    route: String!
    title: String!
    description: String!
    "ISO 8601 with its offset, as written in the front matter."
    date: Date! @dateformat
    "The date as readers see it, in the post's language: 17 de octubre de 2022, October 17, 2022 (src/utils/dates.ts)."
    dateText: String!
    "The year of the date in Madrid time, for the archive."
    year: Int!
    "Author ids (content/blog/authors.yaml)."
    authors: [String!]!
    "Tag ids (content/blog/tags.yaml)."
    tags: [String!]!
    draft: Boolean!
    "Minutes, at 200 words a minute."
    readingTime: Int!
    "The part before the truncate marker: paragraphs and lists of inline text, code, emphasis and links."
    excerpt: JSON!
    "Whether the post goes on after the excerpt."
    truncated: Boolean!
${MDX_PAGE_FIELDS}
    "The parts of the post's search records (src/search/records.ts)."
    searchParts: JSON!
  }

  "An author of the blog, from content/blog/authors.yaml."
  type BlogAuthor implements Node @dontInfer {
    authorId: String!
    name: String!
    "Job title per locale: { es, en }."
    title: JSON!
    url: String!
    image: String!
  }

  "A tag of the blog, from content/blog/tags.yaml."
  type BlogTag implements Node @dontInfer {
    tagId: String!
    label: JSON!
    description: JSON!
  }

  type Heading {
    depth: Int!
    value: String!
    id: String!
  }

  type MarkdownPage implements Node @dontInfer {
    slug: String!
    locale: String!
    route: String!
    title: String!
    description: String!
    hideTableOfContents: Boolean!
${MDX_PAGE_FIELDS}
    searchParts: JSON!
  }

  """
  A page's content as a render tree (src/node/mdx/render.ts). A node of its own, linked from its Doc,
  MarkdownPage or BlogPost, so that reading every page (the site model, page creation, the sitemap)
  never loads every page's content: only the page query of its own page does.
  """
  type PageContent implements Node @dontInfer {
    body: JSON! @storedJson
  }

  type Sidebar implements Node @dontInfer {
    sidebarId: String!
    "The sidebar as written in content/sidebars.yaml."
    items: JSON!
  }

  type DocTag implements Node @dontInfer {
    tagId: String!
    "Label per locale: { es, en }."
    label: JSON!
    "One-sentence description per locale: { es, en }."
    description: JSON!
  }

  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    data: String!
    fileAbsolutePath: String
  }
`;

interface NodeModel {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
  getNodeById<T>(args: { id: string; type?: string }): T | null;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
interface ApiDocumentNode {
  api: string;
  locale: Locale;
  operations: Omit<OperationSummary, 'route'>[];
}

/**
 * Computed fields, each read from the site model (computed once a build, src/node/gatsby/siteModel.ts):
 * the navbar and a sidebar resolved for one locale, a doc's breadcrumb trail, an API's operations
 * with the page that renders each; and a doc's tag links.
 */
export function createResolvers({ createResolvers: create, getNodesByType }: CreateResolversArgs, includeDrafts: boolean): void {
  const model = () => siteModel(getNodesByType, includeDrafts);
  const lastUpdated = {
    type: 'String',
    description: 'When the source file last changed in git (ISO 8601), or null when git does not date it (no history, a shallow clone).',
    resolve: (source: { sourceFile: string }) => contentDates().get(source.sourceFile) ?? null,
  };
  const lastUpdatedText = {
    type: 'String',
    description: "lastUpdated as readers see it, in the page's language (src/utils/dates.ts), or null with it.",
    resolve: (source: { sourceFile: string; locale: Locale }) => {
      const date = contentDates().get(source.sourceFile);
      return date ? formatDate(date, source.locale) : null;
    },
  };
  create({
    Query: {
      siteChrome: {
        type: 'JSON!',
        args: { locale: 'String!' },
        description: 'The navbar items resolved for one locale (routes and labels), with the configuration of each.',
        resolve: (_source: unknown, args: { locale: Locale }) => model().navbar[args.locale],
      },
    },
    BlogPost: {
      lastUpdated,
      lastUpdatedText,
      dateText: { resolve: (source: { date: string; locale: Locale }) => formatDate(source.date, source.locale) },
      year: { resolve: (source: { date: string }) => madridYear(source.date) },
    },
    MarkdownPage: { lastUpdated },
    Doc: {
      lastUpdated,
      lastUpdatedText,
      codeExample: {
        type: 'JSON',
        args: { after: 'String!', language: 'String!' },
        description: 'The first code block in `language` after the element with id `after` (a heading): { code, html, language }, or null.',
        resolve: (source: { content: string }, args: { after: string; language: string }, context: ResolverContext) => {
          const content = context.nodeModel.getNodeById<{ body: StoredJson<ContentNode> }>({ id: source.content, type: 'PageContent' });
          return content ? codeExampleAfter(loadJson(content.body), args.after, args.language) : null;
        },
      },
      trail: {
        type: '[Int!]!',
        description: "Positions in the doc's sidebar from the top down to the doc: the breadcrumbs and the categories shown open.",
        resolve: (source: { id: string }) => model().doc.get(source.id)?.trail ?? [],
      },
      tagLinks: {
        type: 'JSON!',
        description: "The doc's tags with their label and page in the doc's locale.",
        resolve: async (source: { locale: Locale; tags: string[] }, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll<{ tagId: string; label: Record<Locale, string> }>({ type: 'DocTag' });
          const defined = new Map([...entries].map((t) => [t.tagId, t]));
          return source.tags.flatMap((tag) => {
            const def = defined.get(tag);
            return def ? [{ label: def.label[source.locale], route: tagRoute(source.locale, tag) }] : [];
          });
        },
      },
    },
    ApiDocument: {
      operationTable: {
        type: 'JSON!',
        description: 'The operations with the route of the reference page that renders each (null if none does).',
        resolve: (source: ApiDocumentNode) =>
          source.operations.map((op) => ({ ...op, route: operationRoute(model(), source.locale, source.api, op.operationId) })),
      },
    },
    Sidebar: {
      entries: {
        type: 'JSON!',
        args: { locale: 'String!' },
        resolve: (source: { sidebarId: string }, args: { locale: Locale }) => model().sidebars[args.locale][source.sidebarId] ?? [],
      },
    },
  });
}

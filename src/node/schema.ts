import type { CreateResolversArgs } from 'gatsby';
import { otherLocale, type Locale } from '../utils/locale';
import siteConfig from '../../site.config';
import { resolveNavbar, type NavbarContext } from './navbar';
import { tagRoute } from '../utils/routes';
import { resolveSidebar, sidebarDocIds, type DocSummary, type SidebarItemDef } from './sidebars';
import { docSidebar } from './plan';

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
    headings: [Heading!]!
    sourceFile: String!
    contentFilePath: String!
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
    headings: [Heading!]!
    sourceFile: String!
    contentFilePath: String!
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
  findOne<T>(args: { type: string; query?: unknown }): Promise<T | null>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
interface DocNode extends DocSummary {
  locale: Locale;
  draft: boolean;
  navigation: { displayedSidebar?: string | null };
}
interface SidebarNode {
  sidebarId: string;
  items: SidebarItemDef[];
}
interface PageNode {
  slug: string;
  locale: Locale;
}

async function sidebarDefs(context: ResolverContext): Promise<Record<string, SidebarItemDef[]>> {
  const { entries } = await context.nodeModel.findAll<SidebarNode>({ type: 'Sidebar' });
  return Object.fromEntries([...entries].map((s) => [s.sidebarId, s.items]));
}

/** What the navbar needs of the listed docs and the sidebars of one locale. */
export function navbarContext(
  docs: Iterable<Pick<DocNode, 'docId' | 'route' | 'title' | 'sidebarLabel' | 'unlisted' | 'draft'>>,
  sidebars: Record<string, SidebarItemDef[]>,
  includeDrafts: boolean,
): NavbarContext {
  const listed = new Map<string, { route: string; title: string; sidebarLabel?: string | null }>();
  for (const doc of docs) {
    if (!doc.unlisted && (includeDrafts || !doc.draft)) listed.set(doc.docId, doc);
  }
  return {
    docs: listed,
    sidebars: Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, sidebarDocIds(items)])),
    versions: siteConfig.docs.versions,
  };
}

/** Computed fields: a doc's sidebar and twin, a sidebar and the navbar resolved for one locale. */
export function createResolvers({ createResolvers: create }: CreateResolversArgs, includeDrafts: boolean): void {
  create({
    Query: {
      siteChrome: {
        type: 'JSON!',
        args: { locale: 'String!' },
        description: 'The navbar items resolved for one locale (routes and labels), with the configuration of each.',
        resolve: async (_source: unknown, args: { locale: Locale }, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll<DocNode>({ type: 'Doc', query: { filter: { locale: { eq: args.locale } } } });
          const ctx = navbarContext(entries, await sidebarDefs(context), includeDrafts);
          return resolveNavbar(siteConfig.navbar.items, args.locale, ctx);
        },
      },
    },
    Doc: {
      sidebar: {
        type: 'String',
        resolve: async (source: DocNode, _args: unknown, context: ResolverContext) =>
          docSidebar(source, await sidebarDefs(context)),
      },
      tagLinks: {
        type: 'JSON!',
        description: "The doc's tags with their label and page in the doc's locale.",
        resolve: async (source: DocNode & { tags: string[] }, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll<{ tagId: string; label: Record<Locale, string> }>({ type: 'DocTag' });
          const defined = new Map([...entries].map((t) => [t.tagId, t]));
          return source.tags.flatMap((tag) => {
            const def = defined.get(tag);
            return def ? [{ label: def.label[source.locale], route: tagRoute(source.locale, tag) }] : [];
          });
        },
      },
      twin: {
        type: 'Doc',
        resolve: (source: DocNode, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({
            type: 'Doc',
            query: { filter: { docId: { eq: source.docId }, locale: { eq: otherLocale(source.locale) } } },
          }),
      },
    },
    MarkdownPage: {
      twin: {
        type: 'MarkdownPage',
        resolve: (source: PageNode, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({
            type: 'MarkdownPage',
            query: { filter: { slug: { eq: source.slug }, locale: { eq: otherLocale(source.locale) } } },
          }),
      },
    },
    Sidebar: {
      entries: {
        type: 'JSON!',
        args: { locale: 'String!' },
        resolve: async (source: SidebarNode, args: { locale: Locale }, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll<DocNode>({
            type: 'Doc',
            query: { filter: { locale: { eq: args.locale } } },
          });
          const docs = new Map<string, DocSummary>();
          for (const doc of entries) {
            docs.set(doc.docId, { ...doc, unlisted: doc.unlisted || (doc.draft && !includeDrafts) });
          }
          return resolveSidebar(source.items, args.locale, docs);
        },
      },
    },
  });
}

import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import DocPage, { type DocPageDoc } from '../theme/DocPage';
import type { NavbarModelItem } from '../theme/Navbar/types';
import type { SidebarEntry } from '../theme/DocSidebar/types';
import Seo from '../theme/Seo';
import { mdxComponents } from '../theme/MDXComponents';
import MDXContent, { type ContentNode } from '../theme/MDXContent';
import { markdownRoute } from '../utils/routes';
import type { OperationView } from '../openapi/types';
import { withOperationSections } from '../openapi/sections';
import { useTranslation } from '../hooks/useTranslation';
import { ApiDataProvider, type ApiDocumentData } from '../mdx/ApiReference/context';
import { ShopListProvider, type ShopFeature, type ShopPlatform } from '../mdx/ShopList/context';
import { JsonGeneratorProvider, type GeneratorOperation } from '../mdx/JsonGenerator/context';
import { TestingProvider, type Testing } from '../mdx/Testing/context';

interface DocData {
  doc: DocPageDoc & {
    description: string;
    content: { body: ContentNode };
    apiOperations: string[];
    apiOperationAnchors: string[];
  };
  chrome: NavbarModelItem[];
  sidebar: { entries: SidebarEntry[] } | null;
  prev: { title: string; sidebarLabel: string | null; route: string } | null;
  next: { title: string; sidebarLabel: string | null; route: string } | null;
  apiOperations: { nodes: { view: OperationView }[] };
  apiDocuments: { nodes: ApiDocumentData[] };
  /** Present only on pages that render <ShopList />. */
  shopFeatures?: { nodes: { featureId: string; label: ShopFeature['label'] }[] };
  shopPlatforms?: { nodes: (Omit<ShopPlatform, 'id'> & { platformId: string })[] };
  /** Present only on pages that render <ResponseCodes />, <ErrorCodes /> or <TestData />. */
  testing?: Testing | null;
  /** Present only on pages that render <JsonGenerator />. */
  generatorOperations?: { nodes: GeneratorOperation[] };
}

const NO_FEATURES: ShopFeature[] = [];
const NO_PLATFORMS: ShopPlatform[] = [];
const NO_OPERATIONS: GeneratorOperation[] = [];

interface DocContext {
  twinRoute: string | null;
  sidebar: string;
  usesShopList: boolean;
  usesJsonGenerator: boolean;
}

const link = (d: DocData['prev']) => (d ? { title: d.sidebarLabel ?? d.title, route: d.route } : null);

export default function DocTemplate({ data, pageContext }: PageProps<DocData, DocContext>): JSX.Element {
  const { doc: page, sidebar, prev, next, chrome } = data;
  const { t } = useTranslation();
  // "On this page" lists the sections of the API reference the page renders, as it lists the MDX's headings.
  const doc = React.useMemo(
    () => ({ ...page, headings: withOperationSections(page.headings, page.apiOperations, page.apiOperationAnchors, data.apiOperations.nodes.map((n) => n.view), (key) => t(key)) }),
    [page, data.apiOperations, t],
  );
  const shopFeatures = React.useMemo(
    () => data.shopFeatures?.nodes.map(({ featureId, label }) => ({ id: featureId, label })) ?? NO_FEATURES,
    [data.shopFeatures],
  );
  const shopPlatforms = React.useMemo(
    () => data.shopPlatforms?.nodes.map(({ platformId, ...platform }) => ({ id: platformId, ...platform })) ?? NO_PLATFORMS,
    [data.shopPlatforms],
  );
  return (
    <DocPage
      doc={doc}
      sidebarId={pageContext.sidebar || null}
      sidebar={sidebar?.entries ?? null}
      navbar={chrome}
      prev={link(prev)}
      next={link(next)}
      twinRoute={pageContext.twinRoute}
      wide={pageContext.usesShopList || pageContext.usesJsonGenerator}
    >
      <ApiDataProvider operations={data.apiOperations.nodes.map((n) => n.view)} documents={data.apiDocuments.nodes}>
        <ShopListProvider features={shopFeatures} platforms={shopPlatforms}>
          <JsonGeneratorProvider operations={data.generatorOperations?.nodes ?? NO_OPERATIONS}>
            <TestingProvider data={data.testing}>
              <MDXContent tree={doc.content.body} components={mdxComponents} />
            </TestingProvider>
          </JsonGeneratorProvider>
        </ShopListProvider>
      </ApiDataProvider>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<DocData, DocContext>): JSX.Element {
  const { doc } = data;
  return (
    <Seo
      locale={doc.locale}
      title={doc.title}
      description={doc.description}
      route={doc.route}
      twinRoute={pageContext.twinRoute}
      noindex={doc.unlisted}
    >
      {!doc.unlisted && !doc.draft && <link rel="alternate" type="text/markdown" href={markdownRoute(doc.route)} />}
    </Seo>
  );
}

export const query = graphql`
  query DocPage(
    $id: String!
    $sidebar: String!
    $prevId: String!
    $nextId: String!
    $language: String!
    $namespaces: [String!]!
    $apiOperations: [String!]!
    $apiOverviews: [String!]!
    $usesShopList: Boolean!
    $usesJsonGenerator: Boolean!
    $usesTesting: Boolean!
  ) {
    doc(id: { eq: $id }) {
      docId
      locale
      route
      sourceFile
      lastUpdated
      lastUpdatedText
      title
      description
      unlisted
      draft
      hideTableOfContents
      tagLinks
      trail
      content {
        body
      }
      headings {
        depth
        value
        id
      }
      apiOperations
      apiOperationAnchors
    }
    sidebar(sidebarId: { eq: $sidebar }) {
      entries(locale: $language)
    }
    prev: doc(id: { eq: $prevId }) {
      title
      sidebarLabel
      route
    }
    next: doc(id: { eq: $nextId }) {
      title
      sidebarLabel
      route
    }
    apiOperations: allApiOperation(filter: { key: { in: $apiOperations }, locale: { eq: $language } }, sort: { key: ASC }) {
      nodes {
        view
      }
    }
    apiDocuments: allApiDocument(filter: { api: { in: $apiOverviews }, locale: { eq: $language } }, sort: { api: ASC }) {
      nodes {
        api
        view
        operationTable
      }
    }
    shopFeatures: allShopFeature(sort: { position: ASC }) @include(if: $usesShopList) {
      nodes {
        featureId
        label
      }
    }
    shopPlatforms: allShopPlatform(sort: { position: ASC }) @include(if: $usesShopList) {
      nodes {
        platformId
        name
        pluginVersion
        minPlatformVersion
        features
        guide
        note
      }
    }
    testing: testingData @include(if: $usesTesting) {
      responseCodes
      errorCodes
      testData
    }
    generatorOperations: allApiOperation(filter: { locale: { eq: $language } }, sort: { key: ASC }) @include(if: $usesJsonGenerator) {
      nodes {
        key
        api
        operationId
        method
        path
        summary
        requestSchema
      }
    }
    ...PageChrome
  }
`;

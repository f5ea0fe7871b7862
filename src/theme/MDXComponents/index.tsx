import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Link from '../Link';
import CodeBlock from '../CodeBlock';
import Admonition from '../../mdx/Admonition';
import Tabs, { TabItem } from '../../mdx/Tabs';
import type { Props as ApiOperationProps } from '../../mdx/ApiReference/ApiOperation';
import type { Props as ApiOverviewProps } from '../../mdx/ApiReference/ApiOverview';
import type { Props as ConverterProps } from '../../mdx/MinorUnitsConverter';
import * as styles from './styles.module.css';

type CodeElement = React.ReactElement<{ className?: string; metastring?: string; html?: string; children?: React.ReactNode }>;

function Pre({ children }: { children?: React.ReactNode }): JSX.Element {
  const code = React.Children.only(children) as CodeElement;
  return (
    <CodeBlock className={code.props.className} metastring={code.props.metastring} html={code.props.html}>
      {String(code.props.children ?? '')}
    </CodeBlock>
  );
}

function Table(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  const { t } = useTranslation();
  // A wide table scrolls inside a focusable region so keyboard users can scroll it too.
  return (
    <div className={styles.tableWrapper} role="region" aria-label={t('docs.table.label')} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * A component that only some pages render, in a chunk of its own: a guide does not download the
 * API reference or the tools. The server renders it in full (Gatsby waits for every lazy
 * component); in the browser, React keeps that HTML until the chunk has loaded and then hydrates
 * it. After a client-side navigation nothing is shown until the chunk arrives.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: React.ComponentType<P> }>): React.ComponentType<P> {
  const Lazy = React.lazy(load) as unknown as React.ComponentType<P>;
  return function LazyMdxComponent(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
      </React.Suspense>
    );
  };
}

const ApiOperation = lazyComponent<ApiOperationProps>(() => import(/* webpackChunkName: "mdx-api-reference" */ '../../mdx/ApiReference/ApiOperation'));
const ApiOverview = lazyComponent<ApiOverviewProps>(() => import(/* webpackChunkName: "mdx-api-reference" */ '../../mdx/ApiReference/ApiOverview'));
const MinorUnitsConverter = lazyComponent<ConverterProps>(() => import(/* webpackChunkName: "mdx-converter" */ '../../mdx/MinorUnitsConverter'));
const ShopList = lazyComponent<Record<string, never>>(() => import(/* webpackChunkName: "mdx-shoplist" */ '../../mdx/ShopList'));
const JsonGenerator = lazyComponent<Record<string, never>>(() => import(/* webpackChunkName: "mdx-json-generator" */ '../../mdx/JsonGenerator'));

/** The components MDX content renders with; from Admonition on, available to authors without imports. */
export const mdxComponents = {
  a: Link,
  pre: Pre,
  table: Table,
  Admonition,
  Tabs,
  TabItem,
  ApiOperation,
  ApiOverview,
  MinorUnitsConverter,
  ShopList,
  JsonGenerator,
};

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Link from '../Link';
import CodeBlock from '../CodeBlock';
import Admonition from '../../mdx/Admonition';
import Tabs, { TabItem } from '../../mdx/Tabs';
import type { Props as ApiOperationProps } from '../../mdx/ApiReference/ApiOperation';
import type { Props as ApiOverviewProps } from '../../mdx/ApiReference/ApiOverview';
import type { Props as ConverterProps } from '../../mdx/MinorUnitsConverter';
import { lazyComponent } from '../../utils/lazyComponent';
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

// The API reference and the tools load in chunks of their own, with an error and Retry in place if
// a chunk cannot be downloaded (src/utils/lazyComponent.tsx).
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

import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import Link from '../Link';
import CodeBlock from '../CodeBlock';
import InlineCode from '../InlineCode';
import Admonition from '../../mdx/Admonition';
import Tabs, { TabItem } from '../../mdx/Tabs';
import type { Props as ApiOperationProps } from '../../mdx/ApiReference/ApiOperation';
import type { Props as ApiOverviewProps } from '../../mdx/ApiReference/ApiOverview';
import type { Props as ConverterProps } from '../../mdx/MinorUnitsConverter';
import type { Props as TestDataProps } from '../../mdx/Testing/TestData';
import { lazyComponent } from '../../utils/lazyComponent';
import type { MdxComponentName } from './names';
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

/** The text of a React tree, as a screen reader would read it (elements' props.children, recursively). */
export function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The elements of a given tag (MDX gives intrinsic elements as `type` strings) among a tree's children. */
function childrenOfType(node: React.ReactNode, type: string): React.ReactElement<{ children?: React.ReactNode }>[] {
  return React.Children.toArray(node).flatMap((child) => {
    if (!React.isValidElement<{ children?: React.ReactNode }>(child)) return [];
    // A fragment's children are the table's own (as a component may hand them over).
    if (child.type === React.Fragment) return childrenOfType(child.props.children, type);
    return child.type === type ? [child] : [];
  });
}

/**
 * What tells one table from another: its caption, or else the cells of its header row
 * ("Campo, Tipo, Descripción"). Empty when the table has neither.
 */
export function tableSummary(children: React.ReactNode): string {
  const caption = childrenOfType(children, 'caption')[0];
  if (caption) return textOf(caption).trim();
  const headerRow = childrenOfType(children, 'thead').flatMap((head) => childrenOfType(head.props.children, 'tr'))[0];
  if (!headerRow) return '';
  return childrenOfType(headerRow.props.children, 'th')
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
    .join(', ');
}

function Table(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  const { t } = useTranslation();
  const summary = tableSummary(props.children);
  // A wide table scrolls inside a focusable wrapper so keyboard users can scroll it too. A group,
  // not a region: a page has dozens of tables, and as landmarks they crowded the landmark list,
  // all named "Tabla" (issue #17). Named by its columns, so each can be told apart when focused.
  return (
    <div className={styles.tableWrapper} role="group" aria-label={summary ? t('docs.table.named', { summary }) : t('docs.table.label')} tabIndex={0}>
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
const ResponseCodes = lazyComponent<Record<string, never>>(() => import(/* webpackChunkName: "mdx-testing" */ '../../mdx/Testing/ResponseCodes'));
const ErrorCodes = lazyComponent<Record<string, never>>(() => import(/* webpackChunkName: "mdx-testing" */ '../../mdx/Testing/ErrorCodes'));
const TestData = lazyComponent<TestDataProps>(() => import(/* webpackChunkName: "mdx-testing" */ '../../mdx/Testing/TestData'));
const Currencies = lazyComponent<Record<string, never>>(() => import(/* webpackChunkName: "mdx-currencies" */ '../../mdx/Currencies'));

/**
 * The components content renders with (src/theme/MDXContent): the HTML tags Markdown makes that the
 * site styles (a, code, pre, table), then the components authors use without imports (names.ts).
 */
export const mdxComponents: Record<'a' | 'code' | 'pre' | 'table' | MdxComponentName, React.ElementType> = {
  a: Link,
  // Inline code; a code block's <code> is read by Pre, never rendered through this.
  code: InlineCode,
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
  ResponseCodes,
  ErrorCodes,
  TestData,
  Currencies,
};

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Link from '../Link';
import { useColorMode } from '../../contexts/ColorMode';
import CodeBlock from '../CodeBlock';
import Admonition from '../../mdx/Admonition';
import Tabs, { TabItem } from '../../mdx/Tabs';
import ApiOperation from '../../mdx/ApiReference/ApiOperation';
import ApiOverview from '../../mdx/ApiReference/ApiOverview';
import MinorUnitsConverter from '../../mdx/MinorUnitsConverter';
import ShopList from '../../mdx/ShopList';
import JsonGenerator from '../../mdx/JsonGenerator';
import * as styles from './styles.module.css';

type CodeElement = React.ReactElement<{ className?: string; metastring?: string; children?: React.ReactNode }>;

function Pre({ children }: { children?: React.ReactNode }): JSX.Element {
  const code = React.Children.only(children) as CodeElement;
  const { mode } = useColorMode();
  return (
    <CodeBlock className={code.props.className} metastring={code.props.metastring} mode={mode}>
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

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './styles.module.css';

export interface TocHeading {
  depth: number;
  value: string;
  id: string;
}

export interface Props {
  headings: TocHeading[];
  minLevel?: number;
  maxLevel?: number;
}

/** "On this page": links to the page's headings between two levels (2 to 3 by default), nested by level. */
export default function TOC({ headings, minLevel = 2, maxLevel = 3 }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const shown = headings.filter((h) => h.depth >= minLevel && h.depth <= maxLevel);
  if (shown.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        {t('docs.toc.title')}
      </p>
      <ul className={styles.list}>
        {shown.map((h) => (
          <li key={h.id} className={styles[`level${h.depth - minLevel}`]}>
            <a href={`#${h.id}`}>{h.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

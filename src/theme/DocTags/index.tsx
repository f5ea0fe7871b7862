import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

export interface TagSummary {
  id: string;
  label: string;
  description: string;
  count: number;
  route: string;
}

/** The docs tags index: every tag with how many docs carry it. */
export function TagsIndex({ tags }: { tags: TagSummary[] }): JSX.Element {
  const { t } = useTranslation();
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{t('docs.tags.title')}</h1>
      <p className={styles.lead}>{t('docs.tags.lead')}</p>
      <ul className={styles.tagGrid}>
        {tags.map((tag) => (
          <li key={tag.id} className={styles.tagCard}>
            <Link to={tag.route} className={styles.tagLink}>
              {tag.label}
            </Link>
            <span className={styles.count}>{t('docs.tags.count', { count: tag.count })}</span>
            <p>{tag.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

export interface TaggedDoc {
  route: string;
  title: string;
  description: string;
}

/** One tag's page: its description and the docs that carry it. */
export function TagPage({ label, description, docs, indexRoute }: { label: string; description: string; docs: TaggedDoc[]; indexRoute: string }): JSX.Element {
  const { t } = useTranslation();
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{t('docs.tags.tagTitle', { count: docs.length, label })}</h1>
      <p className={styles.lead}>{description}</p>
      <ul className={styles.docList}>
        {docs.map((doc) => (
          <li key={doc.route}>
            <Link to={doc.route} className={styles.docLink}>
              {doc.title}
            </Link>
            <p>{doc.description}</p>
          </li>
        ))}
      </ul>
      <Link to={indexRoute}>{t('docs.tags.all')}</Link>
    </main>
  );
}

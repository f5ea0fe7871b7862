import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

export interface PaginatorLink {
  title: string;
  route: string;
}

export interface Props {
  prev: PaginatorLink | null;
  next: PaginatorLink | null;
}

/** Previous and next docs in the sidebar's reading order. */
export default function Paginator({ prev, next }: Props): JSX.Element | null {
  const { t } = useTranslation();
  if (!prev && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={t('docs.paginator.label')}>
      {prev ? (
        <Link className={styles.link} to={prev.route} rel="prev">
          <span className={styles.sub}>{t('docs.paginator.previous')}</span>
          <span className={styles.title}>« {prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className={`${styles.link} ${styles.next}`} to={next.route} rel="next">
          <span className={styles.sub}>{t('docs.paginator.next')}</span>
          <span className={styles.title}>{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}

import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import type { SidebarEntry } from '../DocSidebar/types';
import * as styles from './styles.module.css';

export interface Props {
  /** The sidebar entries from the top down to the current doc (the site model's trail, src/node/siteModel.ts). */
  trail: SidebarEntry[];
}

/** Where the doc sits: the docs home, its categories and the doc itself. */
export default function Breadcrumbs({ trail }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (trail.length === 0) return null;
  const home = docRoute('index', locale);
  return (
    <nav className={styles.breadcrumbs} aria-label={t('docs.breadcrumbs.label')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={home} className={styles.link} aria-label={t('docs.breadcrumbs.home')}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" />
            </svg>
          </Link>
        </li>
        {trail.map((entry, i) => {
          const last = i === trail.length - 1;
          const href = 'href' in entry ? entry.href : undefined;
          return (
            <li key={`${entry.label}-${i}`} className={styles.item}>
              {last ? (
                <span className={styles.current} aria-current="page">
                  {entry.label}
                </span>
              ) : href && href !== home ? (
                <Link to={href} className={styles.link}>
                  {entry.label}
                </Link>
              ) : (
                <span className={styles.text}>{entry.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

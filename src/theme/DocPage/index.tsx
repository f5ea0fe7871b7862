import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Layout from '../Layout';
import DocSidebar from '../DocSidebar';
import type { SidebarEntry } from '../DocSidebar/types';
import TOC, { type TocHeading } from '../TOC';
import Paginator, { type PaginatorLink } from '../Paginator';
import * as styles from './styles.module.css';

export interface Props {
  docId: string;
  title: string;
  headings: TocHeading[];
  hideTableOfContents: boolean;
  unlisted: boolean;
  sidebar: SidebarEntry[] | null;
  prev: PaginatorLink | null;
  next: PaginatorLink | null;
  twinRoute: string | null;
  children: React.ReactNode;
}

/** A documentation page: sidebar, the article with its title, the table of contents and previous/next. */
export default function DocPage(props: Props): JSX.Element {
  const { t } = useTranslation();
  const { docId, title, headings, hideTableOfContents, unlisted, sidebar, prev, next, twinRoute, children } = props;
  const showToc = !hideTableOfContents && headings.some((h) => h.depth === 2 || h.depth === 3);
  return (
    <Layout twinRoute={twinRoute}>
      <div className={sidebar ? styles.withSidebar : styles.noSidebar}>
        {sidebar && (
          <div className={styles.sidebar}>
            <details className={styles.mobileMenu}>
              <summary>{t('docs.sidebar.mobileToggle')}</summary>
              <DocSidebar entries={sidebar} activeDocId={docId} />
            </details>
            <div className={styles.desktopSidebar}>
              <DocSidebar entries={sidebar} activeDocId={docId} />
            </div>
          </div>
        )}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <article className={styles.article}>
            {unlisted && (
              <p className={styles.unlisted} role="note">
                {t('docs.unlisted')}
              </p>
            )}
            <h1>{title}</h1>
            {children}
            <Paginator prev={prev} next={next} />
          </article>
          {showToc && (
            <aside className={styles.toc}>
              <TOC headings={headings} />
            </aside>
          )}
        </main>
      </div>
    </Layout>
  );
}

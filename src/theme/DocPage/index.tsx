import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Layout from '../Layout';
import DocSidebar from '../DocSidebar';
import type { SidebarEntry } from '../DocSidebar/types';
import ArticleLayout from '../ArticleLayout';
import type { TocHeading } from '../TOC';
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

/** A documentation page: the doc's sidebar beside the article, with previous/next at its end. */
export default function DocPage(props: Props): JSX.Element {
  const { t } = useTranslation();
  const { docId, title, headings, hideTableOfContents, unlisted, sidebar, prev, next, twinRoute, children } = props;
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
        <ArticleLayout
          title={title}
          headings={headings}
          hideTableOfContents={hideTableOfContents}
          before={
            unlisted && (
              <p className={styles.unlisted} role="note">
                {t('docs.unlisted')}
              </p>
            )
          }
          after={<Paginator prev={prev} next={next} />}
        >
          {children}
        </ArticleLayout>
      </div>
    </Layout>
  );
}

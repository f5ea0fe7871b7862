import React, { useEffect, useRef } from 'react';
import { Link } from 'gatsby';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import Layout from '../Layout';
import type { NavbarModelItem } from '../Navbar/types';
import DocSidebar from '../DocSidebar';
import type { SidebarEntry } from '../DocSidebar/types';
import { entriesOnTrail } from '../DocSidebar/trail';
import Breadcrumbs from '../Breadcrumbs';
import ArticleLayout from '../ArticleLayout';
import type { TocHeading } from '../TOC';
import Paginator, { type PaginatorLink } from '../Paginator';
import PageActions from '../PageActions';
import PageFeedback from '../PageFeedback';
import PageMeta from '../PageMeta';
import type { Locale } from '../../utils/locale';
import { useDocSidebarHidden } from '../../hooks/useDocSidebarHidden';
import * as styles from './styles.module.css';

export interface DocTag {
  label: string;
  route: string;
}

/** What the page shows of its doc, in the fields of the doc template's query. */
export interface DocPageDoc {
  docId: string;
  route: string;
  locale: Locale;
  /** The MDX file, for "Edit this page". */
  sourceFile: string;
  /** When the source file last changed in git; null when git does not say. */
  lastUpdated: string | null;
  /** lastUpdated in the page's language, formatted at build time. */
  lastUpdatedText: string | null;
  title: string;
  headings: TocHeading[];
  hideTableOfContents: boolean;
  unlisted: boolean;
  draft?: boolean;
  tagLinks?: DocTag[];
  /** Positions in the sidebar down to this doc (the site model's): the breadcrumbs and the open categories. */
  trail: number[];
}

export interface Props {
  doc: DocPageDoc;
  /** The id of the sidebar shown (null for pages without one, such as the tools). */
  sidebarId: string | null;
  sidebar: SidebarEntry[] | null;
  prev: PaginatorLink | null;
  next: PaginatorLink | null;
  navbar: NavbarModelItem[];
  twinRoute: string | null;
  /** A tool's page (the JSON generator, the shop list): its content takes the width it is given. */
  wide?: boolean;
  children: React.ReactNode;
}

/** A documentation page: the doc's sidebar beside the article, with breadcrumbs, tags and previous/next. */
export default function DocPage(props: Props): JSX.Element {
  const { t } = useTranslation();
  const { doc, sidebarId, sidebar, prev, next, navbar, twinRoute, wide = false, children } = props;
  const { docId, route, sourceFile, lastUpdated, lastUpdatedText, title, headings, hideTableOfContents, unlisted, draft, tagLinks: tags = [], trail: positions } = doc;
  // Only listed pages have a Markdown copy (src/node/markdownCopy.ts).
  const listed = !unlisted && !draft;
  const [sidebarHidden, setSidebarHidden] = useDocSidebarHidden();
  // The button pressed disappears: focus moves to the one that takes its place, not to <body>.
  const expandRef = useRef<HTMLButtonElement>(null);
  const collapseRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (sidebarHidden ? expandRef : collapseRef).current?.focus();
  }, [sidebarHidden]);
  const toggleSidebar = (hidden: boolean) => {
    moveFocus.current = true;
    setSidebarHidden(hidden);
  };
  const hideable = siteConfig.docs.hideableSidebar;
  const trail = sidebar ? entriesOnTrail(sidebar, positions) : [];

  const notices = (
    <>
      {unlisted && (
        <p className={styles.notice} role="note">
          {t('docs.unlisted')}
        </p>
      )}
      {draft && (
        <p className={styles.notice} role="note">
          {t('docs.draft')}
        </p>
      )}
      {siteConfig.docs.breadcrumbs && <Breadcrumbs trail={trail} />}
    </>
  );

  const footer = (
    <>
      <PageFeedback />
      {tags.length > 0 && (
        <div className={styles.tags}>
          <span className={styles.tagsLabel}>{t('docs.tags.label')}</span>
          <ul className={styles.tagList}>
            {tags.map((tag) => (
              <li key={tag.route}>
                <Link className={styles.tag} to={tag.route}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <PageMeta sourceFile={sourceFile} lastUpdated={lastUpdated} lastUpdatedText={lastUpdatedText} />
      <Paginator prev={prev} next={next} />
    </>
  );

  return (
    <Layout
      navbar={navbar}
      twinRoute={twinRoute}
      activeSidebar={sidebarId}
      secondaryMenu={sidebar ? <DocSidebar entries={sidebar} activeDocId={docId} trail={positions} /> : undefined}
    >
      <div className={clsx(sidebar ? styles.withSidebar : styles.noSidebar, sidebarHidden && styles.sidebarHidden)}>
        {sidebar && (
          <div className={styles.sidebar}>
            {sidebarHidden ? (
              <button
                ref={expandRef}
                type="button"
                className={styles.expandButton}
                onClick={() => toggleSidebar(false)}
                aria-label={t('docs.sidebar.show')}
                title={t('docs.sidebar.show')}
              >
                <span aria-hidden="true">»</span>
              </button>
            ) : (
              <div className={styles.desktopSidebar}>
                {/* The entries scroll above the button, which never covers the last of them. */}
                <div className={styles.sidebarEntries}>
                  <DocSidebar entries={sidebar} activeDocId={docId} trail={positions} />
                </div>
                {hideable && (
                  <button ref={collapseRef} type="button" className={styles.collapseButton} onClick={() => toggleSidebar(true)}>
                    <span aria-hidden="true">« </span>
                    {t('docs.sidebar.hide')}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
        <ArticleLayout
          title={title}
          headings={headings}
          hideTableOfContents={hideTableOfContents}
          wide={wide}
          actions={listed ? <PageActions route={route} /> : undefined}
          before={notices}
          after={footer}
        >
          {children}
        </ArticleLayout>
      </div>
    </Layout>
  );
}

import React from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import TOC, { TOCCollapsible, type TocHeading } from '../TOC';
import PageTitle from '../PageTitle';
import * as styles from './styles.module.css';

export interface Props {
  title: string;
  headings: TocHeading[];
  hideTableOfContents?: boolean;
  /** Shown above the title (notices such as "unlisted"). */
  before?: React.ReactNode;
  /** Shown after the content (previous/next). */
  after?: React.ReactNode;
  /** Shown beside the title (the page's actions menu). */
  actions?: React.ReactNode;
  /** Content that uses the width it is given (a tool), rather than a column of prose. */
  wide?: boolean;
  children: React.ReactNode;
}

/**
 * The main landmark of a content page: the article with its h1, and "On this page" beside it (under
 * the title, collapsed, at 996px and narrower). The
 * two are centred in the room they have; without "On this page" the article is centred alone, and a
 * tool's page (`wide`) takes up to the layout's full width.
 */
export default function ArticleLayout({ title, headings, hideTableOfContents, before, after, actions, wide = false, children }: Props): JSX.Element {
  const { t } = useTranslation();
  const showToc = !hideTableOfContents && headings.some((h) => h.depth === 2 || h.depth === 3);
  return (
    <main id="main-content" className={clsx(styles.main, !showToc && styles.noToc, wide && styles.wide)} tabIndex={-1}>
      <article className={styles.article}>
        {before}
        <PageTitle title={title} actions={actions} />
        {showToc && <TOCCollapsible headings={headings} />}
        {children}
        {after}
      </article>
      {/* Named: a complementary landmark without a name is one nobody can pick from a landmark list. */}
      {showToc && (
        <aside className={styles.toc} aria-label={t('docs.toc.aside')}>
          <TOC headings={headings} />
        </aside>
      )}
    </main>
  );
}

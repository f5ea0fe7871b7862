import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import TOC, { type TocHeading } from '../TOC';
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
  children: React.ReactNode;
}

/** The main landmark of a content page: the article with its h1, and "On this page" beside it. */
export default function ArticleLayout({ title, headings, hideTableOfContents, before, after, actions, children }: Props): JSX.Element {
  const { t } = useTranslation();
  const showToc = !hideTableOfContents && headings.some((h) => h.depth === 2 || h.depth === 3);
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <article className={styles.article}>
        {before}
        <PageTitle title={title} actions={actions} />
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

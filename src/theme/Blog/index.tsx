import React from 'react';
import type { HeadFC } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import Link from '../Link';
import Layout from '../Layout';
import type { NavbarModelItem } from '../Navbar/types';
import TOC, { type TocHeading } from '../TOC';
import { useLocale } from '../../hooks/useLocale';
import type { Locale } from '../../utils/locale';
import { blogRoute, feedRoutes } from '../../utils/routes';
import type { BlogAuthor, BlogChromeData, BlogPostSummary, BlogTag, ExcerptBlock } from './types';
import type { Inline } from '../../node/blog';
import { headText, type LocaleData } from '../../utils/headStrings';
import * as styles from './styles.module.css';
import InlineCode from '../InlineCode';
import { localizedHead, type LocalizedPageContext } from '../Seo';


export interface LayoutProps {
  navbar: NavbarModelItem[];
  twinRoute: string | null;
  chrome: BlogChromeData;
  /** "On this page" for a post. */
  headings?: TocHeading[];
  children: React.ReactNode;
}

/** The blog's frame: the page in the middle, recent posts and the blog's sections beside it. */
export function BlogLayout({ navbar, twinRoute, chrome, headings, children }: LayoutProps): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const showToc = Boolean(headings?.some((h) => h.depth === 2 || h.depth === 3));
  return (
    <Layout navbar={navbar} twinRoute={twinRoute}>
      <div className={styles.container}>
        <nav className={styles.sidebar} aria-label={t('blog.sidebar.label')}>
          <p className={styles.sidebarTitle}>{t('blog.sidebar.recent')}</p>
          <ul className={styles.sidebarList}>
            {chrome.recent.nodes.map((post) => (
              <li key={post.route}>
                <Link href={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
          <ul className={styles.sidebarList}>
            <li>
              <Link href={blogRoute(locale, 'archive')}>{t('blog.sidebar.archive')}</Link>
            </li>
            <li>
              <Link href={blogRoute(locale, 'authors')}>{t('blog.sidebar.authors')}</Link>
            </li>
            <li>
              <Link href={blogRoute(locale, 'tags')}>{t('blog.sidebar.tags')}</Link>
            </li>
          </ul>
          <p className={styles.sidebarTitle}>{t('blog.sidebar.feeds')}</p>
          <p className={styles.feeds}>
            <a href={feedRoutes(locale).rss} type="application/rss+xml">
              {t('blog.sidebar.rss')}
            </a>
            {' · '}
            <a href={feedRoutes(locale).atom} type="application/atom+xml">
              {t('blog.sidebar.atom')}
            </a>
          </p>
        </nav>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {showToc && headings && (
          <aside className={styles.toc} aria-label={t('docs.toc.aside')}>
            <TOC headings={headings} />
          </aside>
        )}
      </div>
    </Layout>
  );
}

/** The blog's pages that list something besides posts, by their route segment, with the prefix of their UI strings. */
const LIST_PAGES = { archive: 'blog.archive', authors: 'blog.authors', tags: 'blog.tagsPage' } as const;
type ListSection = keyof typeof LIST_PAGES;

/** One of those pages: its title and lead above the list it is given. */
export function BlogListPage({ section, children, ...layout }: Omit<LayoutProps, 'headings'> & { section: ListSection }): JSX.Element {
  const { t } = useTranslation();
  return (
    <BlogLayout {...layout}>
      <h1>{t(`${LIST_PAGES[section]}.title`)}</h1>
      <p>{t(`${LIST_PAGES[section]}.description`)}</p>
      {children}
    </BlogLayout>
  );
}

/** The `Head` of one of those pages: the same title and lead, its route, and the feeds. */
export function blogListHead<Data extends LocaleData>(section: ListSection): HeadFC<Data, LocalizedPageContext> {
  return localizedHead<Data, LocalizedPageContext>((data, locale) => ({
    title: headText(data, `${LIST_PAGES[section]}.title`),
    description: headText(data, `${LIST_PAGES[section]}.description`),
    route: blogRoute(locale, section),
    children: <FeedLinks locale={locale} />,
  }));
}

/** The feeds, for the document head of every blog page. */
export function FeedLinks({ locale }: { locale: Locale }): JSX.Element {
  const feeds = feedRoutes(locale);
  const title = (format: string) => (locale === 'es' ? `Blog de Tesela Developers (${format})` : `Tesela Developers blog (${format})`);
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title('RSS')} href={feeds.rss} />
      <link rel="alternate" type="application/atom+xml" title={title('Atom')} href={feeds.atom} />
    </>
  );
}

function InlineView({ nodes }: { nodes: Inline[] }): JSX.Element {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            return <React.Fragment key={i}>{node.value}</React.Fragment>;
          case 'code':
            return <InlineCode key={i}>{node.value}</InlineCode>;
          case 'strong':
            return (
              <strong key={i}>
                <InlineView nodes={node.children} />
              </strong>
            );
          case 'emphasis':
            return (
              <em key={i}>
                <InlineView nodes={node.children} />
              </em>
            );
          case 'link':
            return (
              <Link key={i} href={node.href}>
                <InlineView nodes={node.children} />
              </Link>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

export function Excerpt({ blocks }: { blocks: ExcerptBlock[] }): JSX.Element {
  return (
    <>
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i}>
            <InlineView nodes={block.children} />
          </p>
        ) : (
          React.createElement(
            block.ordered ? 'ol' : 'ul',
            { key: i },
            block.items.map((item, j) => (
              <li key={j}>
                <InlineView nodes={item} />
              </li>
            )),
          )
        ),
      )}
    </>
  );
}

/** Date, reading time and authors of a post. */
export function PostMeta({ post, authors }: { post: Pick<BlogPostSummary, 'date' | 'dateText' | 'readingTime' | 'authors'>; authors: BlogAuthor[] }): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const byId = new Map(authors.map((a) => [a.authorId, a]));
  return (
    <div className={styles.meta}>
      <p className={styles.dateLine}>
        <time dateTime={post.date}>{post.dateText}</time>
        {' · '}
        {t('blog.readingTime', { count: post.readingTime })}
      </p>
      <ul className={styles.authors} aria-label={t('blog.authorsOf')}>
        {post.authors.map((id) => {
          const author = byId.get(id);
          if (!author) return null;
          return (
            <li key={id} className={styles.author}>
              <img src={author.image} alt="" width={40} height={40} className={styles.avatar} loading="lazy" />
              <span>
                <a href={author.url} rel="noopener noreferrer" className={styles.authorName}>
                  {author.name}
                </a>
                <span className={styles.authorTitle}>{author.title[locale]}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function TagLinks({ tags, all }: { tags: string[]; all: BlogTag[] }): JSX.Element | null {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (tags.length === 0) return null;
  const byId = new Map(all.map((tag) => [tag.tagId, tag]));
  return (
    <ul className={styles.tags} aria-label={t('blog.tags')}>
      {tags.map((id) => (
        <li key={id}>
          <Link href={blogRoute(locale, 'tags', id)} className={styles.tag}>
            {byId.get(id)?.label[locale] ?? id}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One post in a list: its title, meta, excerpt and tags. */
export function PostPreview({ post, chrome, headingLevel = 2 }: { post: BlogPostSummary; chrome: BlogChromeData; headingLevel?: 2 | 3 }): JSX.Element {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.preview}>
      <Heading className={styles.previewTitle}>
        <Link href={post.route}>{post.title}</Link>
      </Heading>
      <PostMeta post={post} authors={chrome.blogAuthors.nodes} />
      <Excerpt blocks={post.excerpt} />
      <div className={styles.previewFooter}>
        <TagLinks tags={post.tags} all={chrome.blogTags.nodes} />
        {post.truncated && (
          <Link href={post.route} aria-label={t('blog.readMoreLabel', { title: post.title })} className={styles.readMore}>
            {t('blog.readMore')}
          </Link>
        )}
      </div>
    </article>
  );
}

export interface ListPage {
  page: number;
  pages: number;
  previous: string | null;
  next: string | null;
}

/** Newer and older pages of the list, and where the reader is. */
export function ListPaginator({ page }: { page: ListPage }): JSX.Element | null {
  const { t } = useTranslation();
  if (page.pages <= 1) return null;
  return (
    <nav className={styles.paginator} aria-label={t('blog.listPaginator.label')}>
      {page.previous ? (
        <Link href={page.previous} rel="prev" className={styles.pageLink}>
          ← {t('blog.listPaginator.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('blog.listPaginator.page', { page: page.page, pages: page.pages })}</span>
      {page.next ? (
        <Link href={page.next} rel="next" className={styles.pageLink}>
          {t('blog.listPaginator.older')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

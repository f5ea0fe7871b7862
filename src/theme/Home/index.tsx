import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import { localizePath } from '../../utils/locale';
import { formatDate } from '../Blog';
import areas from './areas.json';
import * as styles from './styles.module.css';

/**
 * The ways into the documentation the home page offers, in order: a doc and the key of its card's
 * texts (`home.areas.<key>` in the locales). The table is data and lives in areas.json.
 */
export const HOME_AREAS: readonly { key: string; docId: string }[] = areas;

export interface HomePost {
  route: string;
  title: string;
  date: string;
  description: string;
}

/** The portal's front page: what it offers, the search, a card for each product area and tool, the latest posts. */
export default function Home({ posts = [] }: { posts?: HomePost[] }): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const searchPage = siteConfig.search.searchPagePath ? localizePath(`/${siteConfig.search.searchPagePath}/`, locale) : null;
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline[locale]}</p>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={docRoute('documentation/intro', locale)}>
            {t('home.ctaStart')}
          </Link>
          <Link className={styles.secondary} to={docRoute('api/index', locale)}>
            {t('home.ctaApi')}
          </Link>
        </div>
        {searchPage && (
          <form className={styles.search} role="search" action={searchPage} method="get" aria-labelledby="home-search">
            <label id="home-search" htmlFor="home-search-input" className={styles.searchLabel}>
              {t('home.search.title')}
            </label>
            <div className={styles.searchRow}>
              <input
                id="home-search-input"
                className={styles.searchInput}
                type="search"
                name="q"
                maxLength={512}
                placeholder={t('home.search.placeholder')}
                required
              />
              <button type="submit" className="button-primary">
                {t('home.search.submit')}
              </button>
            </div>
          </form>
        )}
      </section>
      <section aria-labelledby="home-areas">
        <h2 id="home-areas">{t('home.areasTitle')}</h2>
        <ul className={styles.cards}>
          {HOME_AREAS.map((area) => (
            <li key={area.key} className={styles.card}>
              <h3>
                <Link to={docRoute(area.docId, locale)}>{t(`home.areas.${area.key}.title`)}</Link>
              </h3>
              <p>{t(`home.areas.${area.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {posts.length > 0 && (
        <section aria-labelledby="home-blog">
          <h2 id="home-blog">{t('home.blog.title')}</h2>
          <ul className={styles.cards}>
            {posts.map((post) => (
              <li key={post.route} className={styles.card}>
                <h3>
                  <Link to={post.route}>{post.title}</Link>
                </h3>
                <p>
                  <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                </p>
                <p>{post.description}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={localizePath('/blog/', locale)}>{t('home.blog.all')}</Link>
          </p>
        </section>
      )}
    </main>
  );
}

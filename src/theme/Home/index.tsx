import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import { localizePath } from '../../utils/locale';
import CodeBlock from '../CodeBlock';
import SearchForm from '../SearchForm';
import areas from './areas.json';
import * as styles from './styles.module.css';

export interface HomeArea {
  key: string;
  docId: string;
}

/**
 * The ways into the documentation the home page offers, in three groups (products, the rest of an
 * integration, reference and tools), each a doc and the key of its card's texts
 * (`home.areas.<key>` in the locales). The table is data and lives in areas.json.
 */
export const HOME_GROUPS: Readonly<Record<'products' | 'build' | 'reference', readonly HomeArea[]>> = areas;

export interface HomePost {
  route: string;
  title: string;
  date: string;
  /** The date in the post's language, formatted at build time. */
  dateText: string;
  description: string;
}

/** The first payment of the API introduction, as the build found it there (src/node/codeExample.ts). */
export interface FirstPayment {
  route: string;
  code: string;
  html: string | null;
  language: string;
}

/** Where the API introduction walks through the first payment (templates/home.tsx queries its code, after #send-the-payment). */
export const FIRST_PAYMENT = { docId: 'api/intro', heading: 'first-request' } as const;

function Cards({ group, locale }: { group: keyof typeof HOME_GROUPS; locale: 'es' | 'en' }): JSX.Element {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={`home-${group}`}>
      <h2 id={`home-${group}`}>{t(`home.groups.${group}`)}</h2>
      <ul className={styles[`cards${HOME_GROUPS[group].length % 3 === 0 ? 3 : 4}`]}>
        {HOME_GROUPS[group].map((area) => (
          <li key={area.key} className={styles.card}>
            <h3>
              <Link to={docRoute(area.docId, locale)}>{t(`home.areas.${area.key}.title`)}</Link>
            </h3>
            <p>{t(`home.areas.${area.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The portal's front page: what it offers and the main path (a first payment, with its code), the
 * search, the products, the rest of an integration, the reference and tools, the latest posts.
 */
export default function Home({ posts = [], firstPayment = null }: { posts?: HomePost[]; firstPayment?: FirstPayment | null }): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const walkthrough = `${docRoute(FIRST_PAYMENT.docId, locale)}#${FIRST_PAYMENT.heading}`;
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.intro}>
          <h1 id="home-title">{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline[locale]}</p>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} to={walkthrough}>
              {t('home.ctaStart')}
            </Link>
            <Link className={styles.secondary} to={docRoute('api/index', locale)}>
              {t('home.ctaApi')}
            </Link>
          </div>
          <SearchForm id="home-search" label={t('home.search.title')} className={styles.search} />
        </div>
        {firstPayment && (
          <figure className={styles.example} aria-labelledby="home-example">
            <figcaption id="home-example" className={styles.exampleTitle}>
              {t('home.example.title')}
            </figcaption>
            <CodeBlock className={`language-${firstPayment.language}`} html={firstPayment.html ?? undefined}>
              {firstPayment.code}
            </CodeBlock>
            <p className={styles.exampleLink}>
              <Link to={walkthrough}>{t('home.example.walkthrough')}</Link>
            </p>
          </figure>
        )}
      </section>
      <Cards group="products" locale={locale} />
      <Cards group="build" locale={locale} />
      <Cards group="reference" locale={locale} />
      {posts.length > 0 && (
        <section className={styles.section} aria-labelledby="home-blog">
          <h2 id="home-blog">{t('home.blog.title')}</h2>
          <ul className={styles.cards3}>
            {posts.map((post) => (
              <li key={post.route} className={styles.card}>
                <h3>
                  <Link to={post.route}>{post.title}</Link>
                </h3>
                <p className={styles.date}>
                  <time dateTime={post.date}>{post.dateText}</time>
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

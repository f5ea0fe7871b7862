import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import * as styles from './styles.module.css';

/** The ways into the documentation the home page offers: a doc and the key of its card's texts. */
export const HOME_AREAS = [
  { key: 'start', docId: 'documentation/intro' },
  { key: 'api', docId: 'api/index' },
  { key: 'firstRequest', docId: 'api/intro' },
  { key: 'threeDSecure', docId: 'documentation/risk/3dsecure' },
  { key: 'sca', docId: 'documentation/risk/sca' },
  { key: 'pci', docId: 'documentation/risk/pci_compliance' },
  { key: 'testing', docId: 'documentation/testing/response_codes' },
  { key: 'faq', docId: 'documentation/faq' },
] as const;

/** The portal's front page: what it offers and a card for each way in. */
export default function Home(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
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
    </main>
  );
}

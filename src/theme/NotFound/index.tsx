import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import * as styles from './styles.module.css';

/** The Page Not Found screen. */
export default function NotFound(): JSX.Element {
  const { t } = useTranslation();
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.lead')}</p>
      <p>{t('notFound.help')}</p>
    </main>
  );
}

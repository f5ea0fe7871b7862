import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Navbar from '../Navbar';
import Footer from '../Footer';
import * as styles from './styles.module.css';
import '../global.css';

export interface Props {
  children: React.ReactNode;
  /** Route of the same page in the other locale, or null when it has none. */
  twinRoute: string | null;
}

/** The chrome around every page: skip link, navbar, the main landmark and the footer. */
export default function Layout({ children, twinRoute }: Props): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <Navbar twinRoute={twinRoute} />
      <div className={styles.body}>{children}</div>
      <Footer />
    </div>
  );
}

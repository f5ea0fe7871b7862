import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import Navbar from '../Navbar';
import type { NavbarModelItem } from '../Navbar/types';
import Footer from '../Footer';
import ColorModeToggle from '../ColorModeToggle';
import AnnouncementBar from '../AnnouncementBar';
import BackToTopButton from '../BackToTopButton';
import ErrorBoundary from '../ErrorBoundary';
import CrashScreen from '../CrashScreen';
import * as styles from './styles.module.css';

export interface Props {
  children: React.ReactNode;
  /** The navbar resolved for the page's locale (the page query's `chrome`). */
  navbar: NavbarModelItem[];
  /** Route of the same page in the other locale, or null when it has none. */
  twinRoute: string | null;
  /** The sidebar of the doc being read (marks its navbar item active). */
  activeSidebar?: string | null;
  /** The doc sidebar for the mobile drawer. */
  secondaryMenu?: React.ReactNode;
}

/** The chrome around every page: skip link, navbar, the page and the footer. */
export default function Layout({ children, navbar, twinRoute, activeSidebar, secondaryMenu }: Props): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <AnnouncementBar />
      <Navbar
        items={navbar}
        twinRoute={twinRoute}
        activeSidebar={activeSidebar}
        secondaryMenu={secondaryMenu}
        extras={<ColorModeToggle />}
      />
      <div className={styles.body}>
        <ErrorBoundary
          fallback={({ error, tryAgain }) => (
            <CrashScreen
              error={error}
              tryAgain={tryAgain}
              strings={{ title: t('crash.title'), lead: t('crash.lead'), tryAgain: t('crash.tryAgain'), details: t('crash.details') }}
            />
          )}
        >
          {children}
        </ErrorBoundary>
      </div>
      <Footer />
      <BackToTopButton />
    </div>
  );
}

import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig, { type SiteConfig } from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import { useAnnouncementBar } from './useAnnouncementBar';
import * as styles from './styles.module.css';

export interface Props {
  /** The bar to show; defaults to `siteConfig.announcementBar` (tests pass their own). */
  config?: SiteConfig['announcementBar'];
}

/**
 * The site-wide notice above the navbar. Rendered on the server; a reader who closed it gets it
 * hidden before paint by the `announcementScript` attribute, then unmounted after hydration.
 */
export default function AnnouncementBar({ config = siteConfig.announcementBar }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { isActive, close } = useAnnouncementBar(config);
  if (!config || !isActive) return null;
  const { text, link, closeable } = config;
  return (
    // A labelled region: outside the header, the main content and the footer, it is a landmark of
    // its own (axe's `region` rule), which a screen reader can list and skip.
    <section className={styles.bar} aria-label={t('announcement.label')}>
      <p className={styles.content}>
        {text[locale]}
        {link && (
          <>
            {' '}
            <Link className={styles.link} to={`${docRoute(link.docId, locale)}${link.hash ? `#${link.hash}` : ''}`}>
              {link.label[locale]}
            </Link>
          </>
        )}
      </p>
      {closeable && (
        <button type="button" className={styles.close} aria-label={t('announcement.close')} onClick={close}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      )}
    </section>
  );
}

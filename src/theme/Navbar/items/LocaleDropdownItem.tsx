import React from 'react';
import { useTranslation } from '../../../hooks/useTranslation';
import siteConfig from '../../../../site.config';
import { useLocale } from '../../../hooks/useLocale';
import { LOCALES, localizePath } from '../../../utils/locale';
import { useLocationValue } from '../../../utils/locationChange';
import Dropdown from '../Dropdown';
import * as styles from '../styles.module.css';

export interface Props {
  /** The same page in the other locale, without query or hash (the current ones are added); null sends the reader to that locale's home. */
  twinRoute: string | null;
  mobile?: boolean;
}

/**
 * Keeps the query and hash of the current URL so a language switch lands on the same section (and
 * the search page on the same search), following changes made in place: a new hash, or the search
 * page's new query (replaceLocation).
 */
const readSuffix = (location: Location) => location.search + location.hash;

/** The language dropdown: the same page in every locale, keeping the query and the hash. */
export default function LocaleDropdownItem({ twinRoute, mobile }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const suffix = useLocationValue(readSuffix) ?? '';
  return (
    <Dropdown
      mobile={mobile}
      mobileLabel={t('navbar.languages')}
      ariaLabel={t('navbar.languageButton', { language: siteConfig.locales[locale].label })}
      label={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4a14 14 0 011.9 4h-3.8A14 14 0 0112 4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4H4.3zm.8 2h3a15.7 15.7 0 001.3 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6A15.7 15.7 0 008 8zm4 12a14 14 0 01-1.9-4h3.8A14 14 0 0112 20zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.7 15.7 0 001.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4h-3.4z"
            />
          </svg>
          <span>{siteConfig.locales[locale].label}</span>
        </>
      }
    >
      {LOCALES.map((l) => {
        const current = l === locale;
        const href = current ? null : twinRoute ? `${twinRoute}${suffix}` : localizePath('/', l);
        const lang = siteConfig.locales[l].htmlLang;
        return (
          <li key={l}>
            {href ? (
              <a className={styles.menuLink} href={href} hrefLang={lang} lang={lang}>
                {siteConfig.locales[l].label}
              </a>
            ) : (
              <span className={styles.menuCurrent} aria-current="true" lang={lang}>
                {siteConfig.locales[l].label}
              </span>
            )}
          </li>
        );
      })}
    </Dropdown>
  );
}

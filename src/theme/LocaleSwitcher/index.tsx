import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { LOCALES } from '../../utils/locale';
import * as styles from './styles.module.css';

export interface Props {
  /** The same page in the other locale; null when it has none (the switch then leads to that locale's home). */
  twinRoute: string | null;
}

/** The language switcher: links to the same page in each locale, keeping the query and the hash. */
export default function LocaleSwitcher({ twinRoute }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [suffix, setSuffix] = useState('');

  useEffect(() => {
    const update = () => setSuffix(window.location.search + window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);

  return (
    <ul className={styles.switcher} aria-label={t('navbar.languages')}>
      {LOCALES.map((l) => {
        const current = l === locale;
        const base = current ? null : (twinRoute ?? (siteConfig.locales[l].path ? `/${siteConfig.locales[l].path}/` : '/'));
        return (
          <li key={l}>
            {current ? (
              <span className={styles.current} aria-current="true" lang={siteConfig.locales[l].htmlLang}>
                {siteConfig.locales[l].label}
              </span>
            ) : (
              <a
                className={styles.link}
                href={`${base}${twinRoute ? suffix : ''}`}
                hrefLang={siteConfig.locales[l].htmlLang}
                lang={siteConfig.locales[l].htmlLang}
              >
                {siteConfig.locales[l].label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

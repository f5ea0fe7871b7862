import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { docRoute } from '../../utils/routes';
import * as styles from './styles.module.css';

/** The site footer: the configured links and the copyright line. */
export default function Footer(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { links, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.docId ?? link.href}>
              {link.docId ? (
                <Link to={docRoute(link.docId, locale)}>{link.label[locale]}</Link>
              ) : (
                <a href={link.href} rel="noopener noreferrer">
                  {link.label[locale]}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>{copyright[locale]}</p>
    </footer>
  );
}

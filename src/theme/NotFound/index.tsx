import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { localizePath, splitLocale } from '../../utils/locale';
import { docRoute } from '../../utils/routes';
import { READER_ADDRESS_ATTRIBUTE } from '../../utils/malformedPath';
import SearchForm from '../SearchForm';
import * as styles from './styles.module.css';

/**
 * The words of a missing address, as a query to start from: `/en/docs/api/paymnt/refund.html`
 * gives "paymnt refund". The locale, `docs`, `blog`, `api`, file extensions and ids made only of
 * digits say nothing of what the reader wanted, so they are left out.
 */
export function queryFromPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: read the address as it is.
  }
  const { path: rest } = splitLocale(path);
  const words = rest
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[/\-_.\s]+/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word && !['docs', 'blog', 'api', 'documentation', 'index', 'en', 'es'].includes(word) && !/^\d+$/.test(word));
  return [...new Set(words)].join(' ').slice(0, 100);
}

/** The Page Not Found screen: what happened, then a way on (a search started from the address, and the main pages). */
export default function NotFound(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [query, setQuery] = useState<string | undefined>(undefined);
  // The address is known only in the browser (the page is built once for every missing one). Under
  // a locale prefix Gatsby starts on the locale's 404 file, the reader's address kept aside until
  // the first render is done (src/utils/malformedPath.ts).
  useEffect(() => {
    const kept = document.documentElement.getAttribute(READER_ADDRESS_ATTRIBUTE);
    setQuery(queryFromPath(kept ? new URL(kept, window.location.href).pathname : window.location.pathname));
  }, []);
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.lead')}</p>
      <p>{t('notFound.help')}</p>
      <SearchForm key={query ?? ''} id="not-found-search" label={t('notFound.searchLabel')} defaultValue={query} className={styles.search} />
      <nav className={styles.wayOn} aria-labelledby="not-found-way-on">
        <h2 id="not-found-way-on">{t('notFound.wayOn')}</h2>
        <ul>
          <li>
            <Link to={localizePath('/', locale)}>{t('notFound.home')}</Link>
          </li>
          <li>
            <Link to={docRoute('documentation/intro', locale)}>{t('notFound.docs')}</Link>
          </li>
          <li>
            <Link to={docRoute('api/index', locale)}>{t('notFound.api')}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}

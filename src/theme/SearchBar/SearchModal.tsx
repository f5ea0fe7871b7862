import React, { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Link, navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient, type ModalTranslations } from '@docsearch/react';
import '@docsearch/css/dist/style.css';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { facetFilters, searchClientFor, type ClientSearchConfig } from '../../search/client';
import { RETRY_ERROR, type SearchRequest } from '../../search/types';
import { localizePath } from '../../utils/locale';
import * as styles from './modal.module.css';

export interface Props {
  config: ClientSearchConfig;
  initialQuery?: string;
  onClose: () => void;
}

/** Hits of an index built by a crawler carry absolute URLs; the site navigates by path. */
export function toSitePath(url: string): string {
  if (url.startsWith(siteConfig.url)) return url.slice(siteConfig.url.length) || '/';
  try {
    const parsed = new URL(url);
    if (typeof window !== 'undefined' && parsed.origin === window.location.origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    // Already a path.
  }
  return url;
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

/** Opens a hit in a new tab or window without leaving the page (modifier keys, middle click). */
const openElsewhere = ({ itemUrl }: { itemUrl: string }) => {
  window.open(itemUrl, '_blank', 'noopener');
};

/**
 * The DocSearch modal on this site's search client: local by default, Algolia when configured.
 * Rendered at the end of the document body, above everything.
 */
export default function SearchModal({ config, initialQuery, onClose }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = searchClientFor(config, locale);
  const searchPage = config.searchPagePath ? localizePath(`/${config.searchPagePath}/`, locale) : null;

  const transformSearchClient = useMemo(
    () => (original: DocSearchTransformClient): DocSearchTransformClient => ({
      ...original,
      search: ((input: { requests: SearchRequest[] }) => client.search(input)) as unknown as DocSearchTransformClient['search'],
    }),
    [client],
  );
  const translations = t('search.modal', { returnObjects: true }) as ModalTranslations;

  // DocSearch shows "Unable to fetch results" and then rethrows the error; the reader has been told, the console need not be.
  useEffect(() => {
    const quiet = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : event.error;
      if ((error as Error | undefined)?.name === RETRY_ERROR) event.preventDefault();
    };
    window.addEventListener('error', quiet);
    window.addEventListener('unhandledrejection', quiet);
    return () => {
      window.removeEventListener('error', quiet);
      window.removeEventListener('unhandledrejection', quiet);
    };
  }, []);

  return createPortal(
    <div className={config.provider === 'local' ? styles.local : undefined}>
      <DocSearchModal
        appId={config.provider === 'algolia' ? config.appId : 'local'}
        apiKey={config.provider === 'algolia' ? config.apiKey : 'local'}
        indexName={config.indexName}
        placeholder={t('search.placeholder')}
        translations={translations}
        initialQuery={initialQuery}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        onClose={onClose}
        searchParameters={{ facetFilters: facetFilters(config, locale) }}
        transformSearchClient={transformSearchClient}
        transformItems={(items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toSitePath(item.url) }))}
        hitComponent={Hit}
        navigator={{
          navigate: ({ itemUrl }) => {
            void navigate(itemUrl);
          },
          navigateNewTab: openElsewhere,
          navigateNewWindow: openElsewhere,
        }}
        getMissingResultsUrl={({ query }) =>
          `mailto:soporte@tesela.example?subject=${encodeURIComponent(t('search.missingSubject', { query }))}`
        }
        resultsFooterComponent={({ state }) =>
          searchPage ? (
            <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={onClose} className={styles.seeAll}>
              {t('search.seeAll', { count: Number(state.context.nbHits ?? 0) })}
            </Link>
          ) : null
        }
      />
    </div>,
    document.body,
  );
}

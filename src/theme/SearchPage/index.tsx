import React, { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { facetFilters, searchClientFor, type ClientSearchConfig } from '../../search/client';
import type { SearchHit, SearchResult } from '../../search/types';
import { groupByPage, readLocation, safeHighlight, sectionTitleHtml, shownQuery, visibleHits, writeLocation } from './results';
import { MAX_QUERY_LENGTH } from '../SearchForm';
import * as formStyles from '../SearchForm/styles.module.css';

export { MAX_QUERY_LENGTH };
import * as styles from './styles.module.css';

/** Spec: the search page accepts up to 512 characters and shows 20 hits a page. */
export const HITS_PER_PAGE = 20;
/** Words of context around a match on this page (the modal shows 10). */
const SNIPPET_WORDS = 30;
const TYPING_DELAY_MS = 200;
const STALL_MS = 300;

type Status = 'idle' | 'loading' | 'stalled' | 'done' | 'error';

export interface Props {
  config: ClientSearchConfig;
  /** `location.search` of the page. */
  search: string;
  /** Replaces the URL's query string without a navigation. */
  onLocationChange?: (search: string) => void;
}

function PageHits({ hits }: { hits: SearchHit[] }): JSX.Element | null {
  if (hits.length === 0) return null;
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => {
        const section = sectionTitleHtml(hit);
        const snippetHtml = hit.content ? hit._snippetResult?.content?.value : undefined;
        if (!section && !snippetHtml) return null;
        // One link per hit, as the modal's: the section's title and the snippet that matched.
        return (
          <li key={hit.objectID}>
            <Link to={hit.url} className={styles.hitLink}>
              {section && <span className={styles.section} dangerouslySetInnerHTML={{ __html: safeHighlight(section) }} />}
              {snippetHtml && <span className={styles.snippet} dangerouslySetInnerHTML={{ __html: safeHighlight(snippetHtml) }} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The search results page: a search field, the results grouped by page with highlighted snippets, and pages of 20. */
export default function SearchPage({ config, search, onLocationChange }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  const statusId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The server renders the page without a query; the URL's query is read once the page runs.
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The search loads with the page: the worker reads the index head the page preloads.
  useEffect(() => {
    searchClientFor(config, locale).prepare?.(locale);
  }, [config, locale]);

  // Back and forward (or a new ?q= link) bring their query with them.
  useEffect(() => {
    const next = readLocation(search, MAX_QUERY_LENGTH);
    // Not urgent either: the page around it may still be hydrating (see src/utils/hydrate.ts).
    startTransition(() => {
      setInput(next.query);
      setQuery(next.query);
      setPage(next.page);
    });
  }, [search]);

  // Typing searches after a short pause; the URL keeps the query.
  useEffect(() => {
    if (input === query) return undefined;
    const timer = window.setTimeout(() => {
      setQuery(input);
      setPage(0);
      onLocationChange?.(writeLocation(input.trim(), 0));
    }, TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, query, onLocationChange]);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setStatus('idle');
      setResult(null);
      return undefined;
    }
    let active = true;
    setStatus('loading');
    const stall = window.setTimeout(() => active && setStatus('stalled'), STALL_MS);
    searchClientFor(config, locale)
      .search({
        requests: [
          {
            indexName: config.indexName,
            query: text,
            page,
            hitsPerPage: HITS_PER_PAGE,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            facetFilters: facetFilters(config, locale),
          },
        ],
      })
      .then(
        ({ results }) => {
          if (!active) return;
          // A transition: React draws the page of hits in short slices, not in one long task.
          startTransition(() => {
            setResult(results[0]);
            setStatus('done');
          });
        },
        () => {
          if (active) setStatus('error');
        },
      )
      .finally(() => window.clearTimeout(stall));
    return () => {
      active = false;
      window.clearTimeout(stall);
    };
  }, [config, locale, query, page, attempt]);

  const goTo = useCallback(
    (next: number) => {
      setPage(next);
      onLocationChange?.(writeLocation(query.trim(), next));
      headingRef.current?.focus();
      window.scrollTo({ top: 0 });
    },
    [query, onLocationChange],
  );

  const text = query.trim();
  const shown = shownQuery(text);
  const groups = result ? groupByPage(result.hits) : [];
  const pages = result?.nbPages ?? 0;
  // A page number past the last one (an old link, a hand-edited URL): say so instead of an empty list.
  const pastEnd = status === 'done' && result !== null && result.nbHits > 0 && page >= pages;
  const lastPage = Math.max(0, pages - 1);

  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      {/* A long query is cut where it is shown; the whole of it stays in the field and in the title. */}
      <h1 ref={headingRef} tabIndex={-1} className={styles.title} title={shown !== text ? text : undefined}>
        {text ? t('search.page.titleWithQuery', { query: shown }) : t('search.page.title')}
      </h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(input);
          setPage(0);
          onLocationChange?.(writeLocation(input.trim(), 0));
        }}
      >
        <label htmlFor={inputId} className={formStyles.label}>
          {t('search.page.inputLabel')}
        </label>
        <div className={formStyles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            className={formStyles.input}
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            onChange={(event) => setInput(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          />
          <button type="submit" className={`button-primary ${styles.submit}`}>
            {t('search.page.submit')}
          </button>
        </div>
      </form>

      <div id={statusId} className={styles.status} role="status" aria-live="polite">
        {status === 'idle' && <p>{t('search.page.empty')}</p>}
        {status === 'stalled' && <p>{t('search.page.loading')}</p>}
        {status === 'done' && result?.language && result.nbHits > 0 && <p>{t('search.page.otherLanguage', { query: shown })}</p>}
        {status === 'done' && result && result.nbHits > 0 && <p>{t('search.page.count', { count: result.nbHits, query: shown })}</p>}
        {pastEnd && (
          <p>
            {t('search.page.pastEnd', { count: pages, query: shown })}{' '}
            {/* A real link (it can be opened elsewhere or copied); a plain click stays on this page. */}
            <a
              href={writeLocation(text, lastPage)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                goTo(lastPage);
              }}
            >
              {t('search.page.lastPage')}
            </a>
          </p>
        )}
        {status === 'done' && result && result.nbHits === 0 && (
          <>
            <p className={styles.noResults}>{t('search.page.noResults')}</p>
            <p>{t('search.page.noResultsHelp')}</p>
          </>
        )}
      </div>
      {status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('search.page.error')}</p>
          <button
            type="button"
            className={`button-primary ${styles.retry}`}
            onClick={() => {
              setAttempt((a) => a + 1);
              // The button goes away with the error: focus moves to the heading, not to <body>.
              headingRef.current?.focus();
            }}
          >
            {t('search.page.retry')}
          </button>
        </div>
      )}

      {(status === 'done' || status === 'loading' || status === 'stalled') && groups.length > 0 && (
        <ol className={styles.results}>
          {groups.map((group) => (
            <li key={group.url} className={styles.page} lang={result?.language}>
              {/* The page's place in the site, as the modal's breadcrumbs: its group, then the page. */}
              <p className={styles.group}>{group.group}</p>
              <h2 className={styles.pageTitle}>
                <Link to={group.url}>{group.title}</Link>
              </h2>
              <PageHits hits={visibleHits(group.hits)} />
            </li>
          ))}
        </ol>
      )}

      {status === 'done' && pages > 1 && !pastEnd && (
        <nav className={styles.pagination} aria-label={t('search.page.pagination')}>
          <button type="button" className={`button-primary ${styles.pageButton}`} disabled={page === 0} onClick={() => goTo(page - 1)}>
            {t('search.page.previous')}
          </button>
          <span className={styles.pageOf}>{t('search.page.pageOf', { page: page + 1, pages })}</span>
          <button type="button" className={`button-primary ${styles.pageButton}`} disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
            {t('search.page.next')}
          </button>
        </nav>
      )}
    </main>
  );
}

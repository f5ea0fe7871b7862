import React, { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link, navigate } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
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
  /** Called once the modal has mounted and DocSearch has focused its input. */
  onReady?: () => void;
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

/** A hit; one in another language than the page's (the fallback of withLanguageFallback) says so to screen readers and browsers. */
function Hit({ hit, children }: { hit: { url: string; language?: string }; children: React.ReactNode }): JSX.Element {
  const { locale } = useLocale();
  const other = hit.language && hit.language !== locale ? hit.language : undefined;
  return (
    <Link to={hit.url} lang={other} hrefLang={other}>
      {children}
    </Link>
  );
}

/**
 * Hits in another language than the page's (when nothing was found in the page's): their group
 * title says which language, so the reader knows before opening one.
 */
export function labelLanguage<T extends { hierarchy: { lvl0: string }; language?: string }>(item: T, locale: string, names: Record<string, string>): T {
  if (!item.language || item.language === locale || !names[item.language]) return item;
  const lvl0 = `${item.hierarchy.lvl0} (${names[item.language]})`;
  const highlighted = (item as { _highlightResult?: { hierarchy?: { lvl0?: { value: string } } } })._highlightResult;
  return {
    ...item,
    hierarchy: { ...item.hierarchy, lvl0 },
    ...(highlighted?.hierarchy?.lvl0 ? { _highlightResult: { ...highlighted, hierarchy: { ...highlighted.hierarchy, lvl0: { ...highlighted.hierarchy.lvl0, value: lvl0 } } } } : {}),
  };
}

/** Opens a hit in a new tab or window without leaving the page (modifier keys, middle click). */
const openElsewhere = ({ itemUrl }: { itemUrl: string }) => {
  window.open(itemUrl, '_blank', 'noopener');
};

interface Flag {
  get: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

function createFlag(): Flag {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The native setter of an input's value: React's change tracking sees what it sets as typed. */
function setInputValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
}

/**
 * Spaces before the first word are no part of a query. DocSearch searches for any query that is
 * not empty, so a query of spaces said "No results for" a blank; it is dropped as it is typed (before
 * DocSearch reads the input), which keeps the start screen, recent and favourite searches, on screen.
 */
function dropLeadingSpaces(event: Event): void {
  const input = event.target as HTMLInputElement | null;
  if (!input?.classList?.contains('DocSearch-Input')) return;
  const removed = input.value.length - input.value.trimStart().length;
  if (removed === 0) return;
  const caret = input.selectionStart;
  setInputValue(input, input.value.slice(removed));
  if (caret !== null) input.setSelectionRange(Math.max(0, caret - removed), Math.max(0, caret - removed));
}

/**
 * The error screen of a failed search, drawn in DocSearch's dropdown in place of its content while
 * the input holds a query (an empty one shows the start screen, never the error).
 */
function FailedSearch({ failure, title, help }: { failure: Flag; title?: string; help?: string }): JSX.Element | null {
  const failed = useSyncExternalStore(failure.subscribe, failure.get, () => false);
  const [typed, setTyped] = useState(true);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    const follow = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target?.classList.contains('DocSearch-Input')) setTyped((target as HTMLInputElement).value.trim() !== '');
      else if (target?.classList.contains('DocSearch-Form')) setTyped(false);
    };
    document.addEventListener('input', follow, true);
    document.addEventListener('reset', follow, true);
    return () => {
      document.removeEventListener('input', follow, true);
      document.removeEventListener('reset', follow, true);
    };
  }, []);

  const show = failed && typed;
  useEffect(() => {
    setDropdown(show ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [show]);

  if (!dropdown) return null;
  return createPortal(
    <div className={`DocSearch-ErrorScreen ${styles.error}`} role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    dropdown,
  );
}

/**
 * The DocSearch modal on this site's search client: local by default, Algolia when configured.
 * Rendered at the end of the document body, above everything.
 */
export default function SearchModal({ config, initialQuery, onClose, onReady }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = searchClientFor(config, locale);
  // The reader has asked for search: the index starts loading now, not on the first keystroke.
  useEffect(() => client.prepare?.(locale), [client, locale]);
  useEffect(() => {
    document.addEventListener('input', dropLeadingSpaces, true);
    return () => document.removeEventListener('input', dropLeadingSpaces, true);
  }, []);
  // After DocSearch's own effects (a child's run first), which focus its input: keys go there now.
  useEffect(() => onReady?.(), [onReady]);
  // DocSearch reads initialQuery once, when it mounts. Keys typed after that and before the navbar
  // knows the modal is ready still go to the navbar's query (useSearchShortcuts), which comes back
  // here: it is put into the input, as typing would, so that no key is lost.
  const startQuery = initialQuery?.trimStart();
  const mountedWith = useRef(startQuery);
  useEffect(() => {
    if (startQuery === undefined || startQuery === mountedWith.current) return;
    mountedWith.current = startQuery;
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    setInputValue(input, startQuery);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [startQuery]);
  const searchPage = config.searchPagePath ? localizePath(`/${config.searchPagePath}/`, locale) : null;

  // DocSearch 3.9 draws its error screen and then autocomplete sets the status back to idle, which
  // leaves "No results for…" on screen. The modal keeps its own record of a failed search instead,
  // outside React state: re-rendering DocSearchModal would rebuild its autocomplete and lose the query.
  const failure = useMemo(() => createFlag(), []);
  const transformSearchClient = useMemo(
    () => (original: DocSearchTransformClient): DocSearchTransformClient => ({
      ...original,
      search: (async (input: { requests: SearchRequest[] }) => {
        try {
          const response = await client.search(input);
          failure.set(false);
          return response;
        } catch (error) {
          failure.set(true);
          throw error;
        }
      }) as unknown as DocSearchTransformClient['search'],
    }),
    [client, failure],
  );
  const translations = t('search.modal', { returnObjects: true }) as ModalTranslations;
  // DocSearch rebuilds its autocomplete (and loses what is on screen: a hit being saved as a
  // favourite, the results) whenever one of these changes identity, so they are made once: a
  // re-render of the page around the modal (the navbar hiding on scroll) must not reach them.
  const searchParameters = useMemo(() => ({ facetFilters: facetFilters(config, locale) }), [config, locale]);
  const languageNames = useMemo(() => t('search.inLanguage', { returnObjects: true }) as Record<string, string>, [t]);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => labelLanguage({ ...item, url: toSitePath(item.url) }, locale, languageNames)),
    [locale, languageNames],
  );
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => {
        void navigate(itemUrl);
      },
      navigateNewTab: openElsewhere,
      navigateNewWindow: openElsewhere,
    }),
    [],
  );

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
    // DocSearch closes on a mousedown on its backdrop (the container itself) but lets the browser go
    // on to focus what was clicked: the backdrop, removed at once, so focus fell to <body> after
    // onClose had put it back on the search button. Preventing that default keeps it there. (The
    // wrapper only passes on a mousedown of DocSearch's own backdrop, which is its keyboard-reachable button.)
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={config.provider === 'local' ? styles.local : undefined}
      onMouseDown={(event) => {
        if ((event.target as Element).classList.contains('DocSearch-Container')) event.preventDefault();
      }}
    >
      <DocSearchModal
        appId={config.provider === 'algolia' ? config.appId : 'local'}
        apiKey={config.provider === 'algolia' ? config.apiKey : 'local'}
        indexName={config.indexName}
        placeholder={t('search.placeholder')}
        translations={translations}
        initialQuery={startQuery}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        onClose={onClose}
        searchParameters={searchParameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={navigator}
        getMissingResultsUrl={({ query }) =>
          `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(t('search.missingSubject', { query }))}`
        }
        resultsFooterComponent={({ state }) =>
          searchPage ? (
            <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={onClose} className={styles.seeAll}>
              {t('search.seeAll', { count: Number(state.context.nbHits ?? 0) })}
            </Link>
          ) : null
        }
      />
      <FailedSearch failure={failure} title={translations.errorScreen?.titleText} help={translations.errorScreen?.helpText} />
    </div>,
    document.body,
  );
}

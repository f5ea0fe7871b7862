import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { useSearchShortcuts } from '../../hooks/useSearchShortcuts';
import { loadable } from '../../utils/loadable';
import { keepTabInside } from '../../utils/focusTrap';
import type { ClientSearchConfig } from '../../search/client';
import { prepareSearchWorker } from '../../search/spawnWorker';
import * as styles from './styles.module.css';

const loadModal = () => import(/* webpackChunkName: "search-modal" */ './SearchModal');
const loadClient = () => import(/* webpackChunkName: "search-client" */ '../../search/client');

/**
 * The modal's place while its code loads: a dialog named like the search button. If the code cannot
 * be downloaded, focus moves to Retry and stays in the dialog (Tab cannot reach the page behind
 * it); Escape closes it (useSearchShortcuts). While it loads, focus stays where it was, so that the
 * keys typed meanwhile are kept for the query.
 */
function LoadingDialog({ failed, children }: { failed: boolean; children: React.ReactNode }): JSX.Element {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!failed || !box) return undefined;
    box.querySelector('button')?.focus();
    // Retry is the dialog's only control: Tab and Shift+Tab stay on it.
    const keepFocusInside = (event: KeyboardEvent) => keepTabInside(box, event);
    box.addEventListener('keydown', keepFocusInside);
    return () => box.removeEventListener('keydown', keepFocusInside);
  }, [failed]);
  return (
    <div className={styles.loadingBackdrop} role="dialog" aria-modal="true" aria-label={t('search.button.label')} data-search-loading="">
      <div ref={boxRef} className={styles.loadingBox}>
        {children}
      </div>
    </div>
  );
}

// The modal (DocSearch and the search client) loads on first use, so the first page load pays nothing for it.
const SearchModal = loadable(loadModal, {
  frame: (content, { error }) => <LoadingDialog failed={error !== null && error !== undefined}>{content}</LoadingDialog>,
});

export interface Props {
  config: ClientSearchConfig;
}

declare const __PATH_PREFIX__: string | undefined;

/** The site's base path, as the search client reads it. */
function pathPrefix(): string {
  return typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
}

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** The navbar's search button and the keyboard shortcuts that open the search modal. */
export default function SearchBar({ config }: Props): JSX.Element {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // Whether the open modal has mounted (its code has loaded): until then, typing goes to initialQuery.
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  // Server-rendered as Ctrl; Apple devices see ⌘ once the page runs.
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => setModifier(isApple() ? '⌘' : 'Ctrl'), []);

  const { locale } = useLocale();
  // As soon as the reader shows an intent to search (hover, focus, touch, the shortcut), start
  // downloading the modal's code and the search itself: the worker and the index head.
  const preload = useCallback(() => {
    // The worker starts at once: its file and the index head load while the modal's code does.
    if (config.provider === 'local') prepareSearchWorker({ language: locale, defaultLanguage: locale, basePath: pathPrefix() });
    loadModal().catch(() => undefined);
    loadClient()
      .then(({ prepareSearch }) => prepareSearch(config, locale))
      .catch(() => undefined);
  }, [config, locale]);

  const onOpen = useCallback(() => {
    preload();
    setIsOpen(true);
  }, [preload]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setReady(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (key: string) => {
      preload();
      setInitialQuery((query = '') => (key === 'Backspace' ? [...query].slice(0, -1).join('') : query + key));
      setIsOpen(true);
    },
    [preload],
  );
  useSearchShortcuts({ isOpen, isLoading: isOpen && !ready, onOpen, onClose, onInput, buttonRef });

  return (
    <>
      <span className={styles.wrapper}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.button}
          aria-label={t('search.button.label')}
          aria-keyshortcuts="Control+K Meta+K /"
          aria-haspopup="dialog"
          title={t('search.button.shortcut', { keys: `${modifier} K` })}
          onClick={onOpen}
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
        >
          <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth="2"
            />
          </svg>
          <span className={styles.text}>{t('search.button.text')}</span>
        </button>
        {/*
          The keys are a hint for the eye, drawn over the button's end but outside it: inside, their
          text would be visible text missing from the button's name (WCAG 2.5.3, label in name). The
          shortcut reaches assistive technology through aria-keyshortcuts and the title.
        */}
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{modifier}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </span>
      {isOpen && <SearchModal config={config} initialQuery={initialQuery} onClose={onClose} onReady={onReady} />}
    </>
  );
}

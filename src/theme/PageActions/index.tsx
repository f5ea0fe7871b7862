import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { markdownRoute } from '../../utils/routes';
import * as styles from './styles.module.css';

export interface Props {
  /** The page's route; its Markdown copy is at markdownRoute(route). */
  route: string;
}

/** Where an assistant opens with a prompt: plain links, no script of theirs is loaded. */
export const ASSISTANTS = [
  { key: 'chatgpt', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { key: 'claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
] as const;

/** How long the copy's confirmation stays on screen. */
const STATUS_MS = 5000;

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/**
 * "Copy page": a menu button (WAI-ARIA menu button pattern) to copy the page's Markdown, view it,
 * or open it in ChatGPT or Claude. Enter, Space and ↓ open the menu on its first item, ↑ on its
 * last; ↑ ↓ Home End move, Escape closes it and returns to the button, Tab closes it and moves on.
 * The copy's outcome is announced in a status region.
 */
export default function PageActions({ route }: Props): JSX.Element {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const markdown = markdownRoute(route);
  const prompt = t('docs.pageActions.prompt', { url: `${siteConfig.url}${markdown}` });

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    const target = focusOnOpen.current === 'last' ? list[list.length - 1] : list[0];
    target?.focus();
    focusOnOpen.current = null;
    // A pointer down outside closes the menu, as a click elsewhere does in any menu.
    const onPointerDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (!menuRef.current?.contains(node) && !buttonRef.current?.contains(node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // The confirmation is announced at once, then leaves the page after a few seconds.
  useEffect(() => {
    if (status.kind === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key] + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a link item too, as it does a button item.
      event.preventDefault();
      document.activeElement.click();
    }
  };

  const copy = async () => {
    close(true);
    try {
      const response = await fetch(markdown);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  return (
    <div className={styles.actions}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {t('docs.pageActions.button')}
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
            <span className={styles.itemLabel}>{t('docs.pageActions.copy')}</span>
            <span className={styles.hint}>{t('docs.pageActions.copyHint')}</span>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={markdown} type="text/markdown" onClick={() => close(false)}>
            <span className={styles.itemLabel}>{t('docs.pageActions.view')}</span>
            <span className={styles.hint}>{t('docs.pageActions.viewHint')}</span>
          </a>
        </li>
        {ASSISTANTS.map((assistant) => (
          <li role="none" key={assistant.key}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={assistant.url(prompt)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}
            >
              <span className={styles.itemLabel}>{t(`docs.pageActions.${assistant.key}`)}</span>
              <span className={styles.hint}>{t('docs.pageActions.askHint')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={status.kind === 'idle' ? styles.silent : styles.status}>
        {status.kind === 'copied' && t('docs.pageActions.copied')}
        {status.kind === 'failed' && t('docs.pageActions.copyFailed')}
      </p>
    </div>
  );
}

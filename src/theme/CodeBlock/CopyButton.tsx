import React, { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

/** How long (ms) the "copied" confirmation stays. */
export const COPIED_DURATION = 2000;

/** Copies with a hidden textarea and `execCommand('copy')`, for browsers without the async Clipboard API. */
function copyWithTextarea(text: string): boolean {
  const previousFocus = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.focus({ preventScroll: true });
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previousFocus?.focus();
  return copied;
}

/** Writes `text` to the clipboard; resolves to false when no method worked. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or insecure context: try the legacy way.
    }
  }
  return copyWithTextarea(text);
}

export interface Props {
  /** The exact text to copy. */
  code: string;
  className?: string;
}

/**
 * "Copy code" button for a code block. After a successful copy it shows "Copied" for 2 seconds,
 * in a polite live region so screen readers announce it too.
 */
export default function CopyButton({ code, className }: Props): JSX.Element {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = useCallback(async () => {
    if (!(await copyToClipboard(code))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_DURATION);
  }, [code]);

  return (
    <div className={clsx(styles.copy, className)}>
      <span className={clsx(styles.copyStatus, !copied && styles.copyStatusEmpty)} aria-live="polite">
        {copied ? t('codeBlock.copied') : ''}
      </span>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={t('codeBlock.copy')}
        title={t('codeBlock.copy')}
        onClick={() => void onClick()}
      >
        {copied ? (
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
          </svg>
        ) : (
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <rect x="8.5" y="8.5" width="11" height="11" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        )}
      </button>
    </div>
  );
}

import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../utils/storage';
import * as styles from './styles.module.css';

export type Answer = 'yes' | 'no';

/** Where a reader's answer for a page is remembered (one key per page path). */
export const feedbackKey = (path: string): string => `${STORAGE_KEYS.feedbackPrefix}${path}`;

/** The event analytics receive: its name and parameters. */
export const FEEDBACK_EVENT = 'page_feedback';

interface Gtag {
  gtag?: (command: 'event', name: string, params: Record<string, string>) => void;
}

function remembered(path: string): Answer | null {
  const value = readStorage(feedbackKey(path));
  return value === 'yes' || value === 'no' ? value : null;
}

/**
 * "Was this page helpful?" at the end of a docs page. An answer sends one analytics event with the
 * page and the answer when analytics are configured (gtag is on the page only then), nothing
 * otherwise; either way the reader is thanked and the answer is remembered for that page, so the
 * question is not asked again.
 */
export default function PageFeedback(): JSX.Element {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  // Read after hydration: the server's HTML always asks.
  useEffect(() => setAnswer(remembered(window.location.pathname)), []);
  // The button pressed goes away: focus moves to the thanks that take its place, not to <body>.
  useEffect(() => {
    if (answer && moveFocus.current) thanksRef.current?.focus();
    moveFocus.current = false;
  }, [answer]);

  const send = (value: Answer) => {
    const path = window.location.pathname;
    moveFocus.current = true;
    setAnswer(value);
    // Storage refused (private mode): the thanks still shows for this visit.
    writeStorage(feedbackKey(path), value);
    (window as unknown as Gtag).gtag?.('event', FEEDBACK_EVENT, { page_path: path, helpful: value });
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={styles.question}>
        {t('docs.feedback.question')}
      </p>
      <p ref={thanksRef} role="status" tabIndex={-1} className={answer ? styles.thanks : styles.waiting}>
        {answer && t('docs.feedback.thanks')}
      </p>
      {!answer && (
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => send('yes')}>
              <span aria-hidden="true">👍 </span>
              {t('docs.feedback.yes')}
            </button>
            <button type="button" className={styles.button} onClick={() => send('no')}>
              <span aria-hidden="true">👎 </span>
              {t('docs.feedback.no')}
            </button>
          </div>
      )}
    </section>
  );
}

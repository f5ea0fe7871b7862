import React from 'react';
import { errorChain } from '../../utils/errorChain';
import * as styles from './styles.module.css';

export interface CrashStrings {
  title: string;
  lead: string;
  tryAgain: string;
  details: string;
}

export interface Props {
  error: unknown;
  tryAgain: () => void;
  /** Passed in so the screen also works outside the i18n provider (when the chrome itself crashed). */
  strings: CrashStrings;
}

/** "This page crashed.": what happened, a Try again button and the chain of error messages. */
export default function CrashScreen({ error, tryAgain, strings }: Props): JSX.Element {
  const chain = errorChain(error);
  return (
    <main id="main-content" className={styles.crash} tabIndex={-1}>
      <h1>{strings.title}</h1>
      <p>{strings.lead}</p>
      <button type="button" className="button-primary" onClick={tryAgain}>
        {strings.tryAgain}
      </button>
      <section className={styles.details} aria-label={strings.details}>
        <h2>{strings.details}</h2>
        <ol>
          {chain.map((message, i) => (
            <li key={i}>
              <code>{message}</code>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

export interface Props {
  /** The load failed with this error; null while loading. */
  error: unknown;
  /** The spinner only shows once loading has taken longer than the delay. */
  pastDelay: boolean;
  retry: () => void;
}

/** What a lazily loaded part shows meanwhile: nothing, then a spinner, or an error with Retry. */
export default function Loading({ error, pastDelay, retry }: Props): JSX.Element | null {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('loading.failed')}</p>
        <button type="button" className="button-primary" onClick={retry}>
          {t('loading.retry')}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading.label')}</span>
    </div>
  );
}

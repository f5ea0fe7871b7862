import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { localizePath } from '../../utils/locale';
import * as styles from './styles.module.css';

/** The longest query the search page reads from `?q=` and its field accepts. */
export const MAX_QUERY_LENGTH = 512;

export interface Props {
  /** Prefix of the form's element ids, unique on the page. */
  id: string;
  label: string;
  /** The text the field starts with. */
  defaultValue?: string;
  className?: string;
}

/**
 * A search box that opens the search page of the reader's language with the query (`?q=`). A plain
 * GET form: it works before the page's JavaScript runs, and without it. Nothing when the site has
 * no search page.
 */
export default function SearchForm({ id, label, defaultValue, className }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!siteConfig.search.searchPagePath) return null;
  const action = localizePath(`/${siteConfig.search.searchPagePath}/`, locale);
  return (
    <form className={className ? `${styles.form} ${className}` : styles.form} role="search" action={action} method="get" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('home.search.placeholder')}
          defaultValue={defaultValue}
          required
        />
        <button type="submit" className="button-primary">
          {t('home.search.submit')}
        </button>
      </div>
    </form>
  );
}

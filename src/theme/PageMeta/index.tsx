import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { editUrl } from '../../utils/routes';
import * as styles from './styles.module.css';

export interface Props {
  /** The page's source file (`content/docs/es/hpp.mdx`), for "Edit this page". */
  sourceFile: string;
  /** When the source file last changed in git (ISO 8601); null leaves the line out. */
  lastUpdated: string | null;
  /** The same day as readers see it, formatted at build time (GraphQL lastUpdatedText). */
  lastUpdatedText: string | null;
}


/** The end of a page: a link to edit its source, and when it was last updated. */
export default function PageMeta({ sourceFile, lastUpdated, lastUpdatedText }: Props): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className={styles.meta}>
      <a className={styles.edit} href={editUrl(siteConfig.repository, sourceFile)} rel="noopener">
        <span aria-hidden="true">✎ </span>
        {t('docs.editPage')}
      </a>
      {lastUpdated && lastUpdatedText && (
        <p className={styles.updated}>
          {t('docs.lastUpdated')} <time dateTime={lastUpdated}>{lastUpdatedText}</time>
        </p>
      )}
    </div>
  );
}

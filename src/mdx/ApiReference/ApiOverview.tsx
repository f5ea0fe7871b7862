import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import Link from '../../theme/Link';
import { useApiDocument } from './context';
import { Endpoint, Security, Servers } from './ApiOperation';
import * as styles from './styles.module.css';

export interface Props {
  /** The API: the name of its file in content/api (`payment`). */
  api: string;
}

/** An API at a glance: servers, authentication, downloads and the table of its operations. */
export default function ApiOverview({ api }: Props): JSX.Element {
  const { t } = useTranslation();
  const doc = useApiDocument(api);
  if (!doc) throw new Error(`<ApiOverview api="${api}">: the page's query did not include this API.`);
  const { view, operationTable } = doc;
  return (
    <section className={styles.operation} aria-label={view.title} data-api={api}>
      <p className={styles.muted}>
        {view.title} · {t('api.version', { version: view.version })}
      </p>
      <Servers servers={view.servers} />
      <Security security={view.security} />
      <p className={styles.downloads}>
        {t('api.download')}{' '}
        <a href={view.downloads.yaml} download>
          {t('api.downloadYaml', { api })}
        </a>{' '}
        ·{' '}
        <a href={view.downloads.json} download>
          {t('api.downloadJson', { api })}
        </a>{' '}
        ·{' '}
        <a href={view.downloads.postman} download>
          {t('api.downloadPostman')}
        </a>
      </p>
      <div className={styles.tableWrapper} role="group" aria-label={t('api.operations', { api })} tabIndex={0}>
        <table className={styles.params}>
          <caption>{t('api.operations', { api })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('api.operation')}</th>
              <th scope="col">{t('api.endpoint')}</th>
            </tr>
          </thead>
          <tbody>
            {operationTable.map((op) => (
              <tr key={op.operationId}>
                <td>{op.route ? <Link href={op.route}>{op.summary}</Link> : op.summary}</td>
                <td>
                  <Endpoint method={op.method} path={op.path} webhook={op.kind === 'webhook'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

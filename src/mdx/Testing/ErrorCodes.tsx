import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { anchors } from './anchors';
import { useTesting } from './context';
import { renderText } from './text';
import * as styles from './styles.module.css';
import InlineCode from '../../theme/InlineCode';

/** Every `error.code` of the API (content/testing.yaml), anchored `#error-invalid_state`. */
export default function ErrorCodes(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { errorCodes } = useTesting();
  return (
    <div className={styles.tableWrapper} role="group" aria-label={t('tools.testing.errorCodes')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('tools.testing.errorCodes')}</caption>
        <thead>
          <tr>
            <th scope="col">HTTP</th>
            <th scope="col">
              <InlineCode>error.code</InlineCode>
            </th>
            <th scope="col">{t('tools.testing.when')}</th>
            <th scope="col">{t('tools.testing.action')}</th>
          </tr>
        </thead>
        <tbody>
          {errorCodes.map((c) => (
            <tr key={c.code} id={anchors.errorCode(c.code)} className={styles.anchored}>
              <td>{c.http}</td>
              <th scope="row">
                <a href={`#${anchors.errorCode(c.code)}`} className={styles.self}>
                  <InlineCode>{c.code}</InlineCode>
                </a>
              </th>
              <td>{renderText(c.when[locale])}</td>
              <td>{renderText(c.action[locale])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

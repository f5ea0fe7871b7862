import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { anchors } from './anchors';
import { useTesting } from './context';
import { renderText } from './text';
import * as styles from './styles.module.css';
import InlineCode from '../../theme/InlineCode';

/**
 * Every `responseCode` (content/testing.yaml), one row each, anchored `#code-0116` so that guides,
 * the test data and every response of the API reference link to it.
 */
export default function ResponseCodes(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { responseCodes } = useTesting();
  return (
    <div className={styles.tableWrapper} role="group" aria-label={t('tools.testing.responseCodes')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('tools.testing.responseCodes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tools.testing.code')}</th>
            <th scope="col">{t('tools.testing.meaning')}</th>
            <th scope="col">{t('tools.testing.shopper')}</th>
            <th scope="col">{t('tools.testing.retry')}</th>
            <th scope="col">{t('tools.testing.action')}</th>
          </tr>
        </thead>
        <tbody>
          {responseCodes.map((c) => (
            <tr key={c.code} id={anchors.responseCode(c.code)} className={styles.anchored}>
              <th scope="row">
                <a href={`#${anchors.responseCode(c.code)}`} className={styles.self}>
                  <InlineCode>{c.code}</InlineCode>
                </a>
                <span className={styles.status}>{c.status}</span>
              </th>
              <td>{renderText(c.meaning[locale])}</td>
              <td>{renderText(c.shopper[locale])}</td>
              <td>{renderText(c.retry[locale])}</td>
              <td>{renderText(c.action[locale])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useLocale } from '../../hooks/useLocale';
import { CURRENCIES, currencyAnchor, formatMajor } from '../../utils/currencies';
import * as styles from '../Testing/styles.module.css';
import InlineCode from '../../theme/InlineCode';

/**
 * The currencies Tesela accepts (src/utils/currencies.ts, the list the OpenAPI documents' `Currency`
 * enum repeats): code, name, ISO 4217 numeric code, minor units, and what an `amount` means in
 * each. Each row is anchored `#currency-jpy`.
 */
export default function Currencies(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className={styles.tableWrapper} role="group" aria-label={t('tools.currencies.title')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('tools.currencies.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tools.currencies.code')}</th>
            <th scope="col">{t('tools.currencies.name')}</th>
            <th scope="col">{t('tools.currencies.numeric')}</th>
            <th scope="col">{t('tools.currencies.decimals')}</th>
            <th scope="col">
              <InlineCode>amount</InlineCode> {t('tools.currencies.amountIs')}
            </th>
          </tr>
        </thead>
        <tbody>
          {CURRENCIES.map((c) => (
            <tr key={c.code} id={currencyAnchor(c.code)} className={styles.anchored}>
              <th scope="row">
                <a href={`#${currencyAnchor(c.code)}`} className={styles.self}>
                  <InlineCode>{c.code}</InlineCode>
                </a>
              </th>
              <td>{c.name[locale]}</td>
              <td>
                <InlineCode>{c.numeric}</InlineCode>
              </td>
              <td>{c.exponent}</td>
              <td>
                {formatMajor(BigInt(1250), c.exponent, locale, false)} {c.code}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

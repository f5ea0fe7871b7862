import React, { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import Link from '../../theme/Link';
import { copyToClipboard } from '../../theme/CodeBlock/CopyButton';
import { useLocale } from '../../hooks/useLocale';
import { anchors, REFERENCE_DOCS } from './anchors';
import { docRoute } from '../../utils/routes';
import { useTesting, type TestDatum } from './context';
import { renderText } from './text';
import * as styles from './styles.module.css';
import InlineCode from '../../theme/InlineCode';
import { groupInFours } from '../../utils/cardNumber';

export const KINDS = ['card', 'bizum', 'avs', 'amount'] as const;
export type Kind = (typeof KINDS)[number];

export interface Props {
  /** Only the rows of one kind, with no kind filter shown. */
  kind?: Kind;
}

/** Lowercase, without accents, spaces or dashes: a card number typed in groups matches its digits. */
export const squash = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');

/** The rows whose value, code, status, webhook or scenario (in the reader's language) contains the query. */
export function filterTestData(rows: TestDatum[], query: string, kind: Kind | 'all', locale: 'es' | 'en'): TestDatum[] {
  const wanted = squash(query);
  return rows.filter(
    (row) =>
      (kind === 'all' || row.kind === kind) &&
      [row.value, row.responseCode ?? '', row.status, row.webhook ?? '', row.brand ?? '', row.scenario[locale]].some((field) => squash(field).includes(wanted)),
  );
}

/** A card number as it is read, in groups of four; other values as they are. */
export const shown = (row: TestDatum): string => (row.kind === 'card' ? groupInFours(row.value) : row.value);

/**
 * The sandbox's test data (content/testing.yaml): cards, Bizum phones, AVS postcodes and trigger
 * amounts, each with what happens, the status, the response code (linked to its row of the code
 * reference) and the webhook. A search by value, code or outcome (a card number typed with or
 * without spaces finds its row), a filter by kind, and a button that copies each value.
 */
export default function TestData({ kind }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { testData } = useTesting();
  const id = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Kind | 'all'>('all');
  const [copied, setCopied] = useState<string | null>(null);
  const own = kind ? testData.filter((row) => row.kind === kind) : testData;
  const rows = filterTestData(own, query, kind ?? chosen, locale);
  const codesPage = docRoute(REFERENCE_DOCS.responseCodes, 'es');

  const copy = async (row: TestDatum) => {
    const ok = await copyToClipboard(row.value);
    setCopied(ok ? row.value : null);
  };

  return (
    <section className={styles.testData} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t(kind ? `tools.testing.kinds.${kind}` : 'tools.testing.title')}
      </p>
      <div className={styles.filters} role="search" aria-labelledby={`${id}-title`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-query`}>{t('tools.testing.search')}</label>
          <input id={`${id}-query`} className={styles.control} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-hint`} autoComplete="off" />
          <span id={`${id}-hint`} className={styles.hint}>
            {t('tools.testing.searchHint')}
          </span>
        </div>
        {!kind && (
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`}>{t('tools.testing.kind')}</label>
            <select id={`${id}-kind`} className={styles.control} value={chosen} onChange={(e) => setChosen(e.target.value as Kind | 'all')}>
              <option value="all">{t('tools.testing.allKinds')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`tools.testing.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className={styles.count} role="status">
        {t('tools.testing.count', { count: rows.length, total: own.length })}
        {copied && <> · {t('tools.testing.copied', { value: copied })}</>}
      </p>
      {rows.length > 0 && (
        <div className={styles.tableWrapper} role="group" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('tools.testing.value')}</th>
                <th scope="col">{t('tools.testing.scenario')}</th>
                <th scope="col">{t('tools.testing.status')}</th>
                <th scope="col">
                  <InlineCode>responseCode</InlineCode>
                </th>
                <th scope="col">{t('tools.testing.webhook')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} id={anchors.testDatum(row.id)} className={styles.anchored}>
                  <th scope="row" className={styles.valueCell}>
                    <InlineCode className={styles.value}>{shown(row)}</InlineCode>
                    {row.brand && <span className={styles.status}>{row.brand}</span>}
                    {/* Nothing to copy for a row whose value is "no value" (a payment without billing address). */}
                    {/[\p{L}\p{N}]/u.test(row.value) && (
                      <button type="button" className={styles.copy} onClick={() => copy(row)} aria-label={t('tools.testing.copy', { value: shown(row) })}>
                        {t('tools.testing.copyShort')}
                      </button>
                    )}
                  </th>
                  <td>{renderText(row.scenario[locale])}</td>
                  <td>{renderText(row.status)}</td>
                  <td>
                    {row.responseCode ? (
                      <Link href={`${codesPage}#${anchors.responseCode(row.responseCode)}`}>
                        <InlineCode>{row.responseCode}</InlineCode>
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{row.webhook ? <InlineCode>{row.webhook}</InlineCode> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length === 0 && <p>{t('tools.testing.empty')}</p>}
    </section>
  );
}

import React, { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { CURRENCIES, CURRENCY_EXPONENTS, formatMajor, type CurrencyCode } from '../../utils/currencies';
import * as styles from './styles.module.css';

export { CURRENCY_EXPONENTS, formatMajor, type CurrencyCode };


/** The largest integer a JSON number carries exactly in JavaScript (2^53 − 1). */
const MAX_AMOUNT = BigInt(Number.MAX_SAFE_INTEGER);

export type ParseError = 'empty' | 'negative' | 'format' | 'decimals' | 'zero' | 'tooLarge' | 'notInteger';

export type ParseResult = { ok: true; minor: bigint } | { ok: false; error: ParseError };

function isCurrency(value: string): value is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(CURRENCY_EXPONENTS, value);
}

function checkRange(minor: bigint): ParseResult {
  if (minor === BigInt(0)) return { ok: false, error: 'zero' };
  if (minor > MAX_AMOUNT) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor };
}

/** A minus sign at the start: ASCII hyphen-minus or the Unicode minus sign. */
const NEGATIVE = /^[-\u2212]/;

/**
 * Reads an amount in major units as a person types it ("12,50", "12.5", "1250") and returns
 * it in minor units. One comma or point separates the decimals; there is no thousands
 * separator. Zeros beyond the currency's decimals are accepted ("12.500" is 1250 in EUR).
 */
export function parseMajor(input: string, exponent: number): ParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (NEGATIVE.test(text)) return { ok: false, error: 'negative' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return { ok: false, error: 'format' };
  const whole = match[1];
  const fraction = match[2] ?? '';
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) return { ok: false, error: 'decimals' };
  const digits = whole + fraction.padEnd(exponent, '0').slice(0, exponent);
  return checkRange(BigInt(digits === '' ? '0' : digits));
}

/** Reads the integer `amount` of the API (minor units). */
export function parseMinor(input: string): ParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (NEGATIVE.test(text)) return { ok: false, error: 'negative' };
  if (/^\d+$/.test(text)) return checkRange(BigInt(text));
  if (/^\d*[.,]\d*$/.test(text) && /\d/.test(text)) return { ok: false, error: 'notInteger' };
  return { ok: false, error: 'format' };
}

export interface Props {
  /** Currency selected at first; EUR unless given. */
  defaultCurrency?: CurrencyCode;
  /** Initial text of the major-units field; 12.50 written the page language's way unless given. */
  defaultMajor?: string;
  /** Initial text of the minor-units field; "1250" unless given. */
  defaultMinor?: string;
}

interface AmountFieldProps {
  id: string;
  label: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
  hintId: string;
  hint: string;
  errorId: string;
  /** The message for what was typed, or null when it is valid. */
  error: string | null;
}

/** An amount input with its hint and, next to it, the message for what is wrong (the text typed is kept). */
function AmountField({ id, label, inputMode, value, onChange, hintId, hint, errorId, error }: AmountFieldProps): JSX.Element {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div aria-live="polite">
        {error !== null && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * An interactive converter between amounts in major units (12.50 EUR) and the integer
 * `amount` in minor units that Tesela's APIs take (1250), with ISO 4217 exponents.
 */
export default function MinorUnitsConverter({ defaultCurrency = 'EUR', defaultMajor, defaultMinor = '1250' }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const htmlLang = siteConfig.locales[locale].htmlLang;
  const initialCurrency = isCurrency(defaultCurrency) ? defaultCurrency : 'EUR';

  const [currency, setCurrency] = useState<CurrencyCode>(initialCurrency);
  const [major, setMajor] = useState(() => defaultMajor ?? formatMajor(BigInt(1250), 2, htmlLang));
  const [minor, setMinor] = useState(defaultMinor);

  const id = useId();
  const ids = {
    title: `${id}-title`,
    currency: `${id}-currency`,
    currencyHint: `${id}-currency-hint`,
    major: `${id}-major`,
    majorHint: `${id}-major-hint`,
    majorError: `${id}-major-error`,
    minor: `${id}-minor`,
    minorHint: `${id}-minor-hint`,
    minorError: `${id}-minor-error`,
  };

  const exponent = CURRENCY_EXPONENTS[currency];
  const factor = 10 ** exponent;
  const toMinor = parseMajor(major, exponent);
  const toMajor = parseMinor(minor);

  const decimalsLabel = (code: CurrencyCode) => {
    const places = CURRENCY_EXPONENTS[code];
    return places === 0 ? t('blog.converter.noDecimals') : t('blog.converter.decimals', { count: places });
  };

  const errorText = (error: ParseError, direction: 'major' | 'minor'): string => {
    if (error === 'decimals') {
      return exponent === 0
        ? t('blog.converter.errors.noDecimals', { code: currency })
        : t('blog.converter.errors.decimals', { code: currency, count: exponent });
    }
    if (error === 'format' && direction === 'minor') return t('blog.converter.errors.digitsOnly');
    return t(`blog.converter.errors.${error}`);
  };

  const majorHint =
    exponent === 0 ? t('blog.converter.majorHintNoDecimals') : t('blog.converter.majorHint', { count: exponent });

  return (
    // A section, not a <form>: it converts as the reader types and submits nothing. A form
    // without a submit button fails WCAG technique H32 (pa11y, issue #17).
    <section className={styles.converter} aria-labelledby={ids.title}>
      <p id={ids.title} className={styles.title}>
        {t('blog.converter.title')}
      </p>

      <div className={styles.field}>
        <label htmlFor={ids.currency} className={styles.label}>
          {t('blog.converter.currency')}
        </label>
        <select
          id={ids.currency}
          className={styles.control}
          value={currency}
          aria-describedby={ids.currencyHint}
          onChange={(event) => {
            if (isCurrency(event.target.value)) setCurrency(event.target.value);
          }}
        >
          {/* Named as the currencies page names them, not by the ICU, which differs between the build's Node and the browser. */}
          {CURRENCIES.map(({ code, name }) => (
            <option key={code} value={code}>
              {t('blog.converter.currencyOption', { code, name: name[locale], decimals: decimalsLabel(code) })}
            </option>
          ))}
        </select>
        <p id={ids.currencyHint} className={styles.hint}>
          {t('blog.converter.exponentHint', {
            exponent,
            code: currency,
            count: factor,
            factor: new Intl.NumberFormat(htmlLang).format(factor),
          })}
        </p>
      </div>

      <fieldset className={styles.direction}>
        <legend className={styles.legend}>{t('blog.converter.toMinor')}</legend>
        <AmountField
          id={ids.major}
          label={t('blog.converter.major', { code: currency })}
          inputMode={exponent === 0 ? 'numeric' : 'decimal'}
          value={major}
          onChange={setMajor}
          hintId={ids.majorHint}
          hint={majorHint}
          errorId={ids.majorError}
          error={toMinor.ok ? null : errorText(toMinor.error, 'major')}
        />
        <dl className={styles.results}>
          <div>
            <dt>{t('blog.converter.amountToSend')}</dt>
            <dd>
              <output htmlFor={ids.major} className={styles.value}>
                {toMinor.ok ? toMinor.minor.toString() : t('blog.converter.noResult')}
              </output>
            </dd>
          </div>
          {toMinor.ok && (
            <div>
              <dt>{t('blog.converter.jsonFragment')}</dt>
              <dd>
                <pre className={styles.json}>
                  <code>{`{ "amount": ${toMinor.minor.toString()}, "currency": "${currency}" }`}</code>
                </pre>
              </dd>
            </div>
          )}
        </dl>
      </fieldset>

      <fieldset className={styles.direction}>
        <legend className={styles.legend}>{t('blog.converter.toMajor')}</legend>
        <AmountField
          id={ids.minor}
          label={t('blog.converter.minor')}
          inputMode="numeric"
          value={minor}
          onChange={setMinor}
          hintId={ids.minorHint}
          hint={t('blog.converter.minorHint')}
          errorId={ids.minorError}
          error={toMajor.ok ? null : errorText(toMajor.error, 'minor')}
        />
        <dl className={styles.results}>
          <div>
            <dt>{t('blog.converter.majorResult')}</dt>
            <dd>
              <output htmlFor={ids.minor} className={styles.value}>
                {toMajor.ok ? `${formatMajor(toMajor.minor, exponent, htmlLang)} ${currency}` : t('blog.converter.noResult')}
              </output>
            </dd>
          </div>
        </dl>
      </fieldset>
    </section>
  );
}

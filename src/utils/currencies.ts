/**
 * The currencies Tesela accepts (ISO 4217), the one list behind the OpenAPI documents' `Currency`
 * enum (a unit test keeps them equal), the currencies page, the amount converter, the pages'
 * Markdown copies and the search records.
 */

export interface Currency {
  /** ISO 4217 alphabetic code. */
  code: string;
  /** ISO 4217 minor unit: an amount of 1 in the currency is 10^exponent in the API's `amount` field. */
  exponent: 0 | 2 | 3;
  /** ISO 4217 numeric code, as EMV tag 5F2A carries it. */
  numeric: string;
  name: { es: string; en: string };
}

export const CURRENCIES = [
  { code: 'EUR', exponent: 2, numeric: '978', name: { es: 'Euro', en: 'Euro' } },
  { code: 'USD', exponent: 2, numeric: '840', name: { es: 'Dólar estadounidense', en: 'US dollar' } },
  { code: 'GBP', exponent: 2, numeric: '826', name: { es: 'Libra esterlina', en: 'Pound sterling' } },
  { code: 'CHF', exponent: 2, numeric: '756', name: { es: 'Franco suizo', en: 'Swiss franc' } },
  { code: 'SEK', exponent: 2, numeric: '752', name: { es: 'Corona sueca', en: 'Swedish krona' } },
  { code: 'NOK', exponent: 2, numeric: '578', name: { es: 'Corona noruega', en: 'Norwegian krone' } },
  { code: 'DKK', exponent: 2, numeric: '208', name: { es: 'Corona danesa', en: 'Danish krone' } },
  { code: 'PLN', exponent: 2, numeric: '985', name: { es: 'Esloti polaco', en: 'Polish złoty' } },
  { code: 'CZK', exponent: 2, numeric: '203', name: { es: 'Corona checa', en: 'Czech koruna' } },
  { code: 'RON', exponent: 2, numeric: '946', name: { es: 'Leu rumano', en: 'Romanian leu' } },
  { code: 'CAD', exponent: 2, numeric: '124', name: { es: 'Dólar canadiense', en: 'Canadian dollar' } },
  { code: 'AUD', exponent: 2, numeric: '036', name: { es: 'Dólar australiano', en: 'Australian dollar' } },
  { code: 'MXN', exponent: 2, numeric: '484', name: { es: 'Peso mexicano', en: 'Mexican peso' } },
  { code: 'JPY', exponent: 0, numeric: '392', name: { es: 'Yen japonés', en: 'Japanese yen' } },
  { code: 'CLP', exponent: 0, numeric: '152', name: { es: 'Peso chileno', en: 'Chilean peso' } },
  { code: 'KWD', exponent: 3, numeric: '414', name: { es: 'Dinar kuwaití', en: 'Kuwaiti dinar' } },
  { code: 'BHD', exponent: 3, numeric: '048', name: { es: 'Dinar bareiní', en: 'Bahraini dinar' } },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** Code → ISO 4217 minor-unit exponent. */
export const CURRENCY_EXPONENTS = Object.fromEntries(CURRENCIES.map((c) => [c.code, c.exponent])) as Record<CurrencyCode, Currency['exponent']>;

/** The anchor of a currency's row on the currencies page (`#currency-jpy`). */
export const currencyAnchor = (code: string): string => `currency-${code.toLowerCase()}`;

/**
 * Formats minor units as a decimal number in major units for a BCP 47 locale
 * (`1250`, 2 → "12,50" in es-ES, "12.50" in en-US). Exact for any integer: the
 * digits never pass through a floating-point division. Without `grouping` the integer part has no
 * thousands separator (`1250` JPY, as the currencies page and its copy write it); with it, the
 * locale's own rule (Spanish groups only from five digits).
 */
export function formatMajor(minor: bigint, exponent: number, locale: string, grouping = true): string {
  const digits = minor.toString().padStart(exponent + 1, '0');
  const cut = digits.length - exponent;
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, ...(grouping ? {} : { useGrouping: false }) }).format(BigInt(digits.slice(0, cut)));
  if (exponent === 0) return integer;
  const separator =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${integer}${separator}${digits.slice(cut)}`;
}

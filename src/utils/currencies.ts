/** The currencies Tesela accepts, shared by the amount converter and the pages' Markdown copies. */

/**
 * ISO 4217 minor-unit exponents of the currencies the converter offers: an amount of
 * 1 unit of the currency is 10^exponent in the API's `amount` field.
 */
export const CURRENCY_EXPONENTS = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  MXN: 2,
  JPY: 0,
  CLP: 0,
  KWD: 3,
  BHD: 3,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;

/**
 * content/testing.yaml: the one source of the codes a reader meets and of the sandbox's test data.
 * The response code and error code references, the test data page (with its filter and copy
 * buttons), the links from every response of the API reference, the search records of each row and
 * the Markdown copies are all made from it.
 */
import { z } from 'zod';
import { localized, strictObject, text } from './common';

const ID = /^[a-z0-9][a-z0-9-]*$/;

/** A card number passes the Luhn check, as a real one would (the sandbox rejects one that does not). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** A `responseCode`: four digits, its family the first two (00 approved, 01 issuer, 02 risk, 03 authentication, 04 Bizum, 09 processing). */
const responseCode = strictObject({
  code: z.string().regex(/^\d{4}$/, 'must be a response code of four digits, quoted, such as "0116"'),
  /** The payment's `status` with this code. */
  status: z.enum(['COMPLETED', 'DENIED', 'ERROR']),
  meaning: localized,
  /** What the shopper is told, on Tesela's payment page or in the merchant's own words. */
  shopper: localized,
  /** Whether and how to try again. */
  retry: localized,
  /** What the integrator's code does. */
  action: localized,
});

/** An `error.code` of the API's error envelope. */
const errorCode = strictObject({
  code: z.string().regex(/^[a-z_]+$/, 'must be an error code in snake_case, such as invalid_state'),
  http: z.number().int().min(400).max(599),
  when: localized,
  action: localized,
});

/** A row of test data: a card, a Bizum phone, a postcode for AVS or an amount that triggers an outcome in the sandbox. */
const testDatum = strictObject({
  id: z.string().regex(ID, 'must be an id of lowercase letters, digits and "-"'),
  kind: z.enum(['card', 'bizum', 'avs', 'amount']),
  /** What the reader types or copies: a card number without spaces, a phone, a postcode, an amount in minor units. */
  value: text,
  brand: z.enum(['Visa', 'Mastercard']).optional(),
  scenario: localized,
  /** The payment's final status, or what the field shows (an `avsResult`). */
  status: text,
  responseCode: z.string().regex(/^\d{4}$/).nullable(),
  /** The event Tesela sends for the outcome; null when none does (a request refused before processing). */
  webhook: z.string().regex(/^[a-z]+(\.[a-z_]+)+$/, 'must be an event type such as payment.completed').nullable(),
});

export const testingSchema = strictObject({
  responseCodes: z.array(responseCode).min(1),
  errorCodes: z.array(errorCode).min(1),
  testData: z.array(testDatum).min(1),
}).superRefine(({ responseCodes, errorCodes, testData }, ctx) => {
  const codes = responseCodes.map((c) => c.code);
  const unique = (values: string[], key: string, what: string) =>
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) ctx.addIssue({ code: 'custom', path: [key, i], message: `repeats the ${what} "${value}"; each is listed once` });
    });
  unique(codes, 'responseCodes', 'code');
  unique(errorCodes.map((c) => c.code), 'errorCodes', 'code');
  unique(testData.map((d) => d.id), 'testData', 'id');
  testData.forEach((d, i) => {
    if (d.responseCode !== null && !codes.includes(d.responseCode)) {
      ctx.addIssue({ code: 'invalid_enum_value', path: ['testData', i, 'responseCode'], received: d.responseCode, options: codes });
    }
    if (d.kind === 'card' && !(/^\d{13,19}$/.test(d.value) && luhn(d.value))) {
      ctx.addIssue({ code: 'custom', path: ['testData', i, 'value'], message: `is "${d.value}", which is not a card number (13 to 19 digits, no spaces, passing the Luhn check)` });
    }
    if (d.kind === 'card' && !d.brand) ctx.addIssue({ code: 'custom', path: ['testData', i, 'brand'], message: 'is missing: a card names its brand (Visa or Mastercard)' });
    if (d.kind === 'amount' && !/^\d+$/.test(d.value)) ctx.addIssue({ code: 'custom', path: ['testData', i, 'value'], message: `is "${d.value}", which is not an amount in minor units (digits only)` });
  });
});

export type Testing = z.output<typeof testingSchema>;
export type ResponseCode = Testing['responseCodes'][number];
export type ErrorCode = Testing['errorCodes'][number];
export type TestDatum = Testing['testData'][number];

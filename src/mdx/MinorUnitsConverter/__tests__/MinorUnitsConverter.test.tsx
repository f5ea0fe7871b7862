import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import MinorUnitsConverter, { CURRENCY_EXPONENTS, formatMajor, parseMajor, parseMinor } from '..';
import { renderWithLocale } from '../../../test-utils/render';

type Locale = 'es' | 'en';

const LABELS = {
  es: { currency: 'Divisa', major: (code: string) => `Importe en ${code}`, minor: 'Valor de amount' },
  en: { currency: 'Currency', major: (code: string) => `Amount in ${code}`, minor: 'Value of amount' },
};

function setup(locale: Locale) {
  const user = userEvent.setup();
  renderWithLocale(<MinorUnitsConverter />, locale);
  const labels = LABELS[locale];
  const currency = () => screen.getByRole('combobox', { name: labels.currency });
  const major = (code = 'EUR') => screen.getByRole('textbox', { name: labels.major(code) });
  const minor = () => screen.getByRole('textbox', { name: labels.minor });
  /** The two <output> elements: amount to send, then the amount in major units. */
  const outputs = () => screen.getAllByRole('status');
  const json = () => document.querySelector('pre code')?.textContent ?? null;
  return { user, currency, major, minor, outputs, json };
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('parseMajor, parseMinor and formatMajor', () => {
  it('knows the ISO 4217 exponents', () => {
    expect(CURRENCY_EXPONENTS).toMatchObject({ EUR: 2, USD: 2, GBP: 2, CHF: 2, MXN: 2, JPY: 0, KWD: 3 });
  });

  it.each([
    ['12,50', 2, BigInt(1250)],
    ['12.5', 2, BigInt(1250)],
    ['12', 2, BigInt(1200)],
    ['0,01', 2, BigInt(1)],
    [' 7,00 ', 2, BigInt(700)],
    ['12.500', 2, BigInt(1250)],
    ['1250', 0, BigInt(1250)],
    ['1250.0', 0, BigInt(1250)],
    ['12,345', 3, BigInt(12345)],
    ['0.005', 3, BigInt(5)],
    ['90071992547409.91', 2, BigInt('9007199254740991')],
  ])('reads %p with exponent %p as %p minor units', (input, exponent, minor) => {
    expect(parseMajor(input, exponent)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 2, 'empty'],
    ['   ', 2, 'empty'],
    ['-5', 2, 'negative'],
    ['\u22125', 2, 'negative'],
    ['12,5o', 2, 'format'],
    ['doce', 2, 'format'],
    ['1.250,50', 2, 'format'],
    [',', 2, 'format'],
    ['12,505', 2, 'decimals'],
    ['12.5', 0, 'decimals'],
    ['1,2345', 3, 'decimals'],
    ['0', 2, 'zero'],
    ['0,00', 2, 'zero'],
    ['90071992547409.92', 2, 'tooLarge'],
  ])('rejects %p with exponent %p as %p', (input, exponent, error) => {
    expect(parseMajor(input, exponent)).toEqual({ ok: false, error });
  });

  it.each([
    ['1250', { ok: true, minor: BigInt(1250) }],
    ['', { ok: false, error: 'empty' }],
    ['-1250', { ok: false, error: 'negative' }],
    ['12,50', { ok: false, error: 'notInteger' }],
    ['12.50', { ok: false, error: 'notInteger' }],
    ['12a', { ok: false, error: 'format' }],
    ['0', { ok: false, error: 'zero' }],
    ['9007199254740992', { ok: false, error: 'tooLarge' }],
  ])('reads the minor units %p', (input, result) => {
    expect(parseMinor(input)).toEqual(result);
  });

  it('formats exactly in each language, also beyond floating-point precision', () => {
    expect(formatMajor(BigInt(1250), 2, 'es-ES')).toBe('12,50');
    expect(formatMajor(BigInt(1250), 2, 'en-US')).toBe('12.50');
    expect(formatMajor(BigInt(5), 2, 'es-ES')).toBe('0,05');
    expect(formatMajor(BigInt(1234567), 2, 'es-ES')).toBe('12.345,67');
    expect(formatMajor(BigInt(1234567), 2, 'en-US')).toBe('12,345.67');
    expect(formatMajor(BigInt(1250), 0, 'en-US')).toBe('1,250');
    expect(formatMajor(BigInt(12345), 3, 'es-ES')).toBe('12,345');
    expect(formatMajor(BigInt('9007199254740991'), 3, 'en-US')).toBe('9,007,199,254,740.991');
  });
});

describe('MinorUnitsConverter', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts at 12.50 EUR = 1250 in Spanish', () => {
    const { currency, major, minor, outputs, json } = setup('es');
    // A named section, not a form: it submits nothing, and a form without a submit button fails WCAG H32.
    expect(screen.getByRole('region', { name: 'Conversor de importes a unidades menores' })).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
    expect(currency()).toHaveValue('EUR');
    expect(currency()).toHaveAccessibleDescription('Exponente ISO 4217: 2. 1 EUR son 100 unidades menores.');
    expect(major()).toHaveValue('12,50');
    expect(outputs()[0]).toHaveTextContent(/^1250$/);
    expect(json()).toBe('{ "amount": 1250, "currency": "EUR" }');
    expect(minor()).toHaveValue('1250');
    expect(outputs()[1]).toHaveTextContent(/^12,50 EUR$/);
  });

  it('starts at 12.50 EUR = 1250 in English', () => {
    const { currency, major, outputs, json } = setup('en');
    expect(screen.getByRole('region', { name: 'Minor units converter' })).toBeInTheDocument();
    expect(currency()).toHaveAccessibleDescription('ISO 4217 exponent: 2. 1 EUR is 100 minor units.');
    expect(major()).toHaveValue('12.50');
    expect(outputs()[0]).toHaveTextContent(/^1250$/);
    expect(json()).toBe('{ "amount": 1250, "currency": "EUR" }');
    expect(outputs()[1]).toHaveTextContent(/^12\.50 EUR$/);
  });

  it('names every currency with its decimals in the page language', () => {
    setup('es');
    const options = within(screen.getByRole('combobox', { name: 'Divisa' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(Object.keys(CURRENCY_EXPONENTS));
    expect(options[0]).toHaveTextContent('EUR · Euro (2 decimales)');
    expect(screen.getByRole('option', { name: 'USD · Dólar estadounidense (2 decimales)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^JPY .*\(sin decimales\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^KWD .*\(3 decimales\)$/ })).toBeInTheDocument();
  });

  it.each<[Locale, string, string, string]>([
    ['es', '19,99', '1999', '1999 → 19,99 EUR'],
    ['en', '19.99', '1999', '1999 → 19.99 EUR'],
  ])('converts EUR both ways (%s)', async (locale, typed, amount, _case) => {
    const { user, major, minor, outputs, json } = setup(locale);
    await retype(user, major(), typed);
    expect(outputs()[0]).toHaveTextContent(new RegExp(`^${amount}$`));
    expect(json()).toBe(`{ "amount": ${amount}, "currency": "EUR" }`);
    await retype(user, minor(), amount);
    expect(outputs()[1]).toHaveTextContent(locale === 'es' ? /^19,99 EUR$/ : /^19\.99 EUR$/);
  });

  it.each<[Locale, string, string]>([
    ['es', '1250 JPY', 'JPY no tiene decimales: escribe un número entero.'],
    ['en', '1,250 JPY', 'JPY has no decimals: enter a whole number.'],
  ])('converts JPY, which has no minor unit (%s)', async (locale, shown, decimalsError) => {
    const { user, currency, major, minor, outputs, json } = setup(locale);
    await user.selectOptions(currency(), 'JPY');
    expect(currency()).toHaveAccessibleDescription(
      locale === 'es' ? 'Exponente ISO 4217: 0. 1 JPY es 1 unidad menor.' : 'ISO 4217 exponent: 0. 1 JPY is 1 minor unit.',
    );
    // What was typed for EUR stays, and is now explained.
    expect(major('JPY')).toHaveValue(locale === 'es' ? '12,50' : '12.50');
    expect(major('JPY')).toHaveAttribute('aria-invalid', 'true');
    expect(major('JPY')).toHaveAccessibleDescription(expect.stringContaining(decimalsError));
    expect(json()).toBeNull();
    await retype(user, major('JPY'), '1250');
    expect(outputs()[0]).toHaveTextContent(/^1250$/);
    expect(json()).toBe('{ "amount": 1250, "currency": "JPY" }');
    await retype(user, minor(), '1250');
    expect(outputs()[1]).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it.each<[Locale, string, string, string]>([
    ['es', '12,345', '12,345 KWD', 'KWD admite como máximo 3 decimales.'],
    ['en', '12.345', '12.345 KWD', 'KWD allows at most 3 decimal places.'],
  ])('converts KWD, which has three decimals (%s)', async (locale, typed, shown, decimalsError) => {
    const { user, currency, major, minor, outputs, json } = setup(locale);
    await user.selectOptions(currency(), 'KWD');
    await retype(user, major('KWD'), typed);
    expect(outputs()[0]).toHaveTextContent(/^12345$/);
    expect(json()).toBe('{ "amount": 12345, "currency": "KWD" }');
    await retype(user, minor(), '12345');
    expect(outputs()[1]).toHaveTextContent(new RegExp(`^${shown.replace('.', '\\.')}$`));
    await retype(user, major('KWD'), '1,2345');
    expect(major('KWD')).toHaveAccessibleDescription(expect.stringContaining(decimalsError));
  });

  const MAJOR_ERRORS: Record<Locale, [string, string][]> = {
    es: [
      ['', 'Escribe un importe.'],
      ['12,5x', 'Usa solo cifras y, si hace falta, una coma o un punto para los decimales.'],
      ['-12,50', 'El importe no puede ser negativo: una devolución es otra operación, con su propio importe positivo.'],
      ['12,505', 'EUR admite como máximo 2 decimales.'],
      ['0', '0 no es un importe que cobrar: en una petición de pago solo pide una verificación de tarjeta. El importe mínimo que puedes cobrar es 1 unidad menor.'],
      ['900719925474099999', 'Es demasiado grande para enviarlo con exactitud como número JSON.'],
    ],
    en: [
      ['', 'Enter an amount.'],
      ['12.5x', 'Use digits only and, if needed, one point or comma for the decimals.'],
      ['-12.50', "The amount can't be negative: a refund is a separate operation with its own positive amount."],
      ['12.505', 'EUR allows at most 2 decimal places.'],
      ['0', '0 is not an amount to charge: in a payment request it only asks for a card verification. The smallest amount you can charge is 1 minor unit.'],
      ['900719925474099999', "It's too large to be sent exactly as a JSON number."],
    ],
  };

  describe.each<Locale>(['es', 'en'])('validation of the amount in major units (%s)', (locale) => {
    it.each(MAJOR_ERRORS[locale])('explains %p next to the field and keeps it', async (typed, message) => {
      const { user, major, outputs, json } = setup(locale);
      const field = major();
      await retype(user, field, typed);
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const [errorId, hintId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
      expect(document.getElementById(errorId)).toHaveTextContent(message);
      expect(document.getElementById(hintId)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(outputs()[0]).toHaveTextContent('—');
      expect(json()).toBeNull();
    });
  });

  const MINOR_ERRORS: Record<Locale, [string, string][]> = {
    es: [
      ['', 'Escribe un importe.'],
      ['12,50', 'amount es un número entero de unidades menores: sin coma ni punto.'],
      ['12a', 'Usa solo cifras.'],
      ['-1250', 'El importe no puede ser negativo: una devolución es otra operación, con su propio importe positivo.'],
      ['0', '0 no es un importe que cobrar: en una petición de pago solo pide una verificación de tarjeta. El importe mínimo que puedes cobrar es 1 unidad menor.'],
    ],
    en: [
      ['', 'Enter an amount.'],
      ['12.50', 'amount is a whole number of minor units: no point or comma.'],
      ['12a', 'Use digits only.'],
      ['-1250', "The amount can't be negative: a refund is a separate operation with its own positive amount."],
      ['0', '0 is not an amount to charge: in a payment request it only asks for a card verification. The smallest amount you can charge is 1 minor unit.'],
    ],
  };

  describe.each<Locale>(['es', 'en'])('validation of the amount in minor units (%s)', (locale) => {
    it.each(MINOR_ERRORS[locale])('explains %p next to the field and keeps it', async (typed, message) => {
      const { user, minor, outputs } = setup(locale);
      const field = minor();
      await retype(user, field, typed);
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(outputs()[1]).toHaveTextContent('—');
    });
  });

  it('clears aria-invalid and the message once the input is valid again', async () => {
    const { user, major } = setup('es');
    await retype(user, major(), '12,5x');
    expect(major()).toHaveAttribute('aria-invalid', 'true');
    await user.type(major(), '{Backspace}');
    expect(major()).toHaveValue('12,5');
    expect(major()).toHaveAttribute('aria-invalid', 'false');
    expect(major()).toHaveAccessibleDescription('Hasta 2 decimales; sirven la coma o el punto, sin separador de miles.');
    expect(screen.queryByText(/Usa solo cifras/)).not.toBeInTheDocument();
  });

  it.each<Locale>(['es', 'en'])('has no axe violations, valid or not (%s)', async (locale) => {
    const { user, major, minor } = setup(locale);
    const check = async () => {
      // jsdom does not lay out or paint: contrast is checked in the browser tests instead.
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await check();
    await retype(user, major(), 'doce');
    await retype(user, minor(), '-1');
    await check();
  });

  it('works from the keyboard alone', async () => {
    const { user, currency, major, minor, outputs, json } = setup('en');
    await user.tab();
    expect(currency()).toHaveFocus();
    await user.selectOptions(currency(), 'KWD');
    await user.tab();
    expect(major('KWD')).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}3.5{Enter}');
    expect(major('KWD')).toHaveValue('3.5');
    expect(outputs()[0]).toHaveTextContent(/^3500$/);
    expect(json()).toBe('{ "amount": 3500, "currency": "KWD" }');
    await user.tab();
    expect(minor()).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}5{Enter}');
    expect(outputs()[1]).toHaveTextContent(/^0\.005 KWD$/);
    await user.tab({ shift: true });
    expect(major('KWD')).toHaveFocus();
  });
});

import React from 'react';
import { render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { renderWithLocale } from '../../test-utils/render';
import { forgetRememberedStrings, pageTranslation, rememberingT, useTranslation } from '../useTranslation';

const resources = {
  es: { api: { required: 'obligatorio', items_one: '{{count}} elemento', items_other: '{{count}} elementos', fieldsOf: 'Campos de {{name}}' } },
  en: { api: { required: 'required', items_one: '{{count}} item', items_other: '{{count}} items', fieldsOf: 'Fields of {{name}}' } },
};

function instance(lng: 'es' | 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, fallbackLng: 'es', resources, ns: ['api'], defaultNS: 'api', interpolation: { escapeValue: false }, initImmediate: false });
  return i18n;
}

beforeEach(forgetRememberedStrings);

/** A remembering `t` of `i18n`, and how many times i18next itself was asked. */
function counted(i18n: I18n) {
  const asked = jest.spyOn(i18n, 't');
  return { t: rememberingT(i18n.getFixedT(null, 'api'), i18n), asked };
}

describe('rememberingT', () => {
  it('returns what i18next returns, for plain keys, interpolation and plurals', () => {
    const i18n = instance('es');
    const { t } = counted(i18n);
    expect(t('required')).toBe('obligatorio');
    expect(t('fieldsOf', { name: 'amount' })).toBe('Campos de amount');
    expect(t('items', { count: 1 })).toBe('1 elemento');
    expect(t('items', { count: 3 })).toBe('3 elementos');
    expect(t('missing.key', { defaultValue: 'por defecto' })).toBe('por defecto');
  });

  it('asks i18next once for the same key and options, and again for other options', () => {
    const i18n = instance('en');
    const { t, asked } = counted(i18n);
    for (let i = 0; i < 5; i += 1) expect(t('required')).toBe('required');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('shares what it remembers between the `t` of every component of a page, not with a page in another language', () => {
    const page = instance('en');
    const asked = jest.spyOn(page, 't');
    expect(rememberingT(page.getFixedT(null, 'api'), page)('required')).toBe('required');
    expect(rememberingT(page.getFixedT(null, 'api'), page)('required')).toBe('required');
    expect(asked).toHaveBeenCalledTimes(1);
    const other = instance('es');
    expect(rememberingT(other.getFixedT(null, 'api'), other)('required')).toBe('obligatorio');
  });

  it('shares what it remembers between pages made from the same strings and options, and only between them', () => {
    const first = instance('en');
    const second = instance('en');
    const askedFirst = jest.spyOn(first, 't');
    const askedSecond = jest.spyOn(second, 't');
    expect(rememberingT(first.getFixedT(null, 'api'), first)('items', { count: 4 })).toBe('4 items');
    expect(rememberingT(second.getFixedT(null, 'api'), second)('items', { count: 4 })).toBe('4 items');
    expect(askedFirst).toHaveBeenCalledTimes(1);
    expect(askedSecond).not.toHaveBeenCalled();

    const reworded = i18next.createInstance();
    void reworded.init({ lng: 'en', fallbackLng: 'es', resources: { ...resources, en: { api: { ...resources.en.api, items_other: '{{count}} entries' } } }, ns: ['api'], defaultNS: 'api', interpolation: { escapeValue: false }, initImmediate: false });
    expect(rememberingT(reworded.getFixedT(null, 'api'), reworded)('items', { count: 4 })).toBe('4 entries');
    const escaping = i18next.createInstance();
    void escaping.init({ lng: 'en', fallbackLng: 'es', resources, ns: ['api'], defaultNS: 'api', interpolation: { escapeValue: true }, initImmediate: false });
    expect(rememberingT(escaping.getFixedT(null, 'api'), escaping)('fieldsOf', { name: '<b>' })).toBe('Fields of &lt;b&gt;');
    expect(rememberingT(first.getFixedT(null, 'api'), first)('fieldsOf', { name: '<b>' })).toBe('Fields of <b>');
  });

  it('answers in the new language after the language changes', () => {
    const i18n = instance('es');
    const { t } = counted(i18n);
    expect(t('required')).toBe('obligatorio');
    void i18n.changeLanguage('en');
    expect(rememberingT(i18n.getFixedT(null, 'api'), i18n)('required')).toBe('required');
  });

  it('does not remember calls whose options hold objects', () => {
    const i18n = instance('en');
    const { t, asked } = counted(i18n);
    const options = { name: 'amount', context: undefined, replace: { name: 'currency' } };
    expect(t('fieldsOf', options)).toBe('Fields of currency');
    expect(t('fieldsOf', options)).toBe('Fields of currency');
    expect(asked).toHaveBeenCalledTimes(2);
  });
});

const seen: unknown[] = [];

function Label({ name }: { name: string }) {
  const { t } = useTranslation();
  seen.push(t);
  return <span>{t('api.schema.fieldsOf', { name })}</span>;
}

describe('useTranslation', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it("gives components the page's strings in the page's locale", () => {
    renderWithLocale(<Label name="amount" />, 'en');
    expect(screen.getByText('Fields of amount')).toBeInTheDocument();
    renderWithLocale(<Label name="importe" />, 'es');
    expect(screen.getByText('Campos de importe')).toBeInTheDocument();
  });

  it('gives every component of a page the same `t`', () => {
    renderWithLocale(
      <>
        <Label name="amount" />
        <Label name="currency" />
      </>,
      'en',
    );
    expect(screen.getByText('Fields of currency')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('uses the default namespace of the instance, as react-i18next does without arguments', () => {
    const i18n = instance('en');
    const { t } = pageTranslation(i18n);
    expect(t('required')).toBe('required');
    expect(pageTranslation(i18n).t).toBe(t);
  });

  it('answers with the key itself when no instance exists, as react-i18next does', () => {
    render(<Label name="amount" />);
    expect(screen.getByText('api.schema.fieldsOf')).toBeInTheDocument();
  });
});

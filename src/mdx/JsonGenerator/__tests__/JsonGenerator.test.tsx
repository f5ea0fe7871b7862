import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import JsonGenerator from '..';
import { JsonGeneratorProvider, type GeneratorOperation } from '../context';
import { apiNodeFields } from '../../../node/apiNodes';
import { renderWithLocale } from '../../../test-utils/render';
import type { SchemaView } from '../../../openapi/types';

// jsdom resolves yaml to its ES-module browser build, which Jest cannot load: use the CommonJS one.
jest.mock('yaml', () => jest.requireActual(path.resolve(__dirname, '../../../../node_modules/yaml/dist/index.js')));

// jsdom has no structuredClone, which building the operation views uses; the documents are plain JSON.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function operations(locale: 'es' | 'en'): GeneratorOperation[] {
  return ['payment', 'recu'].flatMap((api) => {
    const file = `content/api/${api}.yaml`;
    return apiNodeFields(fs.readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'), file)
      .operations.filter((op) => op.locale === locale)
      .map((op) => ({
        key: op.key,
        api: op.api,
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        summary: op.summary,
        requestSchema: (op.view.requestBody?.schema ?? null) as SchemaView | null,
      }));
  });
}

function setup(locale: 'es' | 'en' = 'en') {
  const user = userEvent.setup();
  const result = renderWithLocale(
    <JsonGeneratorProvider operations={operations(locale)}>
      <JsonGenerator />
    </JsonGeneratorProvider>,
    locale,
  );
  const json = () => JSON.parse(screen.getByTestId('generated-json').textContent ?? 'null') as Record<string, unknown>;
  return { user, json, container: result.container };
}

describe('JsonGenerator', () => {
  it('offers only operations with a request body, and starts from the required fields', () => {
    const { json } = setup('en');
    const select = screen.getByRole('combobox', { name: 'Operation' });
    const options = within(select).getAllByRole('option');
    expect(options.length).toBe(operations('en').filter((op) => op.requestSchema).length);
    expect(json()).toEqual({ amount: 1250, currency: 'EUR', merchantReference: expect.any(String), terminalId: '001' });
    // payment/card needs one of card, token, paymentMethod: the message sits at the top of the form.
    expect(screen.getByText('Include exactly one of these fields: card, token, paymentMethod.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
  });

  it('is no form without a submit button (WCAG H32), and names its JSON on a figure, not on the <pre>', () => {
    const { container } = setup('en');
    // Nothing is submitted: a <form> here was one without a submit button, which pa11y reports.
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('group', { name: 'Request fields' })).toContainElement(screen.getByRole('textbox', { name: 'amount (required)' }));
    const figure = screen.getByRole('figure', { name: 'Generated JSON' });
    const pre = figure.querySelector('pre')!;
    expect(pre).toContainElement(screen.getByTestId('generated-json'));
    // aria-label is not allowed on a <pre> (it has no role that takes a name); the block stays focusable to scroll it.
    expect(pre).not.toHaveAttribute('aria-label');
    expect(pre).toHaveAttribute('tabindex', '0');
  });

  it('updates the JSON live and shows a message next to a wrong field', async () => {
    const { user, json } = setup('en');
    await user.click(screen.getByRole('checkbox', { name: 'Include token' }));
    const token = screen.getByRole('textbox', { name: 'token' });
    await user.clear(token);
    await user.type(token, 'tok_3Fh8Jq1Zc6W');
    expect(json()).toMatchObject({ token: 'tok_3Fh8Jq1Zc6W' });
    expect(screen.getByText("The JSON follows the operation's schema.")).toBeInTheDocument();

    // The currency is one of the supported list, so it is picked, not typed.
    const currency = screen.getByRole('combobox', { name: 'currency (required)' });
    await user.selectOptions(currency, 'JPY');
    expect(json()).toMatchObject({ currency: 'JPY' });

    const reference = screen.getByRole('textbox', { name: 'merchantReference (required)' });
    await user.clear(reference);
    await user.type(reference, 'order 1');
    expect(json()).toMatchObject({ merchantReference: 'order 1' });
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription('Must match the pattern ^[A-Za-z0-9_-]{1,32}$.');
    expect(screen.getByText('There is 1 problem: check the marked field.')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'amount (required)' });
    await user.clear(amount);
    await user.type(amount, '995');
    expect(json()).toMatchObject({ amount: 995 });
  });

  it('switches operation and variant, in Spanish', async () => {
    const { user, json } = setup('es');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operación' }), 'recu/post_plan');
    expect(json()).toHaveProperty('interval');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operación' }), 'payment/card');
    await user.click(screen.getByRole('checkbox', { name: 'Incluir paymentMethod' }));
    expect(json()).toMatchObject({ paymentMethod: { type: 'BIZUM' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variante' }), 'FINANPAY');
    expect(json()).toMatchObject({ paymentMethod: { type: 'FINANPAY' } });
  });

  it('copies the JSON', async () => {
    const { user, json } = setup('en');
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the JSON' }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(json(), null, 2));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = setup('es');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

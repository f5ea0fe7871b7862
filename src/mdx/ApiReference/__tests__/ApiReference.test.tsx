import React from 'react';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLocale } from '../../../test-utils/render';
import { apiNodeFields } from '../../../node/apiNodes';
import type { OperationSummary } from '../../../openapi/types';
import fs from 'node:fs';
import ApiOperation from '../ApiOperation';
import ApiOverview from '../ApiOverview';
import { ApiDataProvider } from '../context';
import { renderInline } from '../InlineMarkdown';

const read = (api: string) => fs.readFileSync(path.resolve(__dirname, `../../../../content/api/${api}.yaml`), 'utf8');
const payment = apiNodeFields(read('payment'), 'content/api/payment.yaml');
const paybylink = apiNodeFields(read('paybylink'), 'content/api/paybylink.yaml');

function renderOperation(api: string, operationId: string, locale: 'es' | 'en' = 'en') {
  const nodes = api === 'payment' ? payment : paybylink;
  const operations = nodes.operations.filter((o) => o.locale === locale).map((o) => o.view);
  return renderWithLocale(
    <ApiDataProvider operations={operations} documents={[]}>
      <ApiOperation api={api} operationId={operationId} />
    </ApiDataProvider>,
    locale,
  );
}

/** A code element by its whole text (long code is split into parts that may wrap). */
const codeText = (text: string) => (_: string, el: Element | null) => el?.tagName === 'CODE' && el.textContent === text;

describe('ApiOperation', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the method, path and both servers', () => {
    renderOperation('payment', 'query');
    const section = screen.getByRole('region', { name: 'Retrieve a payment' });
    expect(section.querySelector('p span span')?.textContent).toBe('GET');
    expect(within(section).getByText(codeText('/payments/{paymentId}'))).toBeInTheDocument();
    expect(within(section).getByText(codeText('https://api-sandbox.tesela.example/payment/v1/payments/{paymentId}'))).toBeInTheDocument();
    expect(within(section).getByText(codeText('https://api.tesela.example/payment/v1/payments/{paymentId}'))).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Authentication' })).toBeInTheDocument();
    expect(within(section).getByText('Secret key in the Authorization header (Bearer)')).toBeInTheDocument();
  });

  it('lists path and header parameters in tables, with required and optional marks and constraints', () => {
    renderOperation('payment', 'query');
    const pathTable = screen.getByRole('table', { name: 'Path parameters' });
    const row = within(pathTable).getByRole('row', { name: /paymentId/ });
    expect(within(row).getByText('required')).toBeInTheDocument();
    expect(within(row).getByText('pay_2Hc9V1qXnT7')).toBeInTheDocument();
    const headers = screen.getByRole('table', { name: 'Headers' });
    expect(within(within(headers).getByRole('row', { name: /Tesela-Version/ })).getByText('optional')).toBeInTheDocument();
  });

  it('shows the request body fields, with nested objects folded until opened', async () => {
    renderOperation('payment', 'card');
    expect(screen.getByText(/^Send exactly one of:/).textContent).toBe('Send exactly one of: card, token, paymentMethod');
    // The request's card comes first; responses describe a card too.
    const toggle = screen.getAllByText('Fields of card')[0];
    const details = toggle.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('expiryMonth')).toBeInTheDocument();
    expect(screen.getAllByText('At most 32 characters').length).toBeGreaterThan(0);
    expect(screen.getAllByText('At least 1 character').length).toBeGreaterThan(0);
  });

  it('opens success responses and folds errors, each with its examples', async () => {
    renderOperation('payment', 'card');
    const status = (code: string) => screen.getAllByText(code).find((el) => el.closest('summary'))!;
    const created = status('201').closest('details')!;
    expect(created).toHaveAttribute('open');
    const bad = status('400').closest('details')!;
    expect(bad).not.toHaveAttribute('open');
    await userEvent.click(status('400'));
    expect(within(bad).getAllByRole('tab').length).toBeGreaterThan(1);
    expect(within(bad).getAllByText(/validation_failed/).length).toBeGreaterThan(0);
  });

  it('offers curl, PHP, Python and JavaScript samples and remembers the choice for the next operation', async () => {
    const { unmount } = renderOperation('payment', 'card');
    const samples = screen.getAllByRole('tablist').at(-1)!;
    expect(within(samples).getAllByRole('tab').map((t) => t.textContent)).toEqual(['curl', 'PHP', 'Python', 'JavaScript']);
    const shown = () => screen.getAllByRole('tabpanel').filter((panel) => !panel.hidden).map((panel) => panel.textContent ?? '');
    expect(shown().some((text) => text.startsWith('curl -X POST'))).toBe(true);
    await userEvent.click(within(samples).getByRole('tab', { name: 'PHP' }));
    unmount();
    renderOperation('payment', 'refund');
    const next = screen.getAllByRole('tablist').at(-1)!;
    expect(within(next).getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
    expect(shown().some((text) => text.includes('curl_init('))).toBe(true);
  });

  it('presents a webhook as what Tesela sends to the merchant, in Spanish on Spanish pages', () => {
    renderOperation('paybylink', 'notify', 'es');
    expect(screen.getByText('a la URL de notificación de tu comercio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cuerpo del evento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Simular el envío contra tu endpoint' })).toBeInTheDocument();
    expect(screen.getByText(/Sin autenticación/)).toBeInTheDocument();
  });

  it('fails loudly when the page did not load the operation', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderOperation('payment', 'nope')).toThrow('<ApiOperation api="payment" operationId="nope">: the page\'s query did not include this operation.');
  });
});

describe('ApiOverview', () => {
  it('shows the servers, the downloads in the page language and every operation linking to its page', () => {
    const doc = payment.documents.find((d) => d.locale === 'es')!;
    const table: OperationSummary[] = doc.operations.map((op) => ({ ...op, route: op.operationId === 'card' ? '/docs/api/payment/card/' : null }));
    renderWithLocale(
      <ApiDataProvider operations={[]} documents={[{ api: 'payment', view: doc.view, operationTable: table }]}>
        <ApiOverview api="payment" />
      </ApiDataProvider>,
      'es',
    );
    expect(screen.getByRole('link', { name: 'payment.yaml' })).toHaveAttribute('href', '/openapi/es/payment.yaml');
    expect(screen.getByRole('link', { name: 'payment.json' })).toHaveAttribute('href', '/openapi/es/payment.json');
    const ops = screen.getByRole('table', { name: 'Operaciones de la API payment' });
    expect(within(ops).getAllByRole('row')).toHaveLength(doc.operations.length + 1);
    expect(within(ops).getByRole('link', { name: 'Crear un pago' })).toHaveAttribute('href', '/docs/api/payment/card/');
  });
});

describe('renderInline', () => {
  it('renders code, strong and emphasis and keeps anything else as text', () => {
    renderWithLocale(<p data-testid="p">{renderInline('Send `amount` **always**, *never* <b>twice</b>')}</p>);
    const p = screen.getByTestId('p');
    expect(p.querySelector('code')?.textContent).toBe('amount');
    expect(p.querySelector('strong')?.textContent).toBe('always');
    expect(p.querySelector('em')?.textContent).toBe('never');
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toContain('<b>twice</b>');
  });
});

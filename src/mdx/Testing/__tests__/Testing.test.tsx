import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLocale } from '../../../test-utils/render';
import { TestingProvider, type Testing } from '../context';
import ResponseCodes from '../ResponseCodes';
import ErrorCodes from '../ErrorCodes';
import TestData from '../TestData';

const l = (es: string, en: string) => ({ es, en });
const data: Testing = {
  responseCodes: [
    { code: '0000', status: 'COMPLETED', meaning: l('Aprobada', 'Approved'), shopper: l('Pago hecho.', 'Payment done.'), retry: l('—', '—'), action: l('Entrega el pedido.', 'Fulfil the order.') },
    { code: '0116', status: 'DENIED', meaning: l('Fondos insuficientes', 'Insufficient funds'), shopper: l('Prueba con otra tarjeta.', 'Try another card.'), retry: l('Más tarde', 'Later'), action: l('Ofrece otra tarjeta; ver [pruebas](/docs/x/).', 'Offer another card; see [tests](/docs/x/).') },
  ],
  errorCodes: [{ code: 'invalid_state', http: 409, when: l('Estado no válido', 'Invalid state'), action: l('Consulta el recurso.', 'Read the resource.') }],
  testData: [
    { id: 'card-0018', kind: 'card', value: '4917610000000018', brand: 'Visa', scenario: l('Aprobada sin fricción', 'Approved frictionless'), status: 'COMPLETED', responseCode: '0000', webhook: 'payment.completed' },
    { id: 'card-0034', kind: 'card', value: '4917610000000034', brand: 'Visa', scenario: l('Fondos insuficientes', 'Insufficient funds'), status: 'DENIED', responseCode: '0116', webhook: 'payment.denied' },
    { id: 'bizum-1', kind: 'bizum', value: '+34700000001', scenario: l('El cliente aprueba', 'The customer approves'), status: 'COMPLETED', responseCode: '0000', webhook: 'payment.completed' },
  ],
};

const render = (ui: React.ReactElement, locale: 'es' | 'en' = 'es') => renderWithLocale(<TestingProvider data={data}>{ui}</TestingProvider>, locale);

describe('ResponseCodes and ErrorCodes', () => {
  it('give every code a row anchored by its code, with what the shopper sees and what to do, links working', () => {
    render(<ResponseCodes />, 'en');
    const row = document.getElementById('code-0116') as HTMLElement;
    expect(within(row).getByRole('link', { name: '0116' })).toHaveAttribute('href', '#code-0116');
    expect(row).toHaveTextContent('Insufficient funds');
    expect(row).toHaveTextContent('Try another card.');
    expect(within(row).getByRole('link', { name: 'tests' })).toHaveAttribute('href', '/en/docs/x/');
    expect(screen.getByRole('columnheader', { name: 'What the shopper sees' })).toBeInTheDocument();
  });

  it('anchors each error code', () => {
    render(<ErrorCodes />);
    const row = document.getElementById('error-invalid_state') as HTMLElement;
    expect(row).toHaveTextContent('409');
    expect(row).toHaveTextContent('Consulta el recurso.');
  });
});

describe('TestData', () => {
  it('finds a card typed in groups, a code or an outcome, filters by kind, and says how many rows it shows', async () => {
    const user = userEvent.setup();
    render(<TestData />);
    expect(screen.getByRole('status')).toHaveTextContent('3 filas de 3');
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(search, '4917 6100 0000 0034');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(document.getElementById('test-card-0034')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '0116');
    expect(screen.getByRole('status')).toHaveTextContent('1 fila de 3');
    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de dato' }), 'bizum');
    expect(screen.getByRole('status')).toHaveTextContent('1 fila de 3');
    expect(screen.getByText('+34700000001')).toBeInTheDocument();
    await user.type(search, 'nada parecido');
    expect(screen.getByText('Ningún dato de prueba coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('shows a card number in groups, copies it without spaces and links its code to the code reference', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TestData kind="card" />, 'en');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Test cards')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy 4917 6100 0000 0018' }));
    expect(writeText).toHaveBeenCalledWith('4917610000000018');
    expect(screen.getByRole('status')).toHaveTextContent('4917610000000018 copied to the clipboard.');
    const row = document.getElementById('test-card-0034') as HTMLElement;
    expect(within(row).getByRole('link', { name: '0116' })).toHaveAttribute('href', '/en/docs/documentation/testing/response_codes/#code-0116');
  });
});

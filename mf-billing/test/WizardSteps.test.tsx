import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressStep } from '../src/wizard/AddressStep';
import { CardStep } from '../src/wizard/CardStep';
import { DocumentStep } from '../src/wizard/DocumentStep';
import { mockApi } from './api-mock';
import { renderPage } from './render';
import { cardToken, sandboxConfig, VALID_CPF } from './wizard-helpers';

const next = (name = 'Próximo') => screen.getByRole('button', { name });

describe('wizard steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('document: digits only, check digits checked, Next only when valid', async () => {
    const onNext = vi.fn();
    renderPage(<DocumentStep onNext={onNext} />);
    const input = screen.getByRole('textbox', { name: /CPF ou CNPJ/ });
    expect(next()).toHaveProperty('disabled', true);
    await userEvent.type(input, '529.982.247-24');
    expect(input).toHaveProperty('value', '52998224724');
    await userEvent.tab();
    expect(await screen.findByText('Documento inválido')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await userEvent.clear(input);
    await userEvent.type(input, VALID_CPF);
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    await userEvent.click(next());
    await waitFor(() => expect(onNext).toHaveBeenCalledWith(VALID_CPF));
  });

  it('document: a pasted CNPJ with punctuation keeps all 14 digits and is accepted', async () => {
    const onNext = vi.fn();
    renderPage(<DocumentStep onNext={onNext} />);
    const input = screen.getByRole('textbox', { name: /CPF ou CNPJ/ });
    await userEvent.click(input);
    await userEvent.paste('11.222.333/0001-81');
    expect(input).toHaveProperty('value', '11222333000181');
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    await userEvent.click(next());
    await waitFor(() => expect(onNext).toHaveBeenCalledWith('11222333000181'));
  });

  it('document: leaving the empty field shows its required message', async () => {
    renderPage(<DocumentStep onNext={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: /CPF ou CNPJ/ }));
    await userEvent.tab();
    expect(await screen.findByText('Documento obrigatório no formato somente númerico')).toBeTruthy();
  });

  it('address: leaving an empty required field shows its message', async () => {
    renderPage(<AddressStep onNext={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: /Rua/ }));
    await userEvent.tab();
    expect(await screen.findByText('Rua/Logradouro obrigatória')).toBeTruthy();
  });

  it('card: a 4-digit CVV is kept and refused for Visa, accepted for American Express (the help says so)', async () => {
    mockApi({ 'GET payments/config': sandboxConfig, 'POST payments/sandbox/card-tokens': cardToken });
    renderPage(<CardStep onNext={vi.fn()} document={VALID_CPF} />);
    await screen.findByTestId('sandbox-cards');
    expect(screen.getByText('3 dígitos no verso; American Express: 4 na frente')).toBeTruthy();
    const number = screen.getByRole('textbox', { name: /Número do cartão/ });
    const cvv = screen.getByRole('textbox', { name: /CVV/ });
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(cvv, '1234');
    expect(cvv).toHaveProperty('value', '1234');
    await userEvent.tab();
    expect(await screen.findByText('CVV inválido')).toBeTruthy();
    await userEvent.clear(number);
    await userEvent.type(number, '378282246310005');
    await userEvent.click(cvv);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('CVV inválido')).toBeNull());
  });

  it('card: leaving the empty CVV shows its required message', async () => {
    mockApi({ 'GET payments/config': sandboxConfig });
    renderPage(<CardStep onNext={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: /CVV/ }));
    await userEvent.tab();
    expect(await screen.findByText('CVV obrigatório')).toBeTruthy();
  });

  it('card: MM/YY mask, upper-cased holder, red "Cartão inválido" until the provider answers a token', async () => {
    mockApi({ 'GET payments/config': sandboxConfig, 'POST payments/sandbox/card-tokens': cardToken });
    const onNext = vi.fn();
    renderPage(<CardStep onNext={onNext} document={VALID_CPF} />);
    expect(next('Cartão inválido')).toHaveProperty('disabled', true);
    expect(await screen.findByTestId('sandbox-cards')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Número do cartão/ }), '4242424242424242');
    const expiry = screen.getByRole('textbox', { name: /Validade/ });
    await userEvent.type(expiry, '1230');
    expect(expiry).toHaveProperty('value', '12/30');
    await userEvent.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    const holder = screen.getByRole('textbox', { name: /Nome impresso/ });
    await userEvent.type(holder, 'ana souza');
    expect(holder).toHaveProperty('value', 'ANA SOUZA');
    await userEvent.tab();
    expect(await screen.findByText('Verificando cartão…')).toBeTruthy();
    expect(await screen.findByText('Cartão verificado: Visa final 4242', {}, { timeout: 3000 })).toBeTruthy();
    await userEvent.click(next());
    expect(onNext).toHaveBeenCalledWith({ ...cardToken, holderName: 'ANA SOUZA' });
  });

  it('card: a card the tokeniser refuses shows the red chip and keeps Next disabled', async () => {
    mockApi({
      'GET payments/config': sandboxConfig,
      'POST payments/sandbox/card-tokens': () =>
        Response.json({ messages: ['card.invalid'] }, { status: 422 }),
    });
    renderPage(<CardStep onNext={vi.fn()} />);
    await screen.findByTestId('sandbox-cards');
    await userEvent.type(screen.getByRole('textbox', { name: /Número do cartão/ }), '4000000000000002');
    await userEvent.type(screen.getByRole('textbox', { name: /Validade/ }), '1230');
    await userEvent.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: /Nome impresso/ }), 'ana');
    await userEvent.tab();
    expect(await screen.findByTestId('card-invalid', {}, { timeout: 3000 })).toBeTruthy();
    expect(next('Cartão inválido')).toHaveProperty('disabled', true);
  });

  it('card: a number failing the local check never reaches the tokeniser', async () => {
    const fetchMock = mockApi({
      'GET payments/config': sandboxConfig,
      'POST payments/sandbox/card-tokens': cardToken,
    });
    renderPage(<CardStep onNext={vi.fn()} />);
    await screen.findByTestId('sandbox-cards');
    await userEvent.type(screen.getByRole('textbox', { name: /Número do cartão/ }), '4242424242424241');
    await userEvent.type(screen.getByRole('textbox', { name: /Validade/ }), '1230');
    await userEvent.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: /Nome impresso/ }), 'ana');
    await userEvent.tab();
    expect(await screen.findByTestId('card-invalid', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Número do cartão inválido')).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)),
    ).not.toContainEqual(expect.stringContaining('card-tokens'));
  });

  it('address: CEP 99999-999, one of the 27 UFs, complement optional', async () => {
    const onNext = vi.fn();
    renderPage(<AddressStep onNext={onNext} />);
    const cep = screen.getByRole('textbox', { name: /CEP/ });
    await userEvent.type(cep, '013101009');
    expect(cep).toHaveProperty('value', '01310-100');
    const state = screen.getByRole('combobox', { name: /Estado/ });
    expect(state.querySelectorAll('option[value]:not([value=""])')).toHaveLength(27);
    await userEvent.type(screen.getByRole('textbox', { name: /Rua/ }), 'Rua A, 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Cidade/ }), 'Recife');
    expect(next()).toHaveProperty('disabled', true);
    await userEvent.selectOptions(state, 'PE');
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    await userEvent.click(next());
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        expect.objectContaining({ zipCode: '01310-100', state: 'PE', city: 'Recife', line1: 'Rua A, 1' }),
      ),
    );
  });
});

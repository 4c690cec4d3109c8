import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** A valid CPF (check digits right) and the sandbox's approving test card. */
export const VALID_CPF = '52998224725';
export const APPROVING_CARD = '4242424242424242';

export const sandboxConfig = {
  provider: 'sandbox',
  publicKey: null,
  testCards: [{ number: APPROVING_CARD, brand: 'visa', outcome: 'approved' }],
};

export const cardToken = { hash: 'tok_sandbox_1', brand: 'visa', lastFourDigits: '4242' };

const next = () => screen.getByRole('button', { name: 'Próximo' });

export const stepTitle = () => screen.getByTestId('wizard-step').textContent;

/** Document, contact, card (with its check) and address, as a person fills them. */
export async function fillPaymentSteps() {
  await userEvent.type(screen.getByRole('textbox', { name: /CPF ou CNPJ/ }), VALID_CPF);
  await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  await userEvent.click(next());

  await waitFor(() => expect(stepTitle()).toContain('Contato'));
  await userEvent.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
  await userEvent.type(screen.getByRole('textbox', { name: /DDD/ }), '11');
  await userEvent.type(screen.getByRole('textbox', { name: /Celular/ }), '987654321');
  await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  await userEvent.click(next());

  await waitFor(() => expect(stepTitle()).toContain('Cartão'));
  await userEvent.type(screen.getByRole('textbox', { name: /Número do cartão/ }), APPROVING_CARD);
  await userEvent.type(screen.getByRole('textbox', { name: /Validade/ }), '1230');
  await userEvent.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
  await userEvent.type(screen.getByRole('textbox', { name: /Nome impresso/ }), 'ana souza');
  await userEvent.tab();
  await screen.findByTestId('card-valid', {}, { timeout: 3000 });
  await userEvent.click(next());

  await waitFor(() => expect(stepTitle()).toContain('Endereço'));
  await userEvent.type(screen.getByRole('textbox', { name: /CEP/ }), '01310100');
  await userEvent.type(screen.getByRole('textbox', { name: /Rua/ }), 'Avenida Paulista, 1000');
  await userEvent.type(screen.getByRole('textbox', { name: /Cidade/ }), 'São Paulo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Estado/ }), 'SP');
  await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  await userEvent.click(next());
}

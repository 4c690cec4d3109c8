import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreditPurchaseDialog from '../src/exposes/CreditPurchaseDialog';
import { calls, mockApi } from './api-mock';
import { renderPage } from './render';
import { cardToken, fillPaymentSteps, sandboxConfig, stepTitle } from './wizard-helpers';

const savedCards = [
  { id: 7, brand: 'visa', lastFourDigits: '4242', status: 'active', holderName: 'ANA SOUZA' },
  { id: 8, brand: 'master', lastFourDigits: '5100', status: 'expired', holderName: 'ANA SOUZA' },
];
const entry = {
  id: 1,
  type: 'PURCHASE',
  status: 'PAID',
  total: 2000,
  remaining: 2000,
  dateCreate: '2026-11-22T20:00:00.000Z',
  card: { brand: 'visa', lastFourDigits: '4242' },
};

function api(cards: unknown[], balances: number[]) {
  let balanceCall = 0;
  return mockApi({
    'GET cards': cards,
    'GET credits/balance': () =>
      Response.json({ balance: balances[Math.min(balanceCall++, balances.length - 1)] }),
    'GET payments/config': sandboxConfig,
    'POST payments/sandbox/card-tokens': cardToken,
    'POST credits': () => Response.json(entry, { status: 201 }),
    'PUT credits': () => Response.json(entry, { status: 201 }),
  });
}

const slider = () => screen.getByRole('slider');

describe('CreditPurchaseDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with saved cards opens on the amount with the first active card, buys, then resets and refreshes', async () => {
    const fetchMock = api(savedCards, [0, 2000]);
    const onConfirm = vi.fn();
    renderPage(<CreditPurchaseDialog open onClose={() => {}} onConfirm={onConfirm} />);
    await waitFor(() => expect(stepTitle()).toBe('Passo 2 de 2: Valor'));
    expect(screen.getByTestId('credit-amount').textContent?.replace(/\s/g, ' ')).toBe('R$ 20,00');
    expect(slider().getAttribute('aria-valuemin')).toBe('2000');
    expect(slider().getAttribute('aria-valuemax')).toBe('100000');
    expect(slider().getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('R$ 20,00');

    await userEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    const list = screen.getByRole('radiogroup', { name: 'Cartões salvos' });
    expect(within(list).getByRole('radio', { name: /Visa final 4242/ })).toHaveProperty('checked', true);
    expect(within(list).getByRole('radio', { name: /Master final 5100/ })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(await screen.findByRole('button', { name: /Comprar/ }));

    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    const post = calls(fetchMock).find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/credits'));
    expect(await post?.clone().json()).toEqual({ total: 2000, card: { id: 7 } });
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(stepTitle()).toBe('Passo 1 de 2: Cartão'));
    await waitFor(() =>
      expect(screen.getByTestId('credit-balance').textContent?.replace(/\s/g, ' ')).toContain('R$ 20,00'),
    );
  });

  it('"add new card" clears the saved cards and starts from the document step; buys with PUT and the token', async () => {
    const fetchMock = api(savedCards, [0]);
    renderPage(<CreditPurchaseDialog open onClose={() => {}} />);
    await waitFor(() => expect(stepTitle()).toBe('Passo 2 de 2: Valor'));
    await userEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar novo cartão' }));
    expect(stepTitle()).toBe('Passo 1 de 5: Documento');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await fillPaymentSteps();
    await waitFor(() => expect(stepTitle()).toBe('Passo 5 de 5: Valor'));
    await userEvent.click(screen.getByRole('button', { name: /Comprar/ }));
    await waitFor(() =>
      expect(calls(fetchMock).some((r) => r.method === 'PUT' && r.url.endsWith('/api/v1/credits'))).toBe(
        true,
      ),
    );
    const put = calls(fetchMock).find((r) => r.method === 'PUT');
    const body = await put?.clone().json();
    expect(body).toMatchObject({ total: 2000, card: { hash: 'tok_sandbox_1', holderName: 'ANA SOUZA' } });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
  });

  it('without saved cards starts at the document step', async () => {
    api([], [0]);
    renderPage(<CreditPurchaseDialog open onClose={() => {}} />);
    await waitFor(() => expect(stepTitle()).toBe('Passo 1 de 5: Documento'));
  });

  it('preselects the default card, names it before buying and notes a failed charge', async () => {
    api(
      [
        { ...savedCards[0], expiration: '12/30', isDefault: false, lastChargeFailure: 'insufficient_funds' },
        {
          id: 9,
          brand: 'master',
          lastFourDigits: '4444',
          status: 'active',
          holderName: 'ANA SOUZA',
          expiration: '01/31',
          isDefault: true,
        },
      ],
      [0],
    );
    renderPage(<CreditPurchaseDialog open onClose={() => {}} />);
    expect((await screen.findByTestId('credit-card')).textContent).toBe(
      'A compra será cobrada no cartão Master final 4444.',
    );
    await userEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    const list = screen.getByRole('radiogroup', { name: 'Cartões salvos' });
    expect(within(list).getByRole('radio', { name: /Master final 4444/ })).toHaveProperty('checked', true);
    expect(list.textContent).toContain('validade 12/30');
    expect(list.textContent).toContain('A última cobrança foi recusada por saldo insuficiente');
  });
});

import { useSession } from '@atalho/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SubscriptionDialog from '../src/exposes/SubscriptionDialog';
import { calls, mockApi, signedInUser } from './api-mock';
import { plansPage } from './plans-fixture';
import { renderPage } from './render';
import {
  APPROVING_CARD,
  cardToken,
  fillPaymentSteps,
  sandboxConfig,
  stepTitle,
  VALID_CPF,
} from './wizard-helpers';

const reviewPrice = () => screen.getByTestId('review-price').textContent?.replace(/\s/g, ' ');
const pro = plansPage.content[1] as (typeof plansPage.content)[number];

const subscription = {
  id: 9,
  status: 'future',
  subscriptionPlan: { id: 3, name: 'URL_SHORTNER_PRO', free: false },
  start_at: '2026-11-22T20:00:00.000Z',
  next_billing_at: '2026-11-29T20:00:00.000Z',
  interval: 'monthly',
  cycle: 0,
  current_cycle: {
    cycle: 0,
    status: 'trial',
    billing_at: null,
    start_at: '2026-11-22T20:00:00.000Z',
    end_at: '2026-11-29T20:00:00.000Z',
    amount: 0,
  },
  discount: false,
  next_amount: 2990,
  card: { id: 1, brand: 'visa', lastFourDigits: '4242' },
  past_due: null,
  scheduled_change: null,
};

const trialOffer = {
  trial: true,
  discount: false,
  amountNow: 0,
  nextBillingAt: '2026-11-29T20:00:00.000Z',
  nextAmount: 2990,
};

function api(subscribe: (request: Request) => Response, offer: unknown = trialOffer) {
  return mockApi({
    'GET payments/config': sandboxConfig,
    'POST payments/sandbox/card-tokens': cardToken,
    'POST subscriptions': subscribe,
    'POST subscriptions/offer': offer,
    'GET auth': signedInUser([{ id: 3, name: 'URL_SHORTNER_PRO', free: false }]),
  });
}

describe('SubscriptionDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().logout();
  });

  it('walks document, contact, card, address and review, and sends only the card token', async () => {
    const fetchMock = api(() => Response.json(subscription, { status: 201 }));
    useSession.getState().signIn('tok');
    renderPage(<SubscriptionDialog plan={pro} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Assinar o plano Profissional' })).toBeTruthy();
    expect(stepTitle()).toBe('Passo 1 de 5: Documento');
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveProperty('disabled', true);

    await fillPaymentSteps();
    await waitFor(() => expect(stepTitle()).toBe('Passo 5 de 5: Revisão'));
    expect(reviewPrice()).toContain('R$ 29,90/mês');
    await userEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(reviewPrice()).toContain('R$ 299,00/ano');
    // The yearly offer is asked again before "Assinar" is enabled.
    await userEvent.click(await screen.findByRole('button', { name: 'Assinar' }));

    expect(await screen.findByText('Assinatura confirmada!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o painel' })).toBeTruthy();

    const requests = calls(fetchMock);
    const tokenRequest = requests.find((r) => r.url.includes('card-tokens'));
    expect(await tokenRequest?.clone().json()).toMatchObject({ number: APPROVING_CARD, document: VALID_CPF });
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/subscriptions'));
    const bodyText = (await post?.clone().text()) ?? '';
    expect(bodyText).not.toContain(APPROVING_CARD);
    expect(bodyText).not.toContain('"cvv"');
    expect(JSON.parse(bodyText)).toEqual({
      customer: {
        document: VALID_CPF,
        name: 'Ana Souza',
        phone: { countryCode: '55', areaCode: '11', number: '987654321' },
      },
      card: {
        hash: 'tok_sandbox_1',
        holderName: 'ANA SOUZA',
        billingAddress: {
          line1: 'Avenida Paulista, 1000',
          line2: '',
          zipCode: '01310-100',
          city: 'São Paulo',
          state: 'SP',
        },
      },
      subscriptionPlan: { id: 3 },
      early: true,
      discount: false,
    });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The user is reloaded so every gate sees the new plan.
    await waitFor(() => expect(useSession.getState().user?.features).toEqual([]));
    expect(calls(fetchMock).some((r) => r.url.endsWith('/api/v1/auth'))).toBe(true);
  });

  it('shows the spec failure banner and keeps the review step when the payment fails', async () => {
    api(() => Response.json({ messages: ['subscription.failed'] }, { status: 402 }));
    renderPage(<SubscriptionDialog plan={pro} onClose={() => {}} />);
    await fillPaymentSteps();
    await userEvent.click(await screen.findByRole('button', { name: 'Assinar' }));
    const banner = await screen.findByTestId('subscribe-failure');
    expect(banner.textContent).toBe(
      'Você já contratou esse plano ou seus dados do pagamento não são válidos. Confira e tente novamente',
    );
    expect(screen.queryByText('Assinatura confirmada!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Assinar' })).toHaveProperty('disabled', false);
  });

  it('says before charging that a trial applies, from the API offer for this document and card', async () => {
    const fetchMock = api(() => Response.json(subscription, { status: 201 }));
    renderPage(<SubscriptionDialog plan={pro} discount onClose={() => {}} />);
    await fillPaymentSteps();
    expect((await screen.findByTestId('review-trial')).textContent).toContain('7 dias de teste grátis');
    expect(screen.getByTestId('review-now').textContent?.replace(/\s/g, ' ')).toBe('R$ 0,00');
    const offer = calls(fetchMock).find((r) => r.url.endsWith('/api/v1/subscriptions/offer'));
    expect(await offer?.clone().json()).toEqual({
      subscriptionPlan: { id: 3 },
      early: false,
      discount: true,
      customer: { document: VALID_CPF },
      card: { hash: 'tok_sandbox_1' },
    });
    // The API did not grant the discount: the full price shows.
    expect(reviewPrice()).toBe('R$ 29,90/mês');
  });

  it('says the first cycle is charged now when no trial applies, without promising the discount', async () => {
    api(() => Response.json(subscription, { status: 201 }), {
      trial: false,
      discount: false,
      amountNow: 2990,
      nextBillingAt: '2026-12-22T20:00:00.000Z',
      nextAmount: 2990,
    });
    renderPage(<SubscriptionDialog plan={pro} discount onClose={() => {}} />);
    await fillPaymentSteps();
    await waitFor(() =>
      expect(screen.getByTestId('review-now').textContent?.replace(/\s/g, ' ')).toBe('R$ 29,90'),
    );
    const note = screen.getByTestId('review-trial').textContent ?? '';
    expect(note).toContain('não tem teste grátis');
    expect(note).toContain('desconto de boas-vindas vale só para a primeira assinatura');
    expect(note).not.toContain('7 dias');
  });

  it("states an upgrade's credit, what is charged now and the next charge, from the API's quote", async () => {
    api(() => Response.json(subscription, { status: 201 }), {
      trial: false,
      discount: false,
      amountNow: 2245,
      nextBillingAt: '2026-12-22T20:00:00.000Z',
      nextAmount: 2990,
      change: {
        kind: 'upgrade',
        from: { subscriptionPlan: { id: 2, name: 'URL_SHORTNER_BASIC', free: false }, interval: 'monthly' },
        credit: 745,
        price: 2990,
        effectiveAt: '2026-11-22T20:00:00.000Z',
      },
    });
    renderPage(<SubscriptionDialog plan={pro} discount={false} onClose={() => {}} />);
    await fillPaymentSteps();
    await waitFor(() =>
      expect(screen.getByTestId('review-now').textContent?.replace(/\s/g, ' ')).toBe('R$ 22,45'),
    );
    expect(screen.getByTestId('review-credit').textContent?.replace(/\s/g, ' ')).toBe(
      '− R$ 7,45 dos dias não usados do plano Básico',
    );
    expect(screen.getByTestId('review-trial').textContent).toContain(
      'O plano Profissional substitui o plano Básico agora',
    );
    expect(screen.getByText(/R\$\s29,90 em 22\/12\/2026/)).toBeTruthy();
  });

  it('says a downgrade takes effect when the paid period ends, nothing charged now', async () => {
    api(() => Response.json(subscription, { status: 201 }), {
      trial: false,
      discount: false,
      amountNow: 0,
      nextBillingAt: '2026-12-22T20:00:00.000Z',
      nextAmount: 2990,
      change: {
        kind: 'scheduled',
        from: {
          subscriptionPlan: { id: 4, name: 'URL_SHORTNER_BUSINESS', free: false },
          interval: 'monthly',
        },
        credit: 0,
        price: 2990,
        effectiveAt: '2026-12-22T20:00:00.000Z',
      },
    });
    renderPage(<SubscriptionDialog plan={pro} discount={false} onClose={() => {}} />);
    await fillPaymentSteps();
    await waitFor(() =>
      expect(screen.getByTestId('review-now').textContent?.replace(/\s/g, ' ')).toBe('R$ 0,00'),
    );
    expect(screen.queryByTestId('review-credit')).toBeNull();
    expect(screen.getByTestId('review-trial').textContent).toContain(
      'A troca para o plano Profissional vale a partir de 22/12/2026',
    );
  });
});

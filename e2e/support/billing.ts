import { expect, type Locator, type Page } from '@playwright/test';
import { requireToken } from './auth';

/**
 * A payer who never had a trial (decision 030: one trial per CPF/CNPJ and per card, whatever the account): a
 * valid CPF and a card expiry of their own, so every walk — a retry, the other width against the same server —
 * is a new person with a new card.
 */
export function newPayer(): { document: string; expiry: string } {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((digit) => digit === digits[0])) digits[0] = ((digits[0] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  const month = 1 + Math.floor(Math.random() * 12);
  const year = 30 + Math.floor(Math.random() * 10);
  return { document: digits.join(''), expiry: `${String(month).padStart(2, '0')}${year}` };
}

type CardOutcome = 'approved' | 'declined' | 'insufficient_funds';

/** A sandbox test card by what it does (GET /api/v1/payments/config lists them), the nth of that outcome. */
export async function testCard(page: Page, outcome: CardOutcome, nth = 0): Promise<string> {
  const response = await page.request.get('/api/v1/payments/config');
  const config = (await response.json()) as { testCards: { number: string; outcome: CardOutcome }[] };
  const card = config.testCards.filter((candidate) => candidate.outcome === outcome)[nth];
  if (!card) throw new Error(`no sandbox test card that is ${outcome}`);
  return card.number;
}

interface SubscribedPlan {
  id: number;
  status: string;
  next_billing_at: string | null;
}

/**
 * Subscribes the signed-in user through the API, as the wizard does (the card tokenised by the sandbox, then
 * POST /api/v1/subscriptions with an Idempotency-Key): for flows that start after the subscription.
 */
export async function subscribeByApi(
  page: Page,
  planId: number,
  outcome: CardOutcome,
  options: { early?: boolean } = {},
): Promise<SubscribedPlan> {
  const authorization = `Bearer ${await requireToken(page)}`;
  const payer = newPayer();
  const tokenised = await page.request.post('/api/v1/payments/sandbox/card-tokens', {
    headers: { authorization },
    data: {
      number: await testCard(page, outcome),
      cvv: '123',
      expiration: `${payer.expiry.slice(0, 2)}/${payer.expiry.slice(2)}`,
      holderName: 'PESSOA ASSINANTE',
    },
  });
  expect(tokenised.status(), await tokenised.text()).toBe(201);
  const { hash } = (await tokenised.json()) as { hash: string };
  const response = await page.request.post('/api/v1/subscriptions', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: {
        document: payer.document,
        name: 'Pessoa Assinante',
        phone: { countryCode: '55', areaCode: '11', number: '987654321' },
      },
      card: {
        hash,
        holderName: 'PESSOA ASSINANTE',
        billingAddress: {
          line1: 'Avenida Paulista, 1000',
          zipCode: '01310-100',
          city: 'São Paulo',
          state: 'SP',
        },
      },
      subscriptionPlan: { id: planId },
      early: options.early ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SubscribedPlan;
}

/**
 * Walks the subscription wizard as a new payer (document, contact, card — waiting for the card check — and
 * billing address) up to the review step. `onStep(name)` runs on each step before "Próximo" (axe, screenshots).
 */
export async function walkWizard(
  dialog: Locator,
  cardNumber: string,
  onStep: (name: string) => Promise<void> = async () => {},
) {
  const next = dialog.getByRole('button', { name: 'Próximo' });
  const payer = newPayer();
  await dialog.getByLabel('CPF ou CNPJ').fill(payer.document);
  await onStep('wizard-1-document');
  await next.click();
  await dialog.getByLabel('Nome completo').fill('Pessoa Assinante');
  await dialog.getByLabel('DDD').fill('11');
  await dialog.getByLabel('Celular').fill('987654321');
  await onStep('wizard-2-contact');
  await next.click();
  await dialog.getByLabel('Número do cartão').fill(cardNumber);
  await dialog.getByLabel('Validade (MM/AA)').pressSequentially(payer.expiry);
  await expect(dialog.getByLabel('Validade (MM/AA)')).toHaveValue(
    `${payer.expiry.slice(0, 2)}/${payer.expiry.slice(2)}`,
  );
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Nome impresso no cartão').fill('pessoa assinante');
  await expect(dialog.getByLabel('Nome impresso no cartão')).toHaveValue('PESSOA ASSINANTE');
  await dialog.getByLabel('CVV').focus();
  await dialog.getByLabel('CVV').blur();
  await expect(dialog.getByText(/Cartão verificado/)).toBeVisible();
  await onStep('wizard-3-card');
  await next.click();
  await dialog.getByLabel('CEP').pressSequentially('01310100');
  await expect(dialog.getByLabel('CEP')).toHaveValue('01310-100');
  await dialog.getByLabel('Rua/Logradouro e número').fill('Avenida Paulista, 1000');
  await dialog.getByLabel('Cidade').fill('São Paulo');
  await dialog.getByLabel('Estado').selectOption('SP');
  await onStep('wizard-4-address');
  await next.click();
  await expect(dialog.getByText('Passo 5 de 5: Revisão')).toBeVisible();
}

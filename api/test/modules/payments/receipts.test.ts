import { randomUUID } from 'node:crypto';
import { Subscription } from '@atalho/sdk/schemas';
import { ReceiptPage } from '@atalho/sdk/schemas/receipts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mailMessages, payments, receipts, userSubscriptionPlans } from '../../../src/db/schema';
import { issueReceipt } from '../../../src/modules/payments/issue-receipt';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPaymentProvider } from '../../../src/providers/payments';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { customer, idempotent, newCard, sandboxToken, subscribe, testCards } from './fixtures';

const ctx = useTestApp({
  config: {
    receiptIssuer: {
      name: 'Atalho Ltda.',
      document: '11222333000181',
      address: 'Av. Paulista, 1000 — São Paulo/SP',
    },
  },
});

async function userIdOf(token: string): Promise<number> {
  return ((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json() as { id: number })
    .id;
}

async function receiptsOf(token: string) {
  const response = await ctx.app.inject({ url: '/api/v1/receipts?size=50', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return v.parse(ReceiptPage, response.json());
}

const mailOf = async (receiptId: number) =>
  (
    await ctx.app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.key, `receipt:${receiptId}`))
  )[0];

async function buyCredits(token: string, total: number, card: string = testCards.approved) {
  const hash = await sandboxToken(ctx.app, token, card);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/credits',
    headers: idempotent(token, randomUUID()),
    payload: { total, customer, card: newCard(hash) },
  });
}

/** Moves a subscription's clock: its cycle ended a second ago, the renewal is due. */
async function endCycle(subscriptionId: number) {
  const past = new Date(Date.now() - 1_000);
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: past, nextBillingAt: past })
    .where(eq(userSubscriptionPlans.id, subscriptionId));
}

describe('receipts (issue 35 item 4)', () => {
  it('a trial has none; its first charge (the renewal) has one, listed and e-mailed with payer, card and company', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const created = v.parse(Subscription, (await subscribe(ctx.app, token, { discount: true })).json());
    expect(created.status).toBe('future');
    expect((await receiptsOf(token)).content).toEqual([]);

    await endCycle(created.id);
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toMatchObject({ renewed: 1 });
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toMatchObject({ renewed: 0 });
    const page = await receiptsOf(token);
    expect(page.totalElements).toBe(1);
    const [receipt] = page.content;
    expect(receipt).toMatchObject({
      purpose: 'subscription',
      amount: 2490,
      subscriptionPlan: { id: 3, name: 'URL_SHORTNER_PRO' },
      interval: 'monthly',
      cycle: 1,
      card: { brand: 'visa', lastFourDigits: '1111' },
      payer: { name: 'Maria da Silva', document: '52998224725' },
      issuer: {
        name: 'Atalho Ltda.',
        document: '11222333000181',
        address: 'Av. Paulista, 1000 — São Paulo/SP',
      },
    });
    expect(Date.now() - Date.parse(receipt?.issuedAt ?? '')).toBeLessThan(60_000);

    const mail = await mailOf(receipt?.id ?? 0);
    expect(mail).toMatchObject({ to: 'ana@example.com', userId: await userIdOf(token) });
    expect(mail?.subject).toBe(`Recibo nº ${receipt?.id} — Atalho`);
    for (const line of [
      'Item: Plano Profissional (mensal)',
      'Valor: R$\u00a024,90',
      'Cartão: Visa final 1111',
      'Pagador: Maria da Silva — 529.982.247-25',
      'Emitido por: Atalho Ltda. — CNPJ 11.222.333/0001-81 — Av. Paulista, 1000 — São Paulo/SP',
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).toContain('Plano Profissional (mensal)');
  });

  it('a subscription charged at once and each credit purchase have one; newest first; owner-scoped', async () => {
    // Another account's trial claimed this CPF and card: this one pays its first cycle now (decision 030).
    const other = await signIn(ctx.app, 'caio@example.com');
    expect(v.parse(Subscription, (await subscribe(ctx.app, other)).json()).status).toBe('future');
    const token = await signIn(ctx.app, 'bia@example.com');
    expect((await buyCredits(token, 2000)).statusCode).toBe(201);
    const yearly = await subscribe(ctx.app, token, { planId: 4, early: true });
    expect(yearly.statusCode).toBe(201);
    expect(v.parse(Subscription, yearly.json()).status).toBe('active');

    const { content } = await receiptsOf(token);
    expect(content.map((receipt) => [receipt.purpose, receipt.amount, receipt.interval])).toEqual([
      ['subscription', 67200, 'yearly'],
      ['credits', 2000, null],
    ]);
    expect(content[1]).toMatchObject({
      subscriptionPlan: null,
      cycle: null,
      card: { lastFourDigits: '1111' },
    });
    expect((await mailOf(content[1]?.id ?? 0))?.text).toContain('Item: Créditos para SMS');

    expect((await receiptsOf(other)).content).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v1/receipts' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/v1/receipts?size=1000', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  it('a refused charge has none', async () => {
    const token = await signIn(ctx.app, 'davi@example.com');
    expect((await buyCredits(token, 2000, testCards.insufficientFunds)).statusCode).toBe(402);
    const created = v.parse(
      Subscription,
      (await subscribe(ctx.app, token, { card: testCards.insufficientFunds })).json(),
    );
    await endCycle(created.id);
    await ctx.app.jobs.runNow('subscriptions.renew');
    expect((await receiptsOf(token)).content).toEqual([]);
    // The refused renewal's mail is the dunning notice (dunning.test.ts), not a receipt.
    const mails = await ctx.app.db.select().from(mailMessages);
    expect(mails.map((mail) => mail.key.split(':')[0])).toEqual(['renewal-retry']);
  });

  it('a charge the processor settles later gets its receipt from the webhook, once', async () => {
    const token = await signIn(ctx.app, 'eva@example.com');
    expect((await buyCredits(token, 3000)).statusCode).toBe(201);
    const [payment] = await ctx.app.db.select().from(payments);
    if (!payment?.providerPaymentId) throw new Error('no payment');
    // As if the processor had answered "pending" at first: no receipt yet.
    await ctx.app.db.delete(receipts);
    await ctx.app.db.delete(mailMessages);
    await ctx.app.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));

    const sandbox = ctx.app.providers.payments as SandboxPaymentProvider;
    sandbox.settle(payment.providerPaymentId, 'paid');
    const payload = JSON.stringify({ paymentId: payment.providerPaymentId });
    const webhook = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: sandbox.signWebhook(payload),
        },
        payload,
      });
    expect((await webhook()).json()).toEqual({ updated: true });
    expect((await webhook()).json()).toEqual({ updated: false });
    const { content } = await receiptsOf(token);
    expect(content.map((receipt) => receipt.amount)).toEqual([3000]);
    expect(await ctx.app.db.select().from(mailMessages)).toHaveLength(1);
  });

  it('issuing the same payment concurrently writes one receipt and one e-mail', async () => {
    const token = await signIn(ctx.app, 'fabio@example.com');
    expect((await buyCredits(token, 2000)).statusCode).toBe(201);
    const [payment] = await ctx.app.db.select().from(payments);
    if (!payment) throw new Error('no payment');
    await ctx.app.db.delete(receipts);
    await ctx.app.db.delete(mailMessages);
    await Promise.all(Array.from({ length: 10 }, () => issueReceipt(ctx.app, payment)));
    expect(await ctx.app.db.select().from(receipts)).toHaveLength(1);
    expect(await ctx.app.db.select().from(mailMessages)).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client';
import * as s from '../../../src/db/schema';
import { bearer, signIn } from '../../helpers/test-app';
import { openVisit } from '../clicks/visit';
import { multipartBody } from '../files/multipart';
import { createLink, grantPlan } from '../online-addresses/fixtures';

/** What `populateAccount` made: the user, their links and the stored keys of their uploads. */
export interface PopulatedAccount {
  email: string;
  token: string;
  userId: number;
  /** Every link of theirs: two shortened, the bio's three, the info product's, the campaign's. */
  linkIds: number[];
  uploadKeys: string[];
  /** Every text written for this user carries it, so another user's export can be searched for it. */
  tag: string;
}

async function clickOn(app: FastifyInstance, code: string, session: string): Promise<void> {
  const visit = await openVisit(app, code);
  const click = await app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    headers: { ...visit.headers, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0' },
    payload: { onlineAddress: { code }, visitToken: visit.visitToken, userSessionId: session },
  });
  expect(click.statusCode).toBe(201);
}

async function uploadImage(app: FastifyInstance, token: string, colour: string): Promise<string> {
  const image = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const { payload, contentType } = multipartBody([
    { name: 'kind', value: 'image' },
    { name: 'file', value: image, filename: 'foto.png' },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  expect(upload.statusCode).toBe(201);
  const [row] = await app.db.select().from(s.files).where(eq(s.files.id, upload.json().id));
  return row?.key ?? '';
}

async function link(db: Db, userId: number, code: string, type: s.OnlineAddressTypeValue, url: string) {
  const [row] = await db.insert(s.onlineAddresses).values({ userId, code, type, url }).returning();
  if (!row) throw new Error('no link');
  return row;
}

/**
 * A user with a row in every area (decision 037): through the API where the pipeline matters (sign-in, plan,
 * terms, API credential, links and their clicks, an upload's bytes, an export), written straight to the tables
 * elsewhere (bio, info product and leads, contacts and consent, a campaign, billing, mail and SMS).
 */
export async function populateAccount(app: FastifyInstance, tag: string): Promise<PopulatedAccount> {
  const db = app.db;
  const email = `${tag}@example.com`;
  const token = await signIn(app, email, `Pessoa ${tag}`);
  await grantPlan(app, email, 'PRO');
  const [user] = await db.select().from(s.users).where(eq(s.users.email, email));
  if (!user) throw new Error('no user');
  const userId = user.id;
  for (const [url, payload] of [
    ['/api/v1/user-sign-terms-of-use', { termsOfUse: { id: 3 } }],
    ['/api/v1/user-sign-privacy-policy', { privacyPolicy: { id: 3 } }],
  ] as const) {
    const signed = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(signed.statusCode).toBe(201);
  }
  const credential = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/api-credentials',
    headers: bearer(token),
  });
  expect(credential.statusCode).toBe(201);

  const shortened = [
    await createLink(app, `https://${tag}.exemplo.com.br/promo`, token),
    await createLink(app, `https://${tag}.exemplo.com.br/natal`, token),
  ];
  for (const [i, created] of shortened.entries()) await clickOn(app, created.code, `sessao-${tag}-${i}`);
  const uploadKeys = [await uploadImage(app, token, tag.length % 2 ? '#1565C0' : '#2E7D32')];
  const [first] = shortened;
  if (!first) throw new Error('no link');

  await db
    .insert(s.configs)
    .values({ userId, siteName: `Site ${tag}`, bannerLink: `https://${tag}.exemplo.com.br` });
  await db
    .insert(s.domains)
    .values({ host: `links.${tag}.com.br`, kind: 'domain', userId, token: `tok-${tag}` });
  const [graph] = await db.insert(s.openGraphs).values({ onlineAddressId: first.id, userId }).returning();
  await db
    .insert(s.openGraphFields)
    .values({ openGraphId: graph?.id ?? 0, name: 'og:title', value: `Título ${tag}` });
  await db
    .insert(s.linksReports)
    .values({ onlineAddressId: first.id, message: `Denúncia do link de ${tag}` });
  await db
    .insert(s.suspiciousClicks)
    .values({ onlineAddressId: first.id, reason: 'visitor', userSessionId: `s-${tag}` });

  // Bio: its page link, one section with a link, one social link.
  const bioLink = await link(db, userId, `bio${tag}`, 'BIO', `https://atalho.test/bio${tag}`);
  const sectionLink = await link(db, userId, `sec${tag}`, 'BIO', `https://${tag}.exemplo.com.br/loja`);
  const socialLink = await link(db, userId, `soc${tag}`, 'BIO', `https://www.instagram.com/${tag}`);
  const colours = {
    headerColor: '#000000',
    backgroundColor: '#ffffff',
    titleColor: '#000000',
    descriptionColor: '#000000',
    socialIconsColor: '#000000',
    sectionColor: '#000000',
    sectionTextColor: '#ffffff',
  };
  const [bio] = await db
    .insert(s.biographies)
    .values({
      userId,
      onlineAddressId: bioLink.id,
      name: `Bio ${tag}`,
      description: `Descrição ${tag}`,
      ...colours,
      layout: 1,
      font: 1,
      shape: 1,
      shadow: 1,
    })
    .returning();
  await db.insert(s.biographySections).values({
    biographyId: bio?.id ?? 0,
    type: 'SAMPLE_LINK',
    title: `Loja ${tag}`,
    onlineAddressId: sectionLink.id,
  });
  await db.insert(s.biographySocialLinks).values({
    biographyId: bio?.id ?? 0,
    title: 'Instagram',
    onlineAddressId: socialLink.id,
  });

  // Info product with every part, and a lead who answered the custom field.
  const pageLink = await link(
    db,
    userId,
    `pagina-${tag}`,
    'INFOPRODUCT',
    `https://atalho.test/pagina-${tag}`,
  );
  const [product] = await db
    .insert(s.infoproducts)
    .values({
      userId,
      onlineAddressId: pageLink.id,
      type: 'E_BOOK',
      action: 'DOWNLOAD',
      title: `E-book ${tag}`,
      subtitle: `Subtítulo ${tag}`,
      shortDescription: `Resumo ${tag}`,
      itensTitle: `Tópicos ${tag}`,
      description: `Sobre ${tag}`,
      style: {} as s.InfoproductRow['style'],
    })
    .returning();
  const productId = product?.id ?? 0;
  await db.insert(s.infoproductItems).values({ infoproductId: productId, value: `Tópico ${tag}` });
  const [field] = await db
    .insert(s.infoproductFormFields)
    .values({ infoproductId: productId, name: `Cidade ${tag}`, type: 'SELECT_FIELD' })
    .returning();
  await db
    .insert(s.infoproductFormFieldOptions)
    .values({ formFieldId: field?.id ?? 0, value: `Opção ${tag}` });
  const [footer] = await db
    .insert(s.infoproductFooters)
    .values({ infoproductId: productId, text: `Rodapé ${tag}` })
    .returning();
  await db
    .insert(s.infoproductFooterLinks)
    .values({ footerId: footer?.id ?? 0, name: `Link ${tag}`, href: `https://${tag}.exemplo.com.br/termos` });
  const [lead] = await db
    .insert(s.infoproductLeads)
    .values({ infoproductId: productId, email: `lead-de-${tag}@exemplo.com`, consentText: `Aceito ${tag}` })
    .returning();
  await db
    .insert(s.infoproductLeadAnswers)
    .values({ leadId: lead?.id ?? 0, formFieldId: field?.id ?? 0, value: `Resposta ${tag}` });

  // SMS: config, a contact in a segment with a property and its consent, a campaign with a link and an access.
  await db.insert(s.smsConfigs).values({ userId, business: `EMPRESA ${tag.toUpperCase()}` });
  const number = `55119${String(10_000_000 + tag.length * 1_111).padStart(8, '0')}`;
  const [contact] = await db
    .insert(s.contacts)
    .values({ userId, number, code: `ct${tag}`, tags: [`etiqueta-${tag}`], status: 'OPT_IN' })
    .returning();
  const contactId = contact?.id ?? 0;
  const [segment] = await db
    .insert(s.segments)
    .values({ userId, name: `Segmento ${tag}` })
    .returning();
  await db.insert(s.contactSegments).values({ contactId, segmentId: segment?.id ?? 0 });
  await db.insert(s.contactProperties).values({ contactId, userId, name: 'nome', value: `Contato ${tag}` });
  await db.insert(s.contactConsents).values({
    contactId,
    userId,
    toStatus: 'OPT_IN',
    source: 'PAGE',
    number,
    business: `EMPRESA ${tag.toUpperCase()}`,
  });
  const [message] = await db
    .insert(s.smsMessages)
    .values({
      key: `sms:${tag}`,
      kind: 'SHOOTING',
      userId,
      contactId,
      to: number,
      text: `Oferta ${tag}`,
      segments: 1,
      encoding: 'GSM-7',
      adapter: 'outbox',
    })
    .returning();
  const [shooting] = await db
    .insert(s.smsShootings)
    .values({ userId, title: `Disparo ${tag}`, type: 'SIMPLE', template: `Oferta ${tag}` })
    .returning();
  const shootingId = shooting?.id ?? 0;
  const [recipient] = await db
    .insert(s.smsShootingContacts)
    .values({ shootingId, contactId, smsMessageId: message?.id ?? null })
    .returning();
  const smsLink = await link(db, userId, `sms${tag}`, 'SMS', `https://${tag}.exemplo.com.br/sms`);
  const [shootingLink] = await db
    .insert(s.smsShootingLinks)
    .values({ shootingId, onlineAddressId: smsLink.id })
    .returning();
  await db.insert(s.contactAccesses).values({
    shootingId,
    shootingContactId: recipient?.id ?? 0,
    shootingLinkId: shootingLink?.id ?? 0,
  });
  await db.insert(s.mailMessages).values({
    key: `mail:${tag}`,
    userId,
    to: email,
    subject: `Recibo ${tag}`,
    text: `Olá ${tag}`,
    html: `<p>Olá ${tag}</p>`,
    adapter: 'outbox',
  });

  // Billing: the payer, a card, a paid subscription with its cycle, a payment, its receipt, credits.
  await db.insert(s.paymentCustomers).values({
    userId,
    provider: 'sandbox',
    providerCustomerId: `cus-${tag}`,
    document: '52998224725',
    name: `Pagador ${tag}`,
  });
  const [card] = await db
    .insert(s.savedCards)
    .values({
      userId,
      provider: 'sandbox',
      providerCardId: `card-${tag}`,
      fingerprint: `fp-${tag}`,
      brand: 'visa',
      lastFourDigits: '1111',
      holderName: `Titular ${tag}`,
      billingAddress: { city: `Cidade ${tag}` },
    })
    .returning();
  const [subscription] = await db
    .insert(s.userSubscriptionPlans)
    .values({ userId, subscriptionPlanId: 2, interval: 'monthly', cycle: 1, status: 'canceled' })
    .returning();
  const [payment] = await db
    .insert(s.payments)
    .values({
      userId,
      provider: 'sandbox',
      idempotencyKey: `pay-${tag}`,
      purpose: 'subscription',
      amount: 990,
      status: 'paid',
      cardId: card?.id ?? null,
      subscriptionId: subscription?.id ?? null,
      cycle: 1,
    })
    .returning();
  await db.insert(s.subscriptionCycles).values({
    subscriptionId: subscription?.id ?? 0,
    cycle: 1,
    status: 'billed',
    amount: 990,
    startAt: new Date(),
    endAt: new Date(Date.now() + 86_400_000),
    paymentId: payment?.id ?? null,
  });
  await db.insert(s.receipts).values({
    userId,
    paymentId: payment?.id ?? 0,
    purpose: 'subscription',
    amount: 990,
    payerName: `Pagador ${tag}`,
    payerDocument: '52998224725',
    issuer: { name: 'Atalho', document: null, address: null },
  });
  await db
    .insert(s.creditEntries)
    .values({ userId, type: 'BONUS', status: 'SUCCESS', total: 400, remaining: 100 });
  await db.insert(s.creditDebits).values({ userId, amount: 300, reference: `debito-${tag}` });
  await db
    .insert(s.idempotencyKeys)
    .values({ userId, key: `idem-${tag}`, operation: 'subscribe', status: 'done' });
  await db.insert(s.trialClaims).values({ kind: 'card', value: `fp-${tag}`, userId });

  const linkIds = [
    ...shortened.map((created) => created.id),
    bioLink.id,
    sectionLink.id,
    socialLink.id,
    pageLink.id,
    smsLink.id,
  ];
  // Its clicks in the rollups too (decision 042), so nothing changes behind a test's snapshot of the tables.
  await app.clickRollups.catchUp();
  return { email, token, userId, linkIds, uploadKeys, tag };
}

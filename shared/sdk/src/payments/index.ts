/**
 * How the browser turns a typed card into a token (decision 014): the card number and CVV go to the payment
 * provider's tokeniser only, and purchases carry the token as `card.hash`.
 */
import {
  type CardFieldsInput,
  CardToken,
  cardBrandOf,
  cardFields,
  PaymentsConfig,
  type SandboxCardTokenBody,
} from '@atalho/sdk/schemas';
import ky from 'ky';
import * as v from 'valibot';
import { api, parseResponse } from '../client';

export const paymentKeys = {
  all: ['payments'],
  config: () => [...paymentKeys.all, 'config'],
} as const;

/** GET /api/v1/payments/config: the provider, its public key and (sandbox) the test cards. */
export async function getPaymentsConfig(): Promise<PaymentsConfig> {
  return parseResponse(PaymentsConfig, await api.get('payments/config').json());
}

/** POST /api/v1/payments/sandbox/card-tokens: the sandbox's stand-in for a provider's tokeniser. */
export async function createSandboxCardToken(body: SandboxCardTokenBody): Promise<CardToken> {
  return parseResponse(CardToken, await api.post('payments/sandbox/card-tokens', { json: body }).json());
}

/** Mercado Pago's card tokenisation (what MercadoPago.js `createCardToken` calls), straight from the browser. */
export const MERCADO_PAGO_CARD_TOKENS_URL = 'https://api.mercadopago.com/v1/card_tokens';

const MercadoPagoCardToken = v.object({
  id: v.string(),
  last_four_digits: v.string(),
});

async function createMercadoPagoCardToken(
  publicKey: string,
  card: CardFieldsInput,
  document: string | undefined,
): Promise<CardToken> {
  const fields = v.parse(cardFields, card);
  const [month, year] = fields.expiration.split('/');
  const identification = document
    ? { type: document.length === 14 ? 'CNPJ' : 'CPF', number: document }
    : undefined;
  const data = await ky
    .post(MERCADO_PAGO_CARD_TOKENS_URL, {
      searchParams: { public_key: publicKey },
      json: {
        card_number: fields.number,
        security_code: fields.cvv,
        expiration_month: Number(month),
        expiration_year: 2000 + Number(year),
        cardholder: { name: fields.holderName, ...(identification ? { identification } : {}) },
      },
      retry: 0,
    })
    .json();
  const token = v.parse(MercadoPagoCardToken, data);
  return { hash: token.id, brand: cardBrandOf(fields.number), lastFourDigits: token.last_four_digits };
}

/**
 * The card's token from the configured provider: the sandbox's endpoint, or Mercado Pago's own tokeniser with
 * the public key (the card never reaches our server). `document` is the payer's CPF/CNPJ (digits).
 * Throws on an invalid card: show "Cartão inválido".
 */
export async function createCardToken(
  config: PaymentsConfig,
  card: CardFieldsInput,
  document?: string,
): Promise<CardToken> {
  if (config.provider === 'mercadopago' && config.publicKey) {
    return createMercadoPagoCardToken(config.publicKey, card, document);
  }
  return createSandboxCardToken({ ...card, ...(document ? { document } : {}) });
}

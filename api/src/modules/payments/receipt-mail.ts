import { formatDocument, type Receipt } from '@atalho/sdk/schemas/receipts';
import {
  type BillingMail,
  billingMail,
  cardLabel,
  formatDateTime,
  formatMoney,
  planLabel,
} from './billing-mail';

/** "Plano Profissional (mensal)", "Créditos para SMS": what a receipt says was paid for. */
export function receiptItem(receipt: Receipt): string {
  if (receipt.purpose === 'credits' || !receipt.subscriptionPlan) return 'Créditos para SMS';
  const period =
    receipt.interval === 'yearly' ? ' (anual)' : receipt.interval === 'monthly' ? ' (mensal)' : '';
  return `${planLabel(receipt.subscriptionPlan.name)}${period}`;
}

/** The receipt e-mail (pt-BR): the same lines as the panel's receipt. */
export function receiptMail(receipt: Receipt, panelUrl: string): BillingMail {
  const issuer = [
    receipt.issuer.name,
    receipt.issuer.document ? `CNPJ ${formatDocument(receipt.issuer.document)}` : null,
    receipt.issuer.address,
  ].filter((line): line is string => Boolean(line));
  return billingMail({
    subject: `Recibo nº ${receipt.id} — Atalho`,
    intro: ['Recebemos o seu pagamento. Este é o recibo:'],
    lines: [
      ['Recibo', `nº ${receipt.id}`],
      ['Data', `${formatDateTime(new Date(receipt.issuedAt))} (horário de Brasília)`],
      ['Item', receiptItem(receipt)],
      ['Valor', formatMoney(receipt.amount)],
      ['Cartão', receipt.card ? cardLabel(receipt.card) : '—'],
      ['Pagador', `${receipt.payer.name} — ${formatDocument(receipt.payer.document)}`],
      ['Emitido por', issuer.join(' — ')],
    ],
    panelUrl,
    panelNote: 'Seus recibos ficam em',
  });
}

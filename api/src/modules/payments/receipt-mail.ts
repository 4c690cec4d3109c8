import { formatDocument, type Receipt } from '@atalho/sdk/schemas/receipts';
import { escapeHtml } from '../../web/shell-html';

export interface ReceiptMail {
  subject: string;
  text: string;
  html: string;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  timeStyle: 'short',
});
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const planNames: Record<string, string> = {
  URL_SHORTNER_BASIC: 'Básico',
  URL_SHORTNER_PRO: 'Profissional',
  URL_SHORTNER_BUSINESS: 'Empresarial',
};

/** "Plano Profissional (mensal)", "Créditos para SMS": what a receipt says was paid for. */
export function receiptItem(receipt: Receipt): string {
  if (receipt.purpose === 'credits' || !receipt.subscriptionPlan) return 'Créditos para SMS';
  const plan = planNames[receipt.subscriptionPlan.name] ?? receipt.subscriptionPlan.name;
  const period =
    receipt.interval === 'yearly' ? ' (anual)' : receipt.interval === 'monthly' ? ' (mensal)' : '';
  return `Plano ${plan}${period}`;
}

/** The receipt e-mail (pt-BR): the same lines as the panel's receipt. */
export function receiptMail(receipt: Receipt, panelUrl: string): ReceiptMail {
  const subject = `Recibo nº ${receipt.id} — Atalho`;
  const card = receipt.card
    ? `${receipt.card.brand.charAt(0).toUpperCase()}${receipt.card.brand.slice(1)} final ${receipt.card.lastFourDigits}`
    : '—';
  const issuer = [
    receipt.issuer.name,
    receipt.issuer.document ? `CNPJ ${formatDocument(receipt.issuer.document)}` : null,
    receipt.issuer.address,
  ].filter((line): line is string => Boolean(line));
  const lines: [string, string][] = [
    ['Recibo', `nº ${receipt.id}`],
    ['Data', `${dateFormat.format(new Date(receipt.issuedAt))} (horário de Brasília)`],
    ['Item', receiptItem(receipt)],
    ['Valor', money.format(receipt.amount / 100)],
    ['Cartão', card],
    ['Pagador', `${receipt.payer.name} — ${formatDocument(receipt.payer.document)}`],
    ['Emitido por', issuer.join(' — ')],
  ];
  const text = [
    'Olá!',
    '',
    'Recebemos o seu pagamento. Este é o recibo:',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Seus recibos ficam em ${panelUrl}.`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:6px 12px 6px 0;font-weight:normal;color:#52606d">${e(label)}</th><td style="padding:6px 0">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f3f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 16px">Recebemos o seu pagamento. Este é o recibo:</p>
<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">
${rows}
</table>
<p style="margin:0;font-size:12px;color:#52606d">Seus recibos ficam em <a href="${e(panelUrl)}">${e(panelUrl)}</a>.</p>
</div>
</body></html>
`;
  return { subject, text, html };
}

import { escapeHtml } from '../../web/shell-html';

export interface BillingMail {
  subject: string;
  text: string;
  html: string;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  timeStyle: 'short',
});
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "28 de novembro de 2026 às 10:00" (Brasília). */
export const formatDateTime = (date: Date) => dateFormat.format(date);
/** "28 de novembro de 2026" (Brasília). */
export const formatDay = (date: Date) => dayFormat.format(date);
/** "R$ 29,90" from centavos. */
export const formatMoney = (centavos: number) => money.format(centavos / 100);

const planNames: Record<string, string> = {
  URL_SHORTNER_BASIC: 'Básico',
  URL_SHORTNER_PRO: 'Profissional',
  URL_SHORTNER_BUSINESS: 'Empresarial',
};

/** "Plano Profissional" from the catalogue name. */
export const planLabel = (name: string) => `Plano ${planNames[name] ?? name}`;

/** "Visa final 1111". */
export const cardLabel = (card: { brand: string; lastFourDigits: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} final ${card.lastFourDigits}`;

interface BillingMailContent {
  subject: string;
  /** Paragraphs before the table. */
  intro: string[];
  /** Label and value rows (a receipt's lines); may be empty. */
  lines?: [string, string][];
  /** The last, small paragraph: where the panel is. */
  panelUrl: string;
  panelNote: string;
}

/** A billing e-mail (pt-BR) in text and HTML: greeting, paragraphs, an optional table, the panel's address. */
export function billingMail({
  subject,
  intro,
  lines = [],
  panelUrl,
  panelNote,
}: BillingMailContent): BillingMail {
  const text = [
    'Olá!',
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    ...(lines.length > 0 ? [...lines.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${panelNote} ${panelUrl}.`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:6px 12px 6px 0;font-weight:normal;color:#52606d">${e(label)}</th><td style="padding:6px 0">${e(value)}</td></tr>`,
    )
    .join('\n');
  const table =
    lines.length > 0
      ? `<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">\n${rows}\n</table>\n`
      : '';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f3f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Olá!</p>
${intro.map((paragraph) => `<p style="margin:0 0 16px">${e(paragraph)}</p>`).join('\n')}
${table}<p style="margin:0;font-size:12px;color:#52606d">${e(panelNote)} <a href="${e(panelUrl)}">${e(panelUrl)}</a>.</p>
</div>
</body></html>
`;
  return { subject, text, html };
}

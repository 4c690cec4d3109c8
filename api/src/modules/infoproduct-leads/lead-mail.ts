import type { LeadDelivery } from '@atalho/sdk/schemas/infoproducts';
import { escapeHtml } from '../../web/shell-html';

export interface LeadMail {
  subject: string;
  text: string;
  html: string;
}

const expiryFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * The delivery e-mail (pt-BR): what was asked for, the link, until when it works, and why the message came (the
 * address was left on the page), so someone who never asked knows to ignore it.
 */
export function leadMail(title: string, pageUrl: string, delivery: LeadDelivery): LeadMail {
  const download = delivery.action === 'DOWNLOAD';
  const button = download ? 'Baixar o e-book' : 'Acessar';
  const until = `${expiryFormat.format(new Date(delivery.expiresAt))} (horário de Brasília)`;
  const subject = download ? `Seu e-book: ${title}` : `Seu acesso: ${title}`;
  const intro = download ? `Aqui está o seu e-book “${title}”.` : `Aqui está o seu acesso a “${title}”.`;
  const why = `Você recebeu esta mensagem porque este endereço de e-mail foi informado na página ${pageUrl}. Se não foi você, é só ignorar: não enviaremos mais nada.`;
  const text = [
    'Olá!',
    '',
    intro,
    '',
    `${button}: ${delivery.href}`,
    '',
    `O link vale até ${until}. Depois disso, é só enviar o formulário da página de novo para receber um novo.`,
    '',
    why,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f3f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 24px">${e(intro)}</p>
<p style="margin:0 0 24px"><a href="${e(delivery.href)}" style="display:inline-block;background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(button)}</a></p>
<p style="margin:0 0 16px;font-size:14px">O link vale até ${e(until)}. Depois disso, é só enviar o formulário da página de novo para receber um novo.</p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all">Se o botão não abrir, copie este endereço no navegador: ${e(delivery.href)}</p>
<p style="margin:0;font-size:12px;color:#52606d">${e(why)}</p>
</div>
</body></html>
`;
  return { subject, text, html };
}

import { randomUUID } from 'node:crypto';
import { formatContactNumber } from '@atalho/sdk/schemas/sms';
import type { SmsMessageStatus } from '../../db/schema';
import { escapeHtml } from '../../web/shell-html';
import type { SmsOutboxItem } from './transform';

const STATUS_LABELS: Record<SmsMessageStatus, string> = {
  QUEUED: 'Na fila',
  SENT: 'Enviado',
  DELIVERED: 'Entregue',
  FAILED: 'Falhou',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/**
 * The reply form carries an id made when the page was drawn: posting it twice (a double click, a reload that
 * posts again) is one reply, as a gateway's retried webhook is.
 */
function replyForm(item: SmsOutboxItem): string {
  return `<form method="post" action="/api/v1/sms-outbox/${item.id}/reply" class="reply">
    <input type="hidden" name="replyId" value="${randomUUID()}">
    <label for="reply-${item.id}">Resposta do contato</label>
    <input id="reply-${item.id}" name="text" value="SAIR" maxlength="160" required>
    <button type="submit">Responder</button>
  </form>`;
}

function receiptForms(item: SmsOutboxItem): string {
  if (item.status !== 'SENT') return '';
  const form = (status: 'DELIVERED' | 'FAILED', label: string) =>
    `<form method="post" action="/api/v1/sms-outbox/${item.id}/status"><input type="hidden" name="status" value="${status}"><button type="submit" class="${status.toLowerCase()}">${label}</button></form>`;
  return `<div class="receipts">${form('DELIVERED', 'Marcar entregue')}${form('FAILED', 'Falhar')}</div>`;
}

function messageItem(item: SmsOutboxItem): string {
  const error = item.lastError ? `<p class="error">Erro: ${escapeHtml(item.lastError)}</p>` : '';
  const parts = `${item.segments} ${item.segments === 1 ? 'parte' : 'partes'} (${escapeHtml(item.encoding)})`;
  return `<li><article id="sms-${item.id}" aria-labelledby="sms-${item.id}-to">
  <h2 id="sms-${item.id}-to">Para ${escapeHtml(formatContactNumber(item.to))}</h2>
  <p class="text">${escapeHtml(item.text)}</p>
  <dl>
    <div><dt>Quando</dt><dd><time datetime="${item.createdAt}">${dateTime.format(new Date(item.createdAt))}</time></dd></div>
    <div><dt>Tamanho</dt><dd>${item.text.length} caracteres, ${parts}</dd></div>
    <div><dt>Situação</dt><dd><span class="status ${item.status.toLowerCase()}">${STATUS_LABELS[item.status]}</span></dd></div>
  </dl>
  ${error}
  ${replyForm(item)}
  ${receiptForms(item)}
</article></li>`;
}

/** The development SMS outbox (decision 032): what the product would have sent, newest first. */
export function smsOutboxPage(items: SmsOutboxItem[], limit: number): string {
  const list = items.length
    ? `<ol>${items.map(messageItem).join('\n')}</ol>`
    : '<p class="empty">Nenhum SMS por enquanto. Os que o Atalho enviar aparecem aqui.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>SMS enviados (desenvolvimento) · Atalho</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #f4f6fb; }
  body { margin: 0; }
  main { max-width: 720px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { margin: 0 0 8px; font-size: 1.6rem; color: #0d47a1; }
  .intro { margin: 0 0 24px; line-height: 1.5; color: #3e4c59; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; }
  article { background: #fff; border: 1px solid #d9e2ec; border-radius: 12px; padding: 16px; }
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  .text { margin: 0 0 12px; padding: 12px; background: #e8f0fe; border-radius: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
  dl { margin: 0 0 12px; display: grid; gap: 4px; }
  dl div { display: flex; flex-wrap: wrap; gap: 0 8px; }
  dt { font-weight: 600; min-width: 5.5em; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .status { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: 0.9rem; font-weight: 600; }
  .status.sent { background: #e3f4e6; color: #1b5e20; }
  .status.delivered { background: #d7ecff; color: #0b3d75; }
  .status.queued { background: #fff4d6; color: #6b4500; }
  .status.failed { background: #fde8e8; color: #9b1c1c; }
  .error { margin: 0 0 12px; color: #9b1c1c; overflow-wrap: anywhere; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0 0; }
  label { font-weight: 600; width: 100%; }
  input { flex: 1 1 10em; min-height: 36px; padding: 4px 8px; border: 1px solid #9aa5b1; border-radius: 8px; font: inherit; }
  button { min-height: 36px; padding: 4px 14px; border: 0; border-radius: 8px; background: #0d47a1; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .receipts { display: flex; flex-wrap: wrap; gap: 8px; }
  button.failed { background: #9b1c1c; }
  .empty { padding: 24px; background: #fff; border-radius: 12px; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>SMS enviados</h1>
  <p class="intro">Ambiente de desenvolvimento: nenhum SMS sai desta máquina. Aqui aparecem os SMS que o Atalho enviaria (até ${limit}, os mais recentes primeiro). Responda como o contato, ou marque a entrega, para testar o que acontece depois. Recarregue a página para ver os novos.</p>
  ${list}
</main>
</body>
</html>`;
}

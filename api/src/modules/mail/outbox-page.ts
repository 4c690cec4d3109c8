import { escapeHtml } from '../../web/shell-html';
import type { OutboxItem, OutboxStatus } from './transform';

const STATUS_LABELS: Record<OutboxStatus, string> = { sent: 'Enviado', queued: 'Na fila', failed: 'Erro' };

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/**
 * Each message's HTML goes in a sandboxed frame (`srcdoc`, no `allow-*`): it cannot run script, submit a form,
 * navigate this page or reach its origin, and it inherits the page's CSP.
 */
function messageItem(item: OutboxItem): string {
  const subject = escapeHtml(item.subject || '(sem assunto)');
  const error =
    item.status === 'failed' && item.lastError
      ? `<p class="error">Última falha (${item.attempts} ${item.attempts === 1 ? 'tentativa' : 'tentativas'}): ${escapeHtml(item.lastError)}</p>`
      : '';
  return `<li><article aria-labelledby="mail-${item.id}">
  <h2 id="mail-${item.id}">${subject}</h2>
  <dl>
    <div><dt>Quando</dt><dd><time datetime="${item.createdAt}">${dateTime.format(new Date(item.createdAt))}</time></dd></div>
    <div><dt>Para</dt><dd>${escapeHtml(item.to)}</dd></div>
    <div><dt>Situação</dt><dd><span class="status ${item.status}">${STATUS_LABELS[item.status]}</span></dd></div>
  </dl>
  ${error}
  <iframe title="Conteúdo do e-mail: ${subject}" sandbox="" loading="lazy" referrerpolicy="no-referrer" srcdoc="${escapeHtml(item.html)}"></iframe>
  <details><summary>Versão em texto</summary><pre>${escapeHtml(item.text)}</pre></details>
</article></li>`;
}

/** The development outbox (decision 028): what the product would have sent, newest first. */
export function outboxPage(items: OutboxItem[], limit: number): string {
  const list = items.length
    ? `<ol>${items.map(messageItem).join('\n')}</ol>`
    : '<p class="empty">Nenhum e-mail por enquanto. Os que o Atalho enviar aparecem aqui.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Caixa de saída (desenvolvimento) · Atalho</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #f4f6fb; }
  body { margin: 0; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { margin: 0 0 8px; font-size: 1.6rem; color: #0d47a1; }
  .intro { margin: 0 0 24px; line-height: 1.5; color: #3e4c59; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; }
  article { background: #fff; border: 1px solid #d9e2ec; border-radius: 12px; padding: 16px; }
  h2 { margin: 0 0 12px; font-size: 1.15rem; overflow-wrap: anywhere; }
  dl { margin: 0 0 12px; display: grid; gap: 4px; }
  dl div { display: flex; flex-wrap: wrap; gap: 0 8px; }
  dt { font-weight: 600; min-width: 5.5em; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .status { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: 0.9rem; font-weight: 600; }
  .status.sent { background: #e3f4e6; color: #1b5e20; }
  .status.queued { background: #fff4d6; color: #6b4500; }
  .status.failed { background: #fde8e8; color: #9b1c1c; }
  .error { margin: 0 0 12px; color: #9b1c1c; overflow-wrap: anywhere; }
  iframe { display: block; width: 100%; height: 360px; border: 1px solid #d9e2ec; border-radius: 8px; background: #fff; }
  details { margin-top: 12px; }
  summary { cursor: pointer; color: #0d47a1; min-height: 24px; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f6fb; padding: 12px; border-radius: 8px; }
  .empty { padding: 24px; background: #fff; border-radius: 12px; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>Caixa de saída</h1>
  <p class="intro">Ambiente de desenvolvimento: nenhum e-mail sai desta máquina. Aqui aparecem os e-mails que o Atalho enviaria (até ${limit}, os mais recentes primeiro). Recarregue a página para ver os novos.</p>
  ${list}
</main>
</body>
</html>`;
}

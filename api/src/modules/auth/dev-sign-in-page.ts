import { escapeHtml } from '../../web/shell-html';

/** The development sign-in form shown instead of Google when no Google credentials are configured. */
export function devSignInPage(options: { action: string; email?: string; name?: string }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Entrar (desenvolvimento) · Atalho</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: linear-gradient(135deg, #0d47a1, #1565c0 55%, #42a5f5); }
  main { background: #fff; width: min(92vw, 380px); padding: 32px 28px; border-radius: 16px; box-shadow: 0 20px 50px rgb(0 0 0 / 0.25); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; color: #0d47a1; }
  p { margin: 0 0 24px; color: #555; font-size: 0.95rem; line-height: 1.4; }
  label { display: block; font-weight: 600; font-size: 0.9rem; color: #333; margin-bottom: 6px; }
  input { box-sizing: border-box; width: 100%; padding: 11px 12px; border: 1px solid #c5cae9; border-radius: 8px; font-size: 1rem; margin-bottom: 18px; }
  input:focus { outline: 2px solid #1565c0; border-color: transparent; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #1565c0; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:hover { background: #0d47a1; }
  small { display: block; margin-top: 16px; color: #777; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>Entrar no Atalho</h1>
  <p>Ambiente de desenvolvimento: o login com Google não está configurado. Informe um e-mail para entrar.</p>
  <form method="post" action="${escapeHtml(options.action)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.email ?? '')}" autofocus>
    <label for="name">Nome</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="80" value="${escapeHtml(options.name ?? '')}">
    <button type="submit">Entrar</button>
  </form>
  <small>Defina GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET para usar o Google.</small>
</main>
</body>
</html>`;
}

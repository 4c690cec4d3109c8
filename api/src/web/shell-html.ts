import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EncodedBody, encodeOnce, sendEncoded } from '../http/compression';
import type { FirstPaint, FirstPaints } from './first-paint';

/** Serialises data for `<script type="application/json">` so no user text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Inserts markup just before `</head>` (or at the start when the document has none). */
export function injectIntoHead(html: string, fragment: string): string {
  const index = html.search(/<\/head>/i);
  return index < 0 ? fragment + html : `${html.slice(0, index)}${fragment}${html.slice(index)}`;
}

const ROOT = /<div id="root">/i;

/** The shell's page with a first paint: its CSS in the head, its markup just before the app's root. */
function withFirstPaint(html: string, paint: FirstPaint): string {
  const withHead = injectIntoHead(html, paint.head);
  const index = withHead.search(ROOT);
  return index < 0 ? withHead : `${withHead.slice(0, index)}${paint.body}${withHead.slice(index)}`;
}

const missingBuildPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Atalho</h1>
<p>A interface ainda não foi compilada. Rode <code>npm run build</code> e recarregue a página.</p>
<p lang="en">The web app is not built yet. Run <code>npm run build</code> and reload.</p>
</body></html>`;

/** The shell's index.html, read once (and again only while the build is missing). */
export interface ShellTemplate {
  /** The template if it has been read (for synchronous callers such as the hot path). */
  current(): string | undefined;
  load(): Promise<string | undefined>;
}

/** Keyed by the app's config: every encapsulated plugin instance of one app shares that object. */
const templates = new WeakMap<object, ShellTemplate>();

/** The app's one shell template (the not-found handler and the link pages share a single read). */
export function shellTemplateOf(app: FastifyInstance): ShellTemplate {
  let template = templates.get(app.config);
  if (!template) {
    template = createShellTemplate(app.config.staticRoot);
    templates.set(app.config, template);
  }
  return template;
}

function createShellTemplate(staticRoot: string): ShellTemplate {
  const indexPath = join(staticRoot, 'shell', 'dist', 'index.html');
  let html: string | undefined;
  return {
    current: () => html,
    async load() {
      if (html === undefined) html = await readFile(indexPath, 'utf8').catch(() => undefined);
      return html;
    },
  };
}

/**
 * Sends the shell's page for any route the SPA handles (200) or for an address that is no page (404, the
 * app then shows its fallback). A public page with a first paint (mf-public's build) gets it in the page. Each
 * variant is compressed once, when first sent, in every encoding.
 */
export function createShellHtml(template: ShellTemplate, firstPaints?: FirstPaints) {
  const encoded = new Map<string, { source: string; body: EncodedBody }>();
  /** `status`: the reply's own (200 unless the caller set another) when not given. */
  return async function sendShellHtml(reply: FastifyReply, status = reply.statusCode, path?: string) {
    const shell = (await template.load()) ?? missingBuildPage;
    const paint = path !== undefined && status === 200 ? await firstPaints?.of(path) : undefined;
    const key = paint ? (path ?? '') : '';
    let entry = encoded.get(key);
    if (entry?.source !== shell) {
      const page = paint ? withFirstPaint(shell, paint) : shell;
      entry = { source: shell, body: encodeOnce(page) };
      encoded.set(key, entry);
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendEncoded(reply.status(status), entry.body);
  };
}

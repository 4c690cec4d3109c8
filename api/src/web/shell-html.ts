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

const TITLE = /<title>[\s\S]*?<\/title>/i;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/gi;
const SHELL_NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

const SLOT_TITLE = '\uE000title\uE000';
const SLOT_HEAD = '\uE000head\uE000';
const SLOT_NOSCRIPT = '\uE000noscript\uE000';
const SLOT_ROOT = '\uE000root\uE000';
const SLOTS = /(\uE000(?:title|head|noscript|root)\uE000)/;

/**
 * The shell's HTML cut once around what a server-rendered page fills in (its title, head tags, no-JavaScript
 * block, the app root's content), so a page is a join instead of regular expressions over the whole document
 * on every render. Even indexes are the shell's text, odd ones the slots.
 */
function compileShell(html: string): string[] {
  let page = html.replace(SHELL_DESCRIPTION, '');
  if (TITLE.test(page)) page = page.replace(TITLE, SLOT_TITLE);
  page = SHELL_NOSCRIPT.test(page)
    ? page.replace(SHELL_NOSCRIPT, SLOT_NOSCRIPT)
    : page.replace(/<body([^>]*)>/i, (body) => `${body}${SLOT_NOSCRIPT}`);
  page = page.replace(ROOT, (root) => `${root}${SLOT_ROOT}`);
  return injectIntoHead(page, SLOT_HEAD).split(SLOTS);
}

/** The last shell compiled: it changes only when the shell is rebuilt. Its text pieces also as UTF-8 bytes. */
let compiled: { html: string; pieces: string[]; bytes: Buffer[] } | undefined;

function compiledShell(html: string): { pieces: string[]; bytes: Buffer[] } {
  if (compiled?.html !== html) {
    const pieces = compileShell(html);
    compiled = { html, pieces, bytes: pieces.map((piece) => Buffer.from(piece, 'utf8')) };
  }
  return compiled;
}

/** Markup as one string or as pieces written one after the other (a shared picture around a link's own text). */
export type HtmlParts = string | readonly string[];

/** What a server-rendered page puts into the shell's HTML. `head`, `beforeRoot` and `root` are already HTML. */
export interface ShellDocumentParts {
  /** Plain text (escaped here). */
  title: string;
  /** Markup for the head: tags, styles, the embedded `atalho-data` its island reads. */
  head: HtmlParts;
  /** Markup replacing the shell's `<noscript>` block, before the app's root. */
  beforeRoot: HtmlParts;
  /** Markup inside `<div id="root">`: the page itself, usable with JavaScript off. */
  root: string;
}

const joined = (parts: HtmlParts): string => (typeof parts === 'string' ? parts : parts.join(''));

/** The markup of each slot, in pieces (the head's closing newline is a piece of its own). */
function slotParts(parts: ShellDocumentParts): Record<string, HtmlParts> {
  return {
    [SLOT_TITLE]: `<title>${escapeHtml(parts.title)}</title>`,
    [SLOT_HEAD]: typeof parts.head === 'string' ? `${parts.head}\n` : [...parts.head, '\n'],
    [SLOT_NOSCRIPT]: parts.beforeRoot,
    [SLOT_ROOT]: parts.root,
  };
}

/** The shell's page with a server-rendered page in it (the link pages of decision 027, the SMS opt-in pages). */
export function renderShellDocument(html: string, parts: ShellDocumentParts): string {
  const { pieces } = compiledShell(html);
  const fill = slotParts(parts);
  return pieces.map((piece, index) => (index % 2 === 1 ? joined(fill[piece] ?? '') : piece)).join('');
}

/**
 * The same page as UTF-8 bytes of its own (what a cached answer keeps), written piece by piece into one buffer:
 * a link page's miss builds no document string. The whole page as one string is two bytes a character as soon
 * as one character is past Latin-1 (the title's dash), and was then copied into its bytes: 2 × 6 KB a page
 * (issue 36 item 8).
 */
export function renderShellDocumentBytes(html: string, parts: ShellDocumentParts): Buffer {
  const { pieces, bytes } = compiledShell(html);
  const fill = slotParts(parts);
  let length = 0;
  for (let index = 0; index < pieces.length; index += 1) {
    if (index % 2 === 0) length += (bytes[index] as Buffer).length;
    else length += byteLengthOf(fill[pieces[index] as string] ?? '');
  }
  const out = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (let index = 0; index < pieces.length; index += 1) {
    if (index % 2 === 0) offset += (bytes[index] as Buffer).copy(out, offset);
    else offset = writeParts(out, offset, fill[pieces[index] as string] ?? '');
  }
  return out;
}

function byteLengthOf(parts: HtmlParts): number {
  if (typeof parts === 'string') return Buffer.byteLength(parts, 'utf8');
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part, 'utf8');
  return length;
}

function writeParts(out: Buffer, offset: number, parts: HtmlParts): number {
  if (typeof parts === 'string') return offset + out.write(parts, offset, 'utf8');
  let at = offset;
  for (const part of parts) at += out.write(part, at, 'utf8');
  return at;
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

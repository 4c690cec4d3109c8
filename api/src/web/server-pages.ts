import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPage, ServerPageResult, ServerPagesModule } from '@atalho/sdk/server-page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EncodedBody, encodeOnce, sendEncoded } from '../http/compression';
import { remoteFolders } from './remotes';
import { jsonForScript, renderShellDocument, type ShellTemplate } from './shell-html';

/** What a remote's build writes next to its files (shared/build/server-pages.mjs); never served. */
export const SERVER_PAGES_FILE = 'server-pages.mjs';
/** How long an API answer a page is drawn from is reused: the catalogue and the legal texts change rarely. */
const READ_TTL_MS = 10_000;
/** Drawn pages kept compressed (one per path, `?planId=` and data variant), the oldest dropped first. */
const MAX_DRAWN = 32;

/**
 * While the server's page is on screen the app's root stays hidden; the shell removes the page in the commit
 * that draws the app's (decision 012's first paint, decision 038).
 */
const FIRST_PAINT_CSS = '#atalho-first-paint~#root{display:none}body{margin:0}';

interface Loaded {
  page: ServerPage;
  css: string;
}

function isServerPagesModule(value: unknown): value is ServerPagesModule {
  if (typeof value !== 'object' || value === null) return false;
  const { serverPages, css } = value as Record<string, unknown>;
  return typeof serverPages === 'object' && serverPages !== null && typeof css === 'string';
}

function isServerPage(value: unknown): value is ServerPage {
  return typeof value === 'object' && value !== null && typeof (value as ServerPage).render === 'function';
}

function isResult(value: unknown): value is ServerPageResult {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, queries } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof body === 'string' && Array.isArray(queries);
}

const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** `/plans/` is `/plans`. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export interface ServerPages {
  /**
   * The page at `path` drawn with its data (the shell's HTML with the page before the app's root, its CSS and
   * data in the head), compressed; undefined when there is no such page, no build of it, or one of its reads
   * failed: the caller then sends the plain shell.
   */
  draw(path: string, search: URLSearchParams): Promise<EncodedBody | undefined>;
}

/** Sends a drawn page (200, HTML, revalidated like the shell's). */
export function sendDrawnPage(reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  return sendEncoded(reply.status(200), body);
}

/**
 * The public pages the remotes draw on the server with their data (decision 038): each remote's
 * `dist/server-pages.mjs` names its pages by path and the anonymous API reads they are drawn from. The reads
 * go through the API itself (`inject`), so a page is drawn from exactly the JSON the app would fetch.
 */
export function createServerPages(
  app: FastifyInstance,
  staticRoot: string,
  template: ShellTemplate,
): ServerPages {
  let pages: Map<string, Loaded> | undefined;
  const reads = new Map<string, { at: number; text: string }>();
  const drawn = new Map<string, { shell: string; body: EncodedBody }>();

  async function load(): Promise<Map<string, Loaded>> {
    if (pages) return pages;
    const found = new Map<string, Loaded>();
    for (const folder of remoteFolders(staticRoot)) {
      const file = join(staticRoot, folder, 'dist', SERVER_PAGES_FILE);
      if (!existsSync(file)) continue;
      try {
        const module: unknown = await import(pathToFileURL(file).href);
        if (!isServerPagesModule(module)) throw new Error('no serverPages or css export');
        for (const [path, page] of Object.entries(module.serverPages)) {
          if (isServerPage(page)) found.set(path, { page, css: module.css });
        }
      } catch (error) {
        app.log.warn({ err: error, folder }, 'server-drawn pages not loaded');
      }
    }
    // Read again while no remote has been built (`npm start` builds before listening, a test may not).
    if (found.size > 0) pages = found;
    return found;
  }

  async function read(url: string, now: number): Promise<unknown> {
    const cached = reads.get(url);
    if (cached && now - cached.at < READ_TTL_MS) return JSON.parse(cached.text);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': 'pt-BR' },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    reads.set(url, { at: now, text: response.body });
    return JSON.parse(response.body);
  }

  return {
    async draw(rawPath, search) {
      const path = normalise(rawPath);
      const loaded = (await load()).get(path);
      const shell = await template.load();
      if (!loaded || shell === undefined) return undefined;
      const { page, css } = loaded;
      try {
        const now = Date.now();
        const answers: Record<string, unknown> = {};
        for (const [name, url] of Object.entries(page.reads ?? {})) answers[name] = await read(url, now);
        const params: Record<string, string> = {};
        for (const name of page.params ?? []) {
          const value = search.get(name);
          if (value !== null) params[name] = value;
        }
        // The same data, parameters and shell draw the same page: it is drawn and compressed once.
        const key = JSON.stringify([path, params, answers]);
        const cached = drawn.get(key);
        if (cached?.shell === shell) return cached.body;
        const result: unknown = page.render({ answers, params });
        if (!isResult(result)) throw new Error('render answered no title, body and queries');
        const html = renderShellDocument(shell, {
          title: result.title,
          head: [
            // The shell's description stays: these are the pages search engines list.
            SHELL_DESCRIPTION.exec(shell)?.[0] ?? '',
            `<style id="atalho-first-paint-css">${FIRST_PAINT_CSS}${css.replace(/<\/style/gi, '<\\/style')}</style>`,
            `<script id="atalho-data" type="application/json">${jsonForScript({ queries: result.queries })}</script>`,
          ].join(''),
          // The page itself, usable with no script: the shell marks it as the app's picture when it starts.
          beforeRoot: `<div id="atalho-first-paint">${result.body}</div>`,
          root: '',
        });
        const body = encodeOnce(html);
        drawn.delete(key);
        drawn.set(key, { shell, body });
        while (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value ?? '');
        return body;
      } catch (error) {
        app.log.error({ err: error, path }, 'server-drawn page failed; sending the plain shell');
        return undefined;
      }
    },
  };
}

import { readFile, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { remotesSourceOf } from './remotes';

/** What a short link's page mounts (shell/src/visitor/detect.ts): mf-public's `./RedirectScreen`. */
const VISITOR_REMOTE = 'mf_public';
const VISITOR_EXPOSE = './RedirectScreen';

/** How often a page build may read `/remotes.json` and the manifest again (a lone redeploy needs no restart). */
const CHECK_INTERVAL_MS = 2_000;

/** A URL a `Link` header can carry as it is: printable ASCII without `<`, `>`, quotes or spaces. */
const LINKABLE = /^[!#-;=?-~]+$/;

/** The redirect screens mf-public's build drew for `/{code}`'s first paint (mf-public/src/first-paint). */
export type RedirectPictureMode = 'free' | 'paid';
/** Where a picture takes the link's destination, HTML-escaped (mf-public's `DESTINATION_SLOT`). */
export const DESTINATION_SLOT = '__ATALHO_DESTINATION__';

/** `/{code}`'s first paint for one screen: the screen's stylesheet for the head, its markup for the body. */
export interface RedirectPicture {
  head: string;
  /** The markup cut at `DESTINATION_SLOT`: joined with the escaped destination. */
  body: string[];
}

export type RedirectPictures = Partial<Record<RedirectPictureMode, RedirectPicture>>;

/**
 * While a picture is on the page the app's root stays hidden (the shell removes the picture when it mounts the
 * real screen); without JavaScript the picture is hidden and the page's `<noscript>` path shows instead.
 */
const PICTURE_RULES =
  '<style>#atalho-first-paint~#root{display:none}body{margin:0}</style>' +
  '<noscript><style>#atalho-first-paint{display:none}</style></noscript>';

const PICTURE_MODES: RedirectPictureMode[] = ['free', 'paid'];

/**
 * The pictures in mf-public's `first-paint.json` (beside its manifest), styled by the screen's own stylesheets;
 * none when the build has no picture or the screen no stylesheet (it would show unstyled).
 */
export function redirectPictures(text: string, styles: string[]): RedirectPictures {
  const linkable = styles.filter((href) => LINKABLE.test(href));
  if (linkable.length === 0) return {};
  let paints: Record<string, unknown>;
  try {
    paints = record(JSON.parse(text));
  } catch {
    return {};
  }
  const head = linkable.map((href) => `<link rel="stylesheet" href="${href}">`).join('') + PICTURE_RULES;
  const pictures: RedirectPictures = {};
  for (const mode of PICTURE_MODES) {
    const body = record(paints[`redirect:${mode}`]).body;
    if (typeof body === 'string' && body.includes(DESTINATION_SLOT))
      pictures[mode] = { head, body: body.split(DESTINATION_SLOT) };
  }
  return pictures;
}

interface ManifestFiles {
  remoteEntry: string;
  scripts: string[];
  styles: string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The remote entry and the visitor screen's first files, from a Module Federation manifest
 * (`mf-manifest.json`): the same list the federation runtime reads before it loads them one round trip later.
 * Paths are relative to the manifest's folder unless the build gave an absolute public path.
 */
export function manifestFiles(manifestUrl: string, text: string): ManifestFiles | undefined {
  let manifest: Record<string, unknown>;
  try {
    manifest = record(JSON.parse(text));
  } catch {
    return undefined;
  }
  const meta = record(manifest.metaData);
  const entry = record(meta.remoteEntry);
  const expose = (Array.isArray(manifest.exposes) ? manifest.exposes : [])
    .map(record)
    .find((candidate) => candidate.path === VISITOR_EXPOSE);
  if (typeof entry.name !== 'string' || !expose) return undefined;
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '';
  const base = publicPath || `${posix.dirname(manifestUrl)}/`;
  const url = (file: string) => `${base.replace(/\/?$/, '/')}${file.replace(/^\//, '')}`;
  const assets = record(expose.assets);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path}/${entry.name}` : entry.name;
  return {
    remoteEntry: url(entryPath),
    scripts: strings(record(assets.js).sync).map(url),
    styles: strings(record(assets.css).sync).map(url),
  };
}

/** The file on this server behind a same-origin remote URL (`/mf/<folder>/…` or a deployed `/deploy/…`). */
function localFileOf(url: string, staticRoot: string, dataDir: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || url.split('/').includes('..')) return undefined;
  const remote = /^\/mf\/(mf-[a-z0-9-]+)\/(.+)$/.exec(url);
  if (remote?.[1] && remote[2]) return join(staticRoot, remote[1], 'dist', remote[2]);
  const deployed = /^\/deploy\/(.+)$/.exec(url);
  return deployed?.[1] ? join(dataDir, 'deploy', deployed[1]) : undefined;
}

/**
 * One `Link` header entry. Low priority: the shell's entry is a `defer` script, which Chromium fetches at low
 * priority, while a preload is high by default and took the phone's bandwidth from the entry every later step
 * waits for (measured: the countdown showed ~0.6 s later than with low-priority preloads).
 */
function preload(href: string, as: 'fetch' | 'script'): string | undefined {
  if (!LINKABLE.test(href)) return undefined;
  return `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin' : ''}; fetchpriority=low`;
}

/** The screen's stylesheet, which the first paint waits for: first, at its usual (high) priority. */
function preloadStyle(href: string): string | undefined {
  return LINKABLE.test(href) ? `<${href}>; rel=preload; as=style` : undefined;
}

function linkHeader(entries: (string | undefined)[]): string {
  return entries.filter((entry) => entry !== undefined).join(', ');
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([!#-;=?-~]+)"/gi;

export interface VisitorPreloads {
  /**
   * The `Link` header of a page built on `shell` ('' while there is nothing to preload; the same string until
   * something changes). The shell's own scripts go first, at their usual priority: a header's preloads start
   * before the HTML is read, and on HTTP/1.1's six connections they would otherwise hold up the entry every
   * later step waits for.
   */
  headerFor(shell: string): string;
  /** Reads `/remotes.json` and the manifest again when the last look is older than a couple of seconds. */
  refresh(): Promise<string>;
  /** `/{code}`'s first paints from the same deployment of mf-public (the same object until something changes). */
  pictures(): RedirectPictures;
}

/**
 * Preloads (a `Link` header, decision 021) for what a short link's page loads after the shell's entry:
 * `/remotes.json`, mf-public's manifest, its remote entry and the redirect screen's files. Without them each is
 * found only when the previous one has run, a chain of round trips (~560 ms each on a slow 4G phone) before the
 * countdown shows; with them the browser fetches them beside the shell's entry. They follow `/remotes.json`, so
 * a remote deployed alone is preloaded from its new address; a remote hosted elsewhere gets only its manifest.
 */
export function createVisitorPreloads(app: FastifyInstance, now: () => number = Date.now): VisitorPreloads {
  const { staticRoot, dataDir } = app.config;
  const remotes = remotesSourceOf(app);
  let remoteLinks = '';
  let pictures: RedirectPictures = {};
  let styleLinks = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let read: { url: string; mtimeMs: number } | undefined;
  let pending: Promise<string> | undefined;

  async function linksFor(url: string): Promise<string> {
    const always = [preload('/remotes.json', 'fetch'), preload(url, 'fetch')];
    const file = localFileOf(url, staticRoot, dataDir);
    const mtimeMs = file
      ? await stat(file).then(
          (s) => s.mtimeMs,
          () => -1,
        )
      : -1;
    if (read?.url === url && read.mtimeMs === mtimeMs) return remoteLinks;
    read = { url, mtimeMs };
    const files =
      file && mtimeMs >= 0 ? manifestFiles(url, await readFile(file, 'utf8').catch(() => '')) : undefined;
    pictures =
      file && files
        ? redirectPictures(
            await readFile(join(dirname(file), 'first-paint.json'), 'utf8').catch(() => ''),
            files.styles,
          )
        : {};
    styleLinks = linkHeader(files?.styles.map(preloadStyle) ?? []);
    if (!files) return linkHeader(always);
    return linkHeader([
      ...always,
      preload(files.remoteEntry, 'script'),
      ...files.scripts.map((href) => preload(href, 'script')),
    ]);
  }

  async function check(): Promise<string> {
    const url = (await remotes.current())[VISITOR_REMOTE];
    if (!url) {
      pictures = {};
      styleLinks = '';
    }
    remoteLinks = url ? await linksFor(url) : '';
    return remoteLinks;
  }

  let header = { shell: '', remoteLinks: '', styleLinks: '', scripts: '', value: '' };

  return {
    headerFor(shell) {
      if (header.shell === shell && header.remoteLinks === remoteLinks && header.styleLinks === styleLinks)
        return header.value;
      const scripts =
        header.shell === shell
          ? header.scripts
          : [...shell.matchAll(SCRIPT_SRC)]
              .map((match) => `<${match[1]}>; rel=preload; as=script`)
              .join(', ');
      const value = !remoteLinks
        ? ''
        : linkHeader([styleLinks || undefined, scripts || undefined, remoteLinks]);
      header = { shell, remoteLinks, styleLinks, scripts, value };
      return value;
    },
    pictures: () => pictures,
    refresh() {
      const time = now();
      if (time - checkedAt < CHECK_INTERVAL_MS) return pending ?? Promise.resolve(remoteLinks);
      checkedAt = time;
      pending = check().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

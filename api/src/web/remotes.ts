import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export type RemotesMap = Record<string, string>;

/** `mf-links` → `mf_links` (federation names are JS identifiers). */
function federationNameOf(folder: string): string {
  return folder.replace(/-/g, '_');
}

export function remoteFolders(staticRoot: string): string[] {
  try {
    return readdirSync(staticRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^mf-[a-z0-9-]+$/.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

export function defaultRemotes(folders: readonly string[]): RemotesMap {
  return Object.fromEntries(
    folders.map((folder) => [federationNameOf(folder), `/mf/${folder}/mf-manifest.json`]),
  );
}

/**
 * `/remotes.json`: defaults for the built folders, overridden by DATA_DIR/remotes.json, which is re-read
 * whenever its modification time changes, so deploying or rolling back one remote needs no restart.
 */
export function createRemotesSource(
  defaults: RemotesMap,
  overridePath: string,
  log: (message: string) => void,
) {
  let cached: { mtimeMs: number; overrides: RemotesMap } = { mtimeMs: -1, overrides: {} };

  async function readOverrides(): Promise<RemotesMap> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(overridePath)).mtimeMs;
    } catch {
      return {};
    }
    if (mtimeMs === cached.mtimeMs) return cached.overrides;
    try {
      const parsed: unknown = JSON.parse(await readFile(overridePath, 'utf8'));
      const overrides: RemotesMap = {};
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        for (const [name, url] of Object.entries(parsed)) if (typeof url === 'string') overrides[name] = url;
      }
      cached = { mtimeMs, overrides };
      return overrides;
    } catch (error) {
      // A half-written or broken file keeps the last good overrides rather than breaking every page.
      log(`ignoring unreadable ${overridePath}: ${String(error)}`);
      return cached.overrides;
    }
  }

  return {
    async current(): Promise<RemotesMap> {
      return { ...defaults, ...(await readOverrides()) };
    },
  };
}

export function remotesOverridePath(dataDir: string): string {
  return join(dataDir, 'remotes.json');
}

export type RemotesSource = ReturnType<typeof createRemotesSource>;

const sources = new WeakMap<object, RemotesSource>();

/** The app's one `/remotes.json` source (the web plugin serves it, the short links' pages preload from it). */
export function remotesSourceOf(app: FastifyInstance): RemotesSource {
  let source = sources.get(app.config);
  if (!source) {
    const { staticRoot, dataDir } = app.config;
    source = createRemotesSource(
      defaultRemotes(remoteFolders(staticRoot)),
      remotesOverridePath(dataDir),
      (message) => app.log.warn(message),
    );
    sources.set(app.config, source);
  }
  return source;
}

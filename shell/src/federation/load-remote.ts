import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, resetRemote } from './remotes';
import { atalhoRuntimePlugin } from './runtime-plugin';

export const RETRY_DELAY_MS = 600;

let pluginRegistered = false;

function ensurePlugin(): void {
  if (pluginRegistered) return;
  registerPlugins([atalhoRuntimePlugin()]);
  pluginRegistered = true;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultExport<T>(module: unknown, id: string): T {
  if (module && typeof module === 'object' && 'default' in module && module.default) {
    return module.default as T;
  }
  throw new Error(`Remote module ${id} has no default export`);
}

/**
 * Loads `remote/exposed` (e.g. `mf_links`, `LinksPage`) and returns its default export. One automatic
 * retry after resetting the remote's cached entry covers a blip or a redeploy between manifest and chunk.
 */
export async function loadRemoteModule<T>(remote: string, exposed: string, retries = 1): Promise<T> {
  ensurePlugin();
  const id = `${remote}/${exposed}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await ensureRemotesRegistered();
      const module = await loadRemote<unknown>(id);
      return defaultExport<T>(module, id);
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(RETRY_DELAY_MS * (attempt + 1));
      await resetRemote(remote);
    }
  }
}

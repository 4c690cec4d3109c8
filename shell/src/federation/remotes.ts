import { registerRemotes } from '@module-federation/enhanced/runtime';

/** `/remotes.json`: federation name → manifest URL (served no-cache by the server). */
export type RemoteMap = Record<string, string>;

export const REMOTES_URL = '/remotes.json';

const entries = new Map<string, string>();
let registration: Promise<RemoteMap> | null = null;

function isRemoteMap(value: unknown): value is RemoteMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteMap(body)) throw new Error(`${REMOTES_URL} is not a name → URL map`);
  return body;
}

function register(map: RemoteMap, force: boolean): void {
  const remotes = Object.entries(map).map(([name, entry]) => ({ name, entry }));
  for (const { name, entry } of remotes) entries.set(name, entry);
  registerRemotes(remotes, { force });
}

/**
 * Fetches `/remotes.json` and registers every remote once. A failed fetch is not cached, so the
 * next call (a retry from an error boundary) tries again.
 */
export function ensureRemotesRegistered(): Promise<RemoteMap> {
  registration ??= fetchRemoteMap()
    .then((map) => {
      register(map, false);
      return map;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/**
 * Forgets a remote's cached (possibly failed) entry so the next load fetches it again; re-reads
 * `/remotes.json` in case the remote was redeployed or rolled back meanwhile.
 */
export async function resetRemote(name: string): Promise<void> {
  registration = null;
  let map: RemoteMap;
  try {
    map = await ensureRemotesRegistered();
  } catch {
    map = Object.fromEntries(entries);
  }
  const entry = map[name] ?? entries.get(name);
  if (entry) register({ [name]: entry }, true);
}

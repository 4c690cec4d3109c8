import ky, { type KyInstance, type SearchParamsOption } from 'ky';
import * as v from 'valibot';

/** Local storage keys shared by the SDK and the shell (composition contract). */
export const STORAGE_KEYS = {
  authorization: 'authorization',
  expiration: 'expiration',
  targetRoute: 'targetRoute',
} as const;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access to localStorage throws in some privacy modes; behave as signed out.
    return undefined;
  }
}

/**
 * The stored token, applying the expiry rule: a token whose stored expiration (epoch ms) is past
 * (or missing) is ignored and all local storage is cleared.
 */
export function readStoredToken(now: number = Date.now()): string | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(STORAGE_KEYS.authorization);
  const expiration = Number(store.getItem(STORAGE_KEYS.expiration));
  if (token && Number.isFinite(expiration) && expiration > now) return token;
  if (token || store.getItem(STORAGE_KEYS.expiration)) store.clear();
  return null;
}

export type ApiMessagesListener = (messages: string[], response: Response) => void;
const messageListeners = new Set<ApiMessagesListener>();

/** Called with the `messages` list of every error response; returns an unsubscribe function. */
export function onApiMessages(listener: ApiMessagesListener): () => void {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
}

let unauthorizedHandler: (() => void) | undefined;

/** The session registers itself here so a 401 signs the user out (no import cycle). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

/** Header marking a request whose error `messages` must not reach the listeners (no snackbar). */
export const SILENT_HEADER = 'X-Atalho-Silent';
/** Spread into ky options: `api.get('terms-of-use', { ...silent, searchParams })`. */
export const silent = { headers: { [SILENT_HEADER]: '1' } } as const;
// ky clones the request after beforeRequest; its options object is what both hooks share.
const silentRequests = new WeakSet<object>();

const errorBody = v.object({ messages: v.array(v.string()) });

async function readMessages(response: Response): Promise<string[]> {
  try {
    const parsed = v.safeParse(errorBody, await response.json());
    return parsed.success ? parsed.output.messages : [];
  } catch {
    return [];
  }
}

export interface ApiConfig {
  /** Where `/api/v1` lives; defaults to the page origin. Standalone remotes point it at the API. */
  baseUrl?: string;
}

let currentBaseUrl = '';

/** The origin (or '' for the page origin) the API and `/oauth2` live on. */
export function apiBaseUrl(): string {
  return currentBaseUrl;
}

function createApi({ baseUrl = '' }: ApiConfig = {}): KyInstance {
  currentBaseUrl = baseUrl.replace(/\/$/, '');
  return ky.create({
    prefixUrl: `${currentBaseUrl}/api/v1`,
    timeout: false,
    retry: 0,
    headers: { 'Accept-Language': 'pt-BR' },
    hooks: {
      beforeRequest: [
        (request, options) => {
          if (request.headers.has(SILENT_HEADER)) {
            request.headers.delete(SILENT_HEADER);
            silentRequests.add(options);
          }
          const token = readStoredToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (_request, options, response) => {
          if (response.ok) return;
          const messages = silentRequests.has(options) ? [] : await readMessages(response);
          if (messages.length > 0) {
            for (const listener of messageListeners) listener(messages, response);
          }
          if (response.status === 401) unauthorizedHandler?.();
        },
      ],
    },
  });
}

/** The one HTTP client of the page (a federation singleton through @atalho/sdk). */
export let api: KyInstance = createApi();

export function configureApi(config: ApiConfig): void {
  api = createApi(config);
}

const trimSlash = (path: string) => path.replace(/^\/+/, '');

type Schema = v.GenericSchema;
type Params = SearchParamsOption;

export async function getJson<S extends Schema>(
  path: string,
  schema: S,
  searchParams?: Params,
): Promise<v.InferOutput<S>>;
export async function getJson<T = unknown>(
  path: string,
  schema?: undefined,
  searchParams?: Params,
): Promise<T>;
export async function getJson(path: string, schema?: Schema, searchParams?: Params): Promise<unknown> {
  const data = await api.get(trimSlash(path), { searchParams }).json();
  return schema ? v.parse(schema, data) : data;
}

type BodyMethod = 'post' | 'put' | 'patch';

async function sendJson(method: BodyMethod, path: string, body: unknown, schema?: Schema): Promise<unknown> {
  const data = await api[method](trimSlash(path), body === undefined ? {} : { json: body }).json();
  return schema ? v.parse(schema, data) : data;
}

export async function postJson<S extends Schema>(
  path: string,
  body: unknown,
  schema: S,
): Promise<v.InferOutput<S>>;
export async function postJson<T = unknown>(path: string, body?: unknown): Promise<T>;
export async function postJson(path: string, body?: unknown, schema?: Schema): Promise<unknown> {
  return sendJson('post', path, body, schema);
}

export async function putJson<S extends Schema>(
  path: string,
  body: unknown,
  schema: S,
): Promise<v.InferOutput<S>>;
export async function putJson<T = unknown>(path: string, body?: unknown): Promise<T>;
export async function putJson(path: string, body?: unknown, schema?: Schema): Promise<unknown> {
  return sendJson('put', path, body, schema);
}

export async function patchJson<S extends Schema>(
  path: string,
  body: unknown,
  schema: S,
): Promise<v.InferOutput<S>>;
export async function patchJson<T = unknown>(path: string, body?: unknown): Promise<T>;
export async function patchJson(path: string, body?: unknown, schema?: Schema): Promise<unknown> {
  return sendJson('patch', path, body, schema);
}

export async function deleteRequest(path: string, searchParams?: Params): Promise<void> {
  await api.delete(trimSlash(path), { searchParams });
}

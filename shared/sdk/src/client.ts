import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';

/** Local storage keys shared by the SDK and the shell (composition contract). */
export const STORAGE_KEYS = {
  authorization: 'authorization',
  expiration: 'expiration',
  targetRoute: 'targetRoute',
  /** The plan a visitor chose before signing in (spec 002 §4 "Subscribe flow"). */
  chosenPlan: 'planId',
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

/**
 * A response checked against its schema from @atalho/sdk/schemas. Development builds and tests parse it, so a
 * drifted contract fails at the SDK boundary with the path of the wrong field. Production builds skip the
 * parse: the API answers through the same schemas (its response schemas, checked by its test suite), and
 * parsing every answer again would cost every page, the visitor's redirect included, time for no new safety.
 */
export function parseResponse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  if (process.env.NODE_ENV === 'production') return data as v.InferOutput<S>;
  return v.parse(schema, data);
}

/** `null` for a 404 (an unknown code, no config yet), the error for anything else. */
export async function orNullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/**
 * A list query as callers write it: the keys of the endpoint's query schema, values as numbers and flags as
 * well as the text the wire carries (`{ page: 0, size: 10 }` for `?page=0&size=10`).
 */
export type QueryInput<Q> = { [K in keyof Q]?: string | number | boolean };

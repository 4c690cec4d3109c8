/**
 * The contract between a remote that draws a public page with its data and the server that sends it
 * (decision 038). The remote's build writes `dist/server-pages.mjs`, a self-contained module exporting
 * `serverPages` (by path) and `css` (the stylesheets its pages import); the server reads the page's API
 * answers, calls `render` and puts the result in the page's HTML, so its text is there before any script runs.
 */

/** A JSON-safe query key and the data its query function returns, to seed the page's query cache. */
export type SeededQuery = readonly [key: readonly unknown[], data: unknown];

/** What a drawn page puts in the HTML. */
export interface ServerPageResult {
  /** The document title (plain text). */
  title: string;
  /** The page's markup as the app draws it; the server wraps it in the first paint (`#atalho-first-paint`). */
  body: string;
  /** The queries the page was drawn from: the app starts from them, so its first render is the same page. */
  queries: readonly SeededQuery[];
}

export interface ServerPageInput {
  /** The API's JSON answers, by the names of `reads`. */
  answers: Readonly<Record<string, unknown>>;
  /** The page address's query parameters named in `params` (absent ones left out). */
  params: Readonly<Record<string, string>>;
}

export interface ServerPage {
  /** Anonymous GETs of the API (path and query) whose JSON answers the page is drawn from, by name. */
  reads?: Readonly<Record<string, string>>;
  /** The query parameters of the page's address its drawing depends on (`planId`); the others are ignored. */
  params?: readonly string[];
  render(input: ServerPageInput): ServerPageResult;
}

/** `dist/server-pages.mjs`: the pages, and the CSS of everything they import, in import order. */
export interface ServerPagesModule {
  serverPages: Readonly<Record<string, ServerPage>>;
  css: string;
}

/** The embedded data (`<script id="atalho-data">`) of a page drawn by the server. */
export interface ServerPageData {
  queries: readonly SeededQuery[];
}

/** A light page's props (the shell passes what the server embedded, if anything). */
export interface LightPageProps {
  embedded?: unknown;
}

/** The API address a page reads (`reads`), with the query string the SDK's client would send for `query`. */
export function apiRead(
  path: string,
  query: Readonly<Record<string, string | number | boolean>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  const text = search.toString();
  return `/api/v1/${path}${text ? `?${text}` : ''}`;
}

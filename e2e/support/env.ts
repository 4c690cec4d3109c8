import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
/** The running server's DATA_DIR; set by e2e/run.mjs when it started the stack itself. */
export const dataDir = process.env.E2E_DATA_DIR;
/** Where the server finds shell/dist and mf-*\/dist (the server's STATIC_ROOT, relative to the repository). */
export const staticRoot = resolve(repoRoot, process.env.STATIC_ROOT || '.');
/** Where the server sends owners' GA4 page views (GA_COLLECT_ORIGIN); set by e2e/run.mjs for its stub. */
export const gaCollectOrigin = process.env.E2E_GA_COLLECT_ORIGIN;

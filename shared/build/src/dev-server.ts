import type { ServerConfig } from '@rsbuild/core';

/** Where `npm start` runs the API, the OAuth flow, `/remotes.json` and the built remotes. */
export const API_ORIGIN = process.env.ATALHO_API_ORIGIN ?? 'http://localhost:8080';

// Prefix matches: '/mf/' (not '/mf') so the dev server's own /mf-manifest.json is not proxied.
const PROXIED_PATHS = ['/api', '/oauth2', '/remotes.json', '/mf/'] as const;

/** Dev servers of the shell (3000) and remotes (3001–3007) load each other's chunks. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function devServer(port: number): ServerConfig {
  return {
    port,
    strictPort: true,
    cors: { origin: LOCAL_ORIGIN },
    // The standalone page uses BrowserRouter: every unknown path gets index.html.
    historyApiFallback: true,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  };
}

import type { RsbuildPlugin } from '@rsbuild/core';

/** Bundles `<appRoot>/src/server/pages.tsx` into `<distPath>/server-pages.mjs`. */
export function writeServerPages(appRoot: string, distPath: string): Promise<void>;
/** Writes the remote's server-drawn pages after each build. */
export function serverPagesPlugin(): RsbuildPlugin;

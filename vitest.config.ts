// `npx vitest run` at the root runs every frontend/shared package's own vitest config as a project.
// The API is left out on purpose: it runs separately (once on PGlite, once on PostgreSQL).
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const rootDir = new URL('./', import.meta.url);
const { workspaces } = JSON.parse(readFileSync(new URL('package.json', rootDir), 'utf8')) as {
  workspaces: string[];
};

const projects = workspaces
  .filter((dir) => dir !== 'api' && dir !== 'e2e')
  .map((dir) => `${dir}/vitest.config.ts`)
  .filter((config) => existsSync(new URL(config, rootDir)));

export default defineConfig({ test: { projects } });

// Runs drizzle-kit (hoisted to the root node_modules) so that it resolves drizzle-orm from api/node_modules,
// where npm installed it; without this drizzle-kit reports "Please install latest version of drizzle-orm".
// Usage (from the repo root or api/): node api/drizzle-kit.mjs generate --name <what-changed>
import Module, { createRequire, register } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = dirname(fileURLToPath(import.meta.url));
process.chdir(apiDir);
const hook = `
const base = ${JSON.stringify(pathToFileURL(`${apiDir}/package.json`).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: base });
  return next(specifier, context);
}`;
// CommonJS requires inside drizzle-kit (drizzle-orm/pg-core) go through NODE_PATH.
process.env.NODE_PATH = [`${apiDir}/node_modules`, process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths();
register(`data:text/javascript,${encodeURIComponent(hook)}`);
const require = createRequire(`${apiDir}/package.json`);
process.argv = [process.argv[0] ?? 'node', 'drizzle-kit', ...process.argv.slice(2)];
require(`${dirname(require.resolve('drizzle-kit'))}/bin.cjs`);

// Bundles the server and the admin CLI into api/dist/. @atalho/sdk (TypeScript source) is bundled in;
// every dependency in api/package.json stays external and is loaded from node_modules at runtime.
// Migrations are not copied: dist/*.js finds them in api/drizzle/ (see src/db/migrate.ts).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
  .filter((name) => !name.startsWith('@atalho/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', admin: 'src/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
  // Some bundled CommonJS may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __atalhoCreateRequire } from 'node:module'; const require = __atalhoCreateRequire(import.meta.url);",
  },
});

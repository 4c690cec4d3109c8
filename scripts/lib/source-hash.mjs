// Content hash of a build's inputs, so `npm start` rebuilds only what changed (mtimes lie after git
// checkouts and copies; hashing a few hundred small files takes well under a second).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const skippedDirs = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'data',
  'test',
  '__tests__',
]);
const skippedFile = /(\.(test|spec)\.[cm]?[jt]sx?$)|(^vitest\.config\.[cm]?[jt]s$)|(^\.DS_Store$)/;

function collect(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) collect(join(path, entry.name), out);
    } else if (entry.isFile() && !skippedFile.test(entry.name)) {
      out.push(join(path, entry.name));
    }
  }
}

/** An `import … from 'package'` statement (a bare specifier, not a relative path). */
const packageImport = /import\s[^;]*?from\s*['"][^.'"][^'"]*['"]/g;

/**
 * `inputs` hashed whole; `importsOf` only for their statements importing packages. A frontend build's
 * shared singletons are tree-shaken to what the whole repository imports (shared/build's
 * `usedExportsInRepo`), so another app's new import changes this build's output too.
 */
export function hashInputs(root, inputs, importsOf = []) {
  const files = [];
  for (const input of inputs) collect(join(root, input), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  const importing = [];
  for (const dir of importsOf) collect(join(root, dir), importing);
  for (const file of importing.sort()) {
    for (const statement of readFileSync(file, 'utf8').match(packageImport) ?? []) hash.update(statement);
  }
  return hash.digest('hex');
}

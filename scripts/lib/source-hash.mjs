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

export function hashInputs(root, inputs) {
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
  return hash.digest('hex');
}

#!/usr/bin/env node
// Reports, for built remotes, the gzip size of remoteEntry.js and of each exposed module's own chunks,
// and which shared singletons each expose consumes (so a visitor view pulling Chakra shows up).
// Usage: node shared/build/scripts/inspect-remote.mjs mf-bio mf-sms …   (folders at the repo root)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const gzipKb = (text) => gzipSync(text).length / 1024;
// The object literals below come from our own build output.
const literal = (source) => Function(`return (${source})`)();

function objectAfter(text, marker) {
  const start = text.indexOf(marker);
  if (start < 0) return null;
  let depth = 0;
  const from = start + marker.length;
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(from, index + 1);
  }
  return null;
}

export function inspectRemote(folder) {
  const dist = join(root, folder, 'dist');
  const entry = readFileSync(join(dist, 'remoteEntry.js'), 'utf8');
  const names = literal(/"static\/js\/async\/"\+\(\((\{[^}]*\})\)/.exec(entry)?.[1] ?? '{}');
  const hashes = literal(/\)\[e\]\|\|e\)\+"\."\+\((\{[^}]*\})\)\[e\]\+"\.js"/.exec(entry)?.[1] ?? '{}');
  const consumesByChunk = literal(objectAfter(entry, 'consumesLoadingData={chunkMapping:') ?? '{}');
  const shareKeyById = Object.fromEntries(
    [...entry.matchAll(/(\w+):\{shareScope:"[^"]*",shareKey:"([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const exposes = [...entry.matchAll(/"\.\/(\w+)":\(\)=>(.*?)\.then\(/g)].map(([, name, loader]) => {
    const chunks = [...loader.matchAll(/\.e\("([^"]+)"\)/g)].map((match) => match[1]);
    const files = chunks
      .filter((chunk) => hashes[chunk])
      .map((chunk) => `static/js/async/${names[chunk] ?? chunk}.${hashes[chunk]}.js`);
    const gzip = files.reduce((sum, file) => sum + gzipKb(readFileSync(join(dist, file))), 0);
    const shared = [
      ...new Set(chunks.flatMap((chunk) => consumesByChunk[chunk] ?? []).map((id) => shareKeyById[id])),
    ];
    return { name, gzipKb: Number(gzip.toFixed(1)), files, shared: shared.sort() };
  });
  return { folder, remoteEntryGzipKb: Number(gzipKb(entry).toFixed(1)), exposes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) {
    const report = inspectRemote(folder);
    console.log(`${folder}: remoteEntry.js ${report.remoteEntryGzipKb} KB gzip`);
    for (const expose of report.exposes) {
      const chakra = expose.shared.includes('@chakra-ui/react') ? 'Chakra' : 'no Chakra';
      console.log(
        `  ./${expose.name}: ${expose.gzipKb} KB gzip own chunks; ${chakra}; shared: ${expose.shared.join(', ')}`,
      );
    }
  }
}

// Writes the /lp product screens as AVIF and WebP at the widths the page's `srcset` offers (next to the PNGs
// in src/assets/lp), and src/pages/lp/screenshot-variants.ts, which imports them. Run it after changing a
// screenshot: `node mf-public/scripts/screenshot-variants.mjs` (the outputs are committed, so a build needs
// no image library).
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(appRoot, 'src', 'assets', 'lp');
/** A phone (≈ 400 CSS px at 1–2×), a tablet or small laptop, and the original 1280 px. */
const WIDTHS = [480, 800, 1280];
const FORMATS = {
  avif: (image) => image.avif({ quality: 55, effort: 6 }),
  webp: (image) => image.webp({ quality: 78, effort: 6 }),
};

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const names = readdirSync(assets)
  .filter((file) => file.endsWith('.png'))
  .map((file) => basename(file, '.png'))
  .sort();

const imports = [];
const entries = [];
for (const name of names) {
  const sets = [];
  for (const [format, encode] of Object.entries(FORMATS)) {
    const parts = [];
    for (const width of WIDTHS) {
      const file = `${name}-${width}.${format}`;
      await encode(sharp(join(assets, `${name}.png`)).resize({ width })).toFile(join(assets, file));
      const id = `${camel(name)}${width}${format[0].toUpperCase()}${format.slice(1)}`;
      imports.push(`import ${id} from '../../assets/lp/${file}';`);
      parts.push(`\`\${${id}} ${width}w\``);
    }
    sets.push(`    ${format}: [${parts.join(', ')}].join(', '),`);
  }
  entries.push(`  '${name}': {\n${sets.join('\n')}\n  },`);
}

writeFileSync(
  join(appRoot, 'src', 'pages', 'lp', 'screenshot-variants.ts'),
  `// Written by mf-public/scripts/screenshot-variants.mjs: do not edit by hand.
${imports.join('\n')}

/** Each /lp screenshot's lighter encodings as \`srcset\` values, by the PNG's name. */
export const SCREENSHOT_VARIANTS: Record<string, { avif: string; webp: string }> = {
${entries.join('\n')}
};
`,
);
console.log(`wrote ${names.length * WIDTHS.length * Object.keys(FORMATS).length} variants`);

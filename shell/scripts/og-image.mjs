// The default link-preview image (Open Graph, 1200×630 PNG), drawn at build time with no image library: the
// product's mark (the favicon's arrow) and the word "Atalho" in round strokes on the brand green. Written
// next to the shell's build as og-default.<hash>.png, so it can be cached for a year; the API finds it there
// (api/src/modules/online-addresses/link-pages.ts) and names it in every link page without an image.
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const GREEN = [10, 124, 107];
const DARK_GREEN = [6, 77, 66];
const WHITE = [255, 255, 255];

/** A polyline approximating an arc (angles in degrees, y down). */
function arc(cx, cy, r, from, to, steps = 24) {
  const points = [];
  for (let i = 0; i <= steps; i += 1) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

/**
 * Glyphs as polylines in a 100-unit em (cap height 0–100, x-height from 38), drawn with round caps; enough
 * letters for the word mark.
 */
const GLYPHS = {
  A: {
    width: 64,
    strokes: [
      [
        [0, 100],
        [32, 0],
        [64, 100],
      ],
      [
        [12, 64],
        [52, 64],
      ],
    ],
  },
  t: {
    width: 34,
    strokes: [
      [[12, 8], ...arc(28, 84, 16, 180, 90)],
      [
        [0, 38],
        [32, 38],
      ],
    ],
  },
  a: {
    width: 62,
    strokes: [
      arc(30, 69, 30, 0, 360, 40),
      [
        [60, 39],
        [60, 100],
      ],
    ],
  },
  l: {
    width: 12,
    strokes: [
      [
        [6, 0],
        [6, 100],
      ],
    ],
  },
  h: {
    width: 58,
    strokes: [
      [
        [6, 0],
        [6, 100],
      ],
      [[6, 66], ...arc(30, 64, 24, 180, 360), [54, 100]],
    ],
  },
  o: { width: 62, strokes: [arc(31, 69, 30, 0, 360, 40)] },
};

/** Segments [x1, y1, x2, y2] in pixels for a word at (x, baseline - cap height) with the given cap height. */
function wordSegments(word, x, top, capHeight, tracking) {
  const scale = capHeight / 100;
  const segments = [];
  let cursor = x;
  for (const letter of word) {
    const glyph = GLYPHS[letter];
    for (const stroke of glyph.strokes) {
      for (let i = 1; i < stroke.length; i += 1) {
        const [x1, y1] = stroke[i - 1];
        const [x2, y2] = stroke[i];
        segments.push([cursor + x1 * scale, top + y1 * scale, cursor + x2 * scale, top + y2 * scale]);
      }
    }
    cursor += (glyph.width + tracking) * scale;
  }
  return { segments, width: cursor - x - tracking * scale };
}

function distanceToSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** Signed distance to a rounded square (negative inside). */
function roundedSquare(px, py, x, y, size, radius) {
  const half = size / 2;
  const qx = Math.abs(px - (x + half)) - (half - radius);
  const qy = Math.abs(py - (y + half)) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

const coverage = (distance) => Math.max(0, Math.min(1, 0.5 - distance));
const mix = (a, b, t) => a.map((channel, i) => channel + (b[i] - channel) * t);

export function drawDefaultOgImage() {
  const capHeight = 150;
  const stroke = 15;
  const logo = 190;
  const gap = 56;
  const word = wordSegments('Atalho', 0, 0, capHeight, 20);
  const left = Math.round((WIDTH - (logo + gap + word.width)) / 2);
  const top = Math.round((HEIGHT - logo) / 2);
  const textTop = top + (logo - capHeight) / 2;
  const text = wordSegments('Atalho', left + logo + gap, textTop, capHeight, 20).segments;
  // The favicon's arrow (a 32-unit box: M9 23 L21 11 M13 11 H21 V19, stroke 3.2), in the logo's square.
  const unit = logo / 32;
  const arrow = [
    [9, 23, 21, 11],
    [13, 11, 21, 11],
    [21, 11, 21, 19],
  ].map(([x1, y1, x2, y2]) => [left + x1 * unit, top + y1 * unit, left + x2 * unit, top + y2 * unit]);

  const rows = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      // A diagonal gradient from the brand green to a darker one.
      let color = mix(GREEN, DARK_GREEN, (x / WIDTH + y / HEIGHT) / 2);
      if (px >= left - 2 && px <= left + logo + 2 && py >= top - 2 && py <= top + logo + 2) {
        color = mix(color, WHITE, coverage(roundedSquare(px, py, left, top, logo, logo * 0.28)));
        const d = Math.min(...arrow.map((segment) => distanceToSegment(px, py, segment)));
        color = mix(color, GREEN, coverage(d - 1.6 * unit));
      } else if (px >= left + logo && py >= textTop - stroke && py <= textTop + capHeight + stroke) {
        let d = Number.POSITIVE_INFINITY;
        for (const segment of text) d = Math.min(d, distanceToSegment(px, py, segment));
        color = mix(color, WHITE, coverage(d - stroke / 2));
      }
      row[1 + x * 3] = Math.round(color[0]);
      row[2 + x * 3] = Math.round(color[1]);
      row[3 + x * 3] = Math.round(color[2]);
    }
    rows.push(row);
  }
  return png(WIDTH, HEIGHT, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG from rows that each start with filter byte 0. */
function png(width, height, scanlines) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes og-default.<hash>.png into `dir` (replacing an older one) and returns its file name. */
export function writeDefaultOgImage(dir) {
  const image = drawDefaultOgImage();
  const name = `og-default.${createHash('sha256').update(image).digest('hex').slice(0, 10)}.png`;
  for (const old of readdirSync(dir)) {
    if (/^og-default\.[0-9a-f]+\.png$/.test(old) && old !== name) rmSync(join(dir, old));
  }
  writeFileSync(join(dir, name), image);
  return name;
}

// Regenerates the dashboard's map outlines (mf-analytics/src/maps/world.json and brazil.json) from Natural
// Earth's GeoJSON (public domain; the CC0 GeoJSON conversion in martynafford/natural-earth-geojson on GitHub
// was used): the countries at 1:110m and Brazil's 27 states from the first-order admin set at 1:50m.
//   node scripts/build-maps.mjs <ne_110m_admin_0_countries.json> <ne_50m_admin_1_states_provinces.json>
// Every coordinate is snapped to a grid, the borders are simplified with Douglas-Peucker once per shared
// border (so neighbours keep meeting exactly), islands too small to see are left out, and the result is
// written in echarts' compressed GeoJSON (`UTF8Encoding`: two characters per point, deltas on the grid),
// which echarts' own `registerMap` decodes: no decoder ships with the dashboard.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [worldSource, statesSource] = process.argv.slice(2);
if (!worldSource || !statesSource) {
  console.error(
    'usage: node scripts/build-maps.mjs <ne_110m_admin_0_countries.json> <ne_50m_admin_1_states_provinces.json>',
  );
  process.exit(2);
}
const mapsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'mf-analytics', 'src', 'maps');

/**
 * What each map keeps. `scale`: grid steps per degree; `tolerance`: Douglas-Peucker distance in degrees;
 * `minArea`: a polygon smaller than this (square degrees) is dropped unless it is its feature's largest.
 * The world card draws about 1.1 px per degree (400 px across on a laptop, fewer on a phone) and Brazil's
 * dialog about 7 px per degree, so both stay within about a pixel of Natural Earth's lines.
 */
const settings = {
  world: { scale: 5, tolerance: 1, minArea: 3 },
  brazil: { scale: 100, tolerance: 0.06, minArea: 0.02 },
};

/** Natural Earth leaves ISO_A2 at -99 for these; the geo lookup stores the code of the country they are in. */
const isoOverrides = { FRA: 'FR', NOR: 'NO', CYN: 'CY', SOL: 'SO' };

function read(path) {
  return JSON.parse(readFileSync(path, 'utf8')).features;
}

/** Features named `name(feature)` (null leaves one out), as Map<name, polygons>; same name → one feature. */
function group(features, name) {
  const byName = new Map();
  for (const feature of features) {
    const key = name(feature.properties);
    if (!key || !feature.geometry) continue;
    const { type, coordinates } = feature.geometry;
    const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
    byName.set(key, [...(byName.get(key) ?? []), ...polygons]);
  }
  return byName;
}

/** A ring on the grid without repeated points; closed (first point again at the end). */
function snap(ring, scale) {
  const points = [];
  for (const [x, y] of ring) {
    const point = [Math.round(x * scale), Math.round(y * scale)];
    const last = points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  if (points.length > 1 && keyOf(points[0]) === keyOf(points.at(-1))) points.pop();
  return points;
}

const keyOf = ([x, y]) => `${x},${y}`;

/**
 * Points where borders meet: a point that two rings reach from different neighbours (topojson's rule). A
 * shared border is the run between two of them, walked one way by a ring and the other way by its
 * neighbour.
 */
function junctionsOf(rings) {
  const neighbours = new Map();
  const junctions = new Set();
  for (const ring of rings) {
    ring.forEach((point, i) => {
      const key = keyOf(point);
      const pair = [keyOf(ring.at(i - 1)), keyOf(ring[(i + 1) % ring.length])].sort().join('|');
      const seen = neighbours.get(key);
      if (seen === undefined) neighbours.set(key, pair);
      else if (seen !== pair) junctions.add(key);
    });
  }
  return junctions;
}

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker on an open line: its two ends always stay. */
function douglasPeucker(line, tolerance) {
  const keep = new Array(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(line[i], line[first], line[last]);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest > 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

/** A closed run (a ring meeting no other border) is cut at its point farthest from its start. */
function simplifyRun(run, tolerance) {
  if (keyOf(run[0]) !== keyOf(run.at(-1))) return douglasPeucker(run, tolerance);
  const away = ([x, y]) => Math.hypot(x - run[0][0], y - run[0][1]);
  const far = run.reduce((best, point, i) => (away(point) > away(run[best]) ? i : best), 0);
  if (far === 0) return run;
  return [
    ...douglasPeucker(run.slice(0, far + 1), tolerance),
    ...douglasPeucker(run.slice(far), tolerance).slice(1),
  ];
}

/** Simplifies every ring so that a border two rings share is simplified once, the same for both. */
function simplifyRings(rings, tolerance) {
  const junctions = junctionsOf(rings);
  const done = new Map();
  const simplified = (run) => {
    const forward = run.map(keyOf).join(';');
    const backward = run.map(keyOf).reverse().join(';');
    const reversed = backward < forward;
    const canonical = reversed ? run.toReversed() : run;
    const key = reversed ? backward : forward;
    if (!done.has(key)) done.set(key, simplifyRun(canonical, tolerance));
    return reversed ? done.get(key).toReversed() : done.get(key);
  };
  return rings.map((ring) => {
    let start = ring.findIndex((point) => junctions.has(keyOf(point)));
    if (start < 0) {
      // No junction: start from the lowest point so that both rings of a shared loop cut it alike.
      start = ring.reduce((low, point, i) => (keyOf(point) < keyOf(ring[low]) ? i : low), 0);
      const closed = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
      const [a, b] = [closed, closed.toReversed()].map((run) => run.map(keyOf).join(';'));
      return a <= b ? simplified(closed) : simplified(closed.toReversed()).toReversed();
    }
    const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
    const out = [rotated[0]];
    let from = 0;
    for (let i = 1; i < rotated.length; i++) {
      if (i === rotated.length - 1 || junctions.has(keyOf(rotated[i]))) {
        out.push(...simplified(rotated.slice(from, i + 1)).slice(1));
        from = i;
      }
    }
    return out;
  });
}

/** Shoelace area in grid units² (sign ignored). */
function areaOf(ring) {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(sum) / 2;
}

/**
 * One character per axis: the zig-zagged step from the previous point plus 64 (echarts' decodeRing). Each ring
 * starts from (0, 0), so its first point is written the same way and every `encodeOffsets` entry is [0, 0],
 * which compresses to nearly nothing.
 */
function encodeRing(ring) {
  let text = '';
  let previous = [0, 0];
  for (const point of ring) {
    for (const axis of [0, 1]) {
      const step = point[axis] - previous[axis];
      const code = ((step << 1) ^ (step >> 31)) + 64;
      if (code >= 0xd800) throw new Error(`a step of ${step} grid units does not fit one character`);
      text += String.fromCharCode(code);
    }
    previous = point;
  }
  return text;
}

function build(byName, { scale, tolerance, minArea }) {
  const names = [...byName.keys()].sort();
  const polygons = names.flatMap((name) =>
    byName.get(name).map((rings) => ({ name, rings: rings.map((ring) => snap(ring, scale)) })),
  );
  const simplified = simplifyRings(
    polygons.flatMap((polygon) => polygon.rings),
    tolerance * scale,
  );
  let next = 0;
  for (const polygon of polygons) polygon.rings = polygon.rings.map(() => simplified[next++]);
  const features = names.map((name) => {
    const own = polygons
      .filter((polygon) => polygon.name === name)
      .map((polygon) => polygon.rings.filter((ring) => ring.length >= 4))
      .filter((rings) => rings.length > 0)
      .sort((a, b) => areaOf(b[0]) - areaOf(a[0]));
    const kept = own.filter((rings, i) => i === 0 || areaOf(rings[0]) >= minArea * scale * scale);
    return {
      type: 'Feature',
      properties: { name },
      geometry: {
        type: 'MultiPolygon',
        coordinates: kept.map((rings) => rings.map(encodeRing)),
        encodeOffsets: kept.map((rings) => rings.map(() => [0, 0])),
      },
    };
  });
  return { type: 'FeatureCollection', UTF8Encoding: true, UTF8Scale: scale, features };
}

function write(file, collection) {
  const path = join(mapsDir, file);
  writeFileSync(path, `${JSON.stringify(collection)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' });
  const points = collection.features
    .flatMap((f) => f.geometry.coordinates.flat())
    .reduce((sum, ring) => sum + ring.length / 2, 0);
  console.log(`${file}: ${collection.features.length} features, ${points} points`);
}

const world = group(read(worldSource), (p) => {
  if (p.ADM0_A3 === 'ATA') return null;
  const code = isoOverrides[p.ADM0_A3] ?? p.ISO_A2;
  return /^[A-Z]{2}$/.test(code) ? code : null;
});
const states = group(read(statesSource), (p) => (p.adm0_a3 === 'BRA' ? p.postal : null));
if (states.size !== 27) throw new Error(`expected Brazil's 27 states, found ${states.size}`);
write('world.json', build(world, settings.world));
write('brazil.json', build(states, settings.brazil));

import { describe, expect, it } from 'vitest';
import { viewsPerState } from '../src/components/RegionsChart';
import { brazilianStates, stateName } from '../src/components/rows';
import brazil from '../src/maps/brazil.json';
import world from '../src/maps/world.json';

interface Outline {
  UTF8Encoding: boolean;
  UTF8Scale: number;
  features: {
    properties: { name: string };
    geometry: { coordinates: string[][]; encodeOffsets: number[][][] };
  }[];
}

/** Every point of an outline in degrees, decoded as echarts' parseGeoJson does. */
function pointsOf(outline: Outline): [number, number][] {
  return outline.features.flatMap(({ geometry }) =>
    geometry.coordinates.flatMap((rings, p) =>
      rings.flatMap((ring, r) => {
        let [x, y] = geometry.encodeOffsets[p]?.[r] ?? [0, 0];
        const points: [number, number][] = [];
        for (let i = 0; i < ring.length; i += 2) {
          const dx = ring.charCodeAt(i) - 64;
          const dy = ring.charCodeAt(i + 1) - 64;
          x = (x ?? 0) + ((dx >> 1) ^ -(dx & 1));
          y = (y ?? 0) + ((dy >> 1) ^ -(dy & 1));
          points.push([x / outline.UTF8Scale, y / outline.UTF8Scale]);
        }
        return points;
      }),
    ),
  );
}

describe('map outlines (scripts/build-maps.mjs)', () => {
  it("Brazil's map names its 27 states by the codes the geo lookup stores, inside Brazil", () => {
    const outline = brazil as Outline;
    expect(outline.UTF8Encoding).toBe(true);
    expect(outline.features.map((f) => f.properties.name).sort()).toEqual(
      Object.keys(brazilianStates).sort(),
    );
    for (const [lon, lat] of pointsOf(outline)) {
      expect(lon).toBeGreaterThan(-74.1);
      expect(lon).toBeLessThan(-28.8);
      expect(lat).toBeGreaterThan(-33.8);
      expect(lat).toBeLessThan(5.3);
    }
  });

  it('the world map names countries by ISO code, Brazil among them, and stays on the globe', () => {
    const outline = world as Outline;
    const names = outline.features.map((f) => f.properties.name);
    expect(names).toContain('BR');
    expect(names).toContain('FR');
    expect(names.every((name) => /^[A-Z]{2}$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const [lon, lat] of pointsOf(outline)) {
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
  });
});

describe('Brazil drill-down', () => {
  it("adds up each state's cities for the map, leaving rows without a state out", () => {
    const rows = [
      ['BR', 'São Paulo', 'SP', 5],
      ['BR', 'Campinas', 'SP', 2],
      ['BR', 'Salvador', 'BA', 1],
      ['BR', null, null, 4],
    ];
    expect(viewsPerState(rows)).toEqual(
      new Map([
        ['SP', 7],
        ['BA', 1],
      ]),
    );
  });

  it("names Brazil's states in full and leaves other countries' as stored", () => {
    expect(stateName('BR', 'SP')).toBe('São Paulo');
    expect(stateName('BR', 'DF')).toBe('Distrito Federal');
    expect(stateName('US', 'California')).toBe('California');
  });
});

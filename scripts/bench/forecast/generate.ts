// Generated forecast test sets, seeded and deterministic: the shapes the
// forecaster must handle besides M3 monthly (issue 26), to tune and check on
// without ever touching the other M3 subsets. Each set has the settings the
// CLI would run it with (season, horizon); the last `horizon` points of every
// series are its hold-out.
//
//   yearly-like     no season, 14-41 points, horizon 6 (trends, random walks with drift, damped trends)
//   quarterly-like  season 4, 16-64 points, horizon 8
//   other-like      no season, 63-96 points, horizon 8, smooth trends with little noise
//   seasonal, trended, damped, intermittent, short, level-shift: monthly (season 12)
import { seededRandom, type Random } from './random.ts';

export interface GeneratedSeries {
  name: string;
  train: number[];
  test: number[];
}

export interface GeneratedSet {
  name: string;
  seasonLength: number;
  horizon: number;
  series: GeneratedSeries[];
}

interface Shape {
  name: string;
  seasonLength: number;
  horizon: number;
  /** Training points of one series. */
  length: (r: Random) => number;
  /** A whole series (train + hold-out) of n points. */
  make: (r: Random, n: number, m: number) => number[];
}

const between = (r: Random, lo: number, hi: number) => lo + (hi - lo) * r.uniform();

/** Multiplicative seasonal indices averaging 1, with amplitude a (0: none). */
function seasonIndices(r: Random, m: number, amplitude: number): number[] {
  if (m <= 1 || amplitude === 0) return new Array<number>(Math.max(1, m)).fill(1);
  const phase = r.uniform() * 2 * Math.PI;
  const raw = Array.from({ length: m }, (_, k) => 1 + amplitude * Math.sin(phase + (2 * Math.PI * k) / m) + 0.3 * amplitude * r.normal());
  const mean = raw.reduce((a, b) => a + b, 0) / m;
  return raw.map((v) => Math.max(0.05, v / mean));
}

/**
 * A trend path: level and slope updated each period (local linear trend with
 * damping phi), with level and slope shocks relative to the start level.
 */
function trendPath(r: Random, n: number, o: { level: number; slope: number; phi: number; levelNoise: number; slopeNoise: number }): number[] {
  const out: number[] = [];
  let level = o.level;
  let slope = o.slope;
  for (let t = 0; t < n; t++) {
    slope = o.phi * slope + o.slopeNoise * o.level * r.normal();
    level = level + slope + o.levelNoise * o.level * r.normal();
    out.push(level);
  }
  return out;
}

/** Path x season x (1 + noise), floored at a small positive share of the start level. */
function assemble(r: Random, path: number[], season: number[], noise: number): number[] {
  const m = season.length;
  const floor = 0.02 * Math.abs(path[0]);
  return path.map((v, t) => Math.max(floor, v * season[t % m] * (1 + noise * r.normal()))).map((v) => Math.round(v * 100) / 100);
}

const SHAPES: Shape[] = [
  {
    name: 'yearly-like',
    seasonLength: 1,
    horizon: 6,
    length: (r) => r.integer(14, 41),
    make: (r, n) => {
      const level = between(r, 500, 8000);
      const kind = r.uniform();
      const slope = level * between(r, -0.02, 0.09);
      const phi = kind < 0.4 ? 1 : kind < 0.75 ? between(r, 0.8, 0.97) : 1;
      const levelNoise = kind < 0.75 ? between(r, 0.005, 0.04) : between(r, 0.03, 0.08);
      const path = trendPath(r, n, { level, slope: kind < 0.75 ? slope : slope / 3, phi, levelNoise, slopeNoise: between(r, 0, 0.01) });
      return assemble(r, path, [1], between(r, 0.01, 0.06));
    },
  },
  {
    name: 'quarterly-like',
    seasonLength: 4,
    horizon: 8,
    length: (r) => r.integer(16, 64),
    make: (r, n, m) => {
      const level = between(r, 500, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, -0.01, 0.03), phi: r.uniform() < 0.5 ? 1 : between(r, 0.85, 0.98), levelNoise: between(r, 0.005, 0.03), slopeNoise: between(r, 0, 0.004) });
      return assemble(r, path, seasonIndices(r, m, r.uniform() < 0.35 ? 0 : between(r, 0.03, 0.25)), between(r, 0.01, 0.06));
    },
  },
  {
    name: 'other-like',
    seasonLength: 1,
    horizon: 8,
    length: (r) => r.integer(63, 96),
    make: (r, n) => {
      const level = between(r, 1000, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, -0.005, 0.015), phi: r.uniform() < 0.5 ? 1 : between(r, 0.9, 0.99), levelNoise: between(r, 0.002, 0.012), slopeNoise: between(r, 0, 0.001) });
      return assemble(r, path, [1], between(r, 0.003, 0.02));
    },
  },
  {
    name: 'seasonal',
    seasonLength: 12,
    horizon: 18,
    length: (r) => r.integer(48, 126),
    make: (r, n, m) => {
      const level = between(r, 200, 8000);
      const path = trendPath(r, n, { level, slope: 0, phi: 1, levelNoise: between(r, 0.005, 0.03), slopeNoise: 0 });
      return assemble(r, path, seasonIndices(r, m, between(r, 0.1, 0.5)), between(r, 0.03, 0.12));
    },
  },
  {
    name: 'trended',
    seasonLength: 12,
    horizon: 18,
    length: (r) => r.integer(48, 126),
    make: (r, n, m) => {
      const level = between(r, 200, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, -0.006, 0.015), phi: 1, levelNoise: between(r, 0.003, 0.02), slopeNoise: between(r, 0, 0.0005) });
      return assemble(r, path, seasonIndices(r, m, r.uniform() < 0.5 ? 0 : between(r, 0.05, 0.3)), between(r, 0.03, 0.1));
    },
  },
  {
    name: 'damped',
    seasonLength: 12,
    horizon: 18,
    length: (r) => r.integer(48, 126),
    make: (r, n, m) => {
      const level = between(r, 200, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, 0.02, 0.06) * (r.uniform() < 0.8 ? 1 : -0.4), phi: between(r, 0.9, 0.97), levelNoise: between(r, 0.003, 0.02), slopeNoise: 0 });
      return assemble(r, path, seasonIndices(r, m, r.uniform() < 0.5 ? 0 : between(r, 0.05, 0.3)), between(r, 0.03, 0.1));
    },
  },
  {
    name: 'intermittent',
    seasonLength: 12,
    horizon: 18,
    length: (r) => r.integer(24, 60),
    make: (r, n) => {
      const p = between(r, 0.1, 0.6);
      const mean = between(r, 2, 40);
      const shape = between(r, 0.5, 4);
      return Array.from({ length: n }, () => (r.uniform() < p ? Math.max(1, Math.round((r.gamma(shape) * mean) / shape)) : 0));
    },
  },
  {
    name: 'short',
    seasonLength: 12,
    horizon: 6,
    length: (r) => r.integer(6, 30),
    make: (r, n, m) => {
      const level = between(r, 200, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, -0.01, 0.02), phi: r.uniform() < 0.5 ? 1 : between(r, 0.85, 0.97), levelNoise: between(r, 0.005, 0.03), slopeNoise: 0 });
      return assemble(r, path, seasonIndices(r, m, r.uniform() < 0.5 ? 0 : between(r, 0.05, 0.3)), between(r, 0.03, 0.12));
    },
  },
  {
    name: 'level-shift',
    seasonLength: 12,
    horizon: 18,
    length: (r) => r.integer(48, 126),
    make: (r, n, m) => {
      const level = between(r, 200, 8000);
      const path = trendPath(r, n, { level, slope: level * between(r, -0.003, 0.006), phi: 1, levelNoise: between(r, 0.002, 0.01), slopeNoise: 0 });
      // One shift somewhere in the training part, late or early, up or down by 20-60%.
      const at = r.integer(Math.floor(n * 0.3), n - 20);
      const factor = 1 + (r.uniform() < 0.5 ? -1 : 1) * between(r, 0.2, 0.6);
      const shifted = path.map((v, t) => (t >= at ? v * factor : v));
      return assemble(r, shifted, seasonIndices(r, m, r.uniform() < 0.5 ? 0 : between(r, 0.05, 0.3)), between(r, 0.02, 0.08));
    },
  },
];

export const GENERATED_SET_NAMES = SHAPES.map((s) => s.name);

/** One generated set: `count` series of the shape, the same for the same seed. */
export function generateSet(name: string, count: number, seed = 26): GeneratedSet {
  const shape = SHAPES.find((s) => s.name === name);
  if (!shape) throw new Error(`no generated set "${name}" (${GENERATED_SET_NAMES.join(', ')})`);
  // Each set has its own stream, so adding a set never changes another.
  const r = seededRandom(seed * 1000 + SHAPES.indexOf(shape) + 1);
  const series = Array.from({ length: count }, (_, i) => {
    const n = shape.length(r);
    const values = shape.make(r, n + shape.horizon, shape.seasonLength);
    return { name: `${name}-${i + 1}`, train: values.slice(0, n), test: values.slice(n) };
  });
  return { name, seasonLength: shape.seasonLength, horizon: shape.horizon, series };
}

export function generateSets(count: number, seed = 26): GeneratedSet[] {
  return GENERATED_SET_NAMES.map((name) => generateSet(name, count, seed));
}

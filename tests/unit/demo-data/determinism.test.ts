// Same seed and same today: the very same data, on every machine and run;
// another seed gives other data; a module's stream is its own.
import { describe, expect, it } from 'vitest';
import { DEMO_MODULES, generateDemoData } from '../../../server/seed/demo-data';
import { createRandom, mulberry32 } from '../../../server/seed/demo-data/random';
import { demo, TODAY } from './helpers';

// Each case generates the whole demo company (about 1 s alone); a loaded machine (load 15) took 15 s.
describe('demo data generator', { timeout: 60_000 }, () => {
  it('gives the same tables for the same seed and today', () => {
    expect(generateDemoData({ today: TODAY })).toEqual(demo());
  });

  it('gives other data for another seed, with the same tables and keys of fixed lists', () => {
    const other = generateDemoData({ today: TODAY, seed: 7 });
    expect(other.map((t) => t.entity)).toEqual(demo().map((t) => t.entity));
    expect(other).not.toEqual(demo());
    expect(other.find((t) => t.entity === 'customer')!.rows.map((r) => r.code)).toEqual(demo().find((t) => t.entity === 'customer')!.rows.map((r) => r.code));
  });

  it('keeps a module\'s rows when a module is added after it (each module has its own stream)', () => {
    const extra = { name: 'extra', generate: () => [{ entity: 'extra-thing', rows: [{ code: 'X' }] }] };
    const withExtra = generateDemoData({ today: TODAY, modules: [...DEMO_MODULES, extra] });
    expect(withExtra.slice(0, -1)).toEqual(demo());
  });

  it('refuses a module that generates an entity twice', () => {
    const twice = { name: 'twice', generate: () => [{ entity: 'unit', rows: [] }] };
    expect(() => generateDemoData({ today: TODAY, modules: [...DEMO_MODULES, twice] })).toThrow(/unit is generated twice/);
  });

  it('mulberry32 follows Tommy Ettinger\'s reference (recomputed here with explicit 32-bit BigInt arithmetic) and draws stay in range', () => {
    const M = 0xffffffffn;
    const mul = (a: bigint, b: bigint) => (a * b) & M;
    let state = 1n;
    const reference = () => {
      state = (state + 0x6d2b79f5n) & M;
      let t = mul(state ^ (state >> 15n), state | 1n);
      t = t ^ ((t + mul(t ^ (t >> 7n), t | 61n)) & M);
      return Number((t ^ (t >> 14n)) & M) / 4294967296;
    };
    const next = mulberry32(1);
    for (let i = 0; i < 100; i++) expect(next()).toBe(reference());
    const r = createRandom(42);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    expect(new Set(r.sample([1, 2, 3, 4, 5], 5))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

// A small seeded random source for the generated forecast sets: the same seed
// gives the same series on every machine and every run (Math.random would not).

export interface Random {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Uniform integer in [lo, hi]. */
  integer(lo: number, hi: number): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** Gamma(shape, 1) (Marsaglia-Tsang; shape < 1 by the boost u^(1/shape)). */
  gamma(shape: number): number;
}

/** mulberry32: 32-bit state, good enough for test data and fully deterministic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    const u = Math.max(uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * Math.max(uniform(), 1e-12) ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      const u = uniform();
      if (Math.log(Math.max(u, 1e-300)) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  return { uniform, integer: (lo, hi) => lo + Math.floor(uniform() * (hi - lo + 1)), normal, gamma };
}

// Micro-benchmark of the matcher for scripts/bench: synthetic, deterministic
// entries (accented Spanish words, 20 sections) and a fixed query mix. It
// reports timings; no test asserts them (ARCHITECTURE: timings belong in
// benchmarks, never in pass/fail tests).
import { buildSearchIndex, search, type SearchEntry } from './matcher';

const WORDS = [
  'Previsión', 'ventas', 'compras', 'producción', 'almacén', 'stock', 'análisis', 'informe', 'presupuesto',
  'proveedores', 'contenedores', 'márgenes', 'órdenes', 'calendario', 'revisión', 'configuración', 'jerarquía',
  'dimensión', 'clientes', 'línea', 'planificación', 'obsoletos', 'roturas', 'tarifas', 'promociones',
];
const QUERIES = ['p', 'pre', 'prevision', 'PREVISIÓN  ', 'informe ventas', 'ventas informe', 'línea', 'zzzz', 'analisis de stock'];

export interface SearchBench {
  entries: number;
  buildMs: number;
  queries: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Deterministic synthetic entries: no Math.random, so runs compare. */
export function syntheticEntries(n: number): SearchEntry[] {
  const w = (i: number) => WORDS[i % WORDS.length];
  return Array.from({ length: n }, (_, i) => ({
    key: `route-${i}`,
    title: `${w(i)} ${w(i * 7 + 3)} ${i}`,
    keywords: [w(i * 3 + 1), w(i * 11 + 5)],
    sectionTitle: `Sección ${w(i % 20)}`,
  }));
}

export function benchSearch(n = 10_000, rounds = 50): SearchBench {
  const entries = syntheticEntries(n);
  const t0 = performance.now();
  const index = buildSearchIndex(entries);
  const buildMs = performance.now() - t0;
  for (let i = 0; i < 5; i++) for (const q of QUERIES) search(index, q, { limit: 50 }); // warm-up (JIT)
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      search(index, q, { limit: 50 });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    entries: n,
    buildMs,
    queries: times.length,
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: times[times.length - 1],
  };
}

// Look-alike products for like-modelling: within the same family (second
// level of the tree), each pair scored by the same subfamily (40 %), the
// share of attribute values they have in common (30 %) and the correlation
// of their last 24 months of sales (30 %, negative counts as none); the
// five best per product. Sales are standardised once per product, so a
// pair's correlation is one dot product.
import { ANALYTICS_MONTHS, type AnalyticsInputs } from './inputs';

export const SIMILAR_PER_PRODUCT = 5;
const M = ANALYTICS_MONTHS;

export interface SimilarRow {
  product: number;
  similar: number;
  rank: number;
  score: number;
  sameSubfamily: boolean;
  sharedAttributes: number;
  correlation: number | null;
  sales: number;
  similarSales: number;
}

/** Each row standardised (mean 0, population sd 1); null for a flat series (no correlation). */
function standardise(sales: Float64Array, r: number): Float64Array | null {
  let mean = 0;
  for (let t = 0; t < M; t++) mean += sales[r * M + t];
  mean /= M;
  let variance = 0;
  for (let t = 0; t < M; t++) variance += (sales[r * M + t] - mean) ** 2;
  const sd = Math.sqrt(variance / M);
  if (!(sd > 0)) return null;
  const z = new Float64Array(M);
  for (let t = 0; t < M; t++) z[t] = (sales[r * M + t] - mean) / sd;
  return z;
}

export function similarProducts(inputs: AnalyticsInputs, sales: Float64Array, rowOf: Map<number, number>): SimilarRow[] {
  const attributes = new Map<number, Set<string>>();
  for (const a of inputs.attributes) {
    const set = attributes.get(a.p) ?? new Set<string>();
    set.add(`${a.a}=${a.v}`);
    attributes.set(a.p, set);
  }
  const byFamily = new Map<number, typeof inputs.products>();
  for (const p of inputs.products) {
    if (p.family === null) continue;
    const list = byFamily.get(p.family);
    if (list) list.push(p);
    else byFamily.set(p.family, [p]);
  }
  const z = new Map<number, Float64Array | null>();
  const total = (id: number) => { const r = rowOf.get(id)!; let s = 0; for (let t = 12; t < M; t++) s += sales[r * M + t]; return s; };
  const rows: SimilarRow[] = [];
  for (const members of byFamily.values()) {
    for (const p of members) if (!z.has(p.id)) z.set(p.id, standardise(sales, rowOf.get(p.id)!));
    for (const p of members) {
      const mine = attributes.get(p.id) ?? new Set<string>();
      const zp = z.get(p.id)!;
      // The best few so far, best first: no object per pair (a family may hold hundreds of products).
      const best: SimilarRow[] = [];
      for (const q of members) {
        if (q.id === p.id) continue;
        const theirs = attributes.get(q.id) ?? new Set<string>();
        let shared = 0;
        for (const v of mine) if (theirs.has(v)) shared++;
        const union = mine.size + theirs.size - shared;
        const zq = z.get(q.id)!;
        let correlation: number | null = null;
        if (zp && zq) {
          let dot = 0;
          for (let t = 0; t < M; t++) dot += zp[t] * zq[t];
          correlation = dot / M;
        }
        const same = p.subfamily !== null && p.subfamily === q.subfamily;
        const score = 40 * (same ? 1 : 0) + 30 * (union > 0 ? shared / union : 0) + 30 * Math.max(0, correlation ?? 0);
        if (best.length === SIMILAR_PER_PRODUCT && score <= best[best.length - 1].score) continue;
        const row: SimilarRow = { product: p.id, similar: q.id, rank: 0, score, sameSubfamily: same, sharedAttributes: shared, correlation, sales: 0, similarSales: 0 };
        let at = best.length;
        while (at > 0 && best[at - 1].score < score) at--;
        best.splice(at, 0, row);
        if (best.length > SIMILAR_PER_PRODUCT) best.pop();
      }
      best.forEach((c, i) => rows.push({ ...c, rank: i + 1, sales: total(p.id), similarSales: total(c.similar) }));
    }
  }
  return rows;
}

// Which products exist: the subfamilies' items x pack sizes, numbered into
// SKUs. Pure (no randomness), so the catalogue, the recipes and the routing
// all see the same list.
import { CATALOGUE, type PackSize, type SubfamilyDef } from './catalogue-data';

export const PRODUCT_TARGET = 300;

export interface Planned {
  sku: string;
  item: string;
  size: PackSize;
  sub: SubfamilyDef;
  source: 'made' | 'bought';
  category: string;
}

/** Products are shared out evenly: each subfamily gets as many as it can, the biggest giving one back until the total is PRODUCT_TARGET. */
export function planProducts(): Planned[] {
  const subs = CATALOGUE.flatMap((c, ci) => c.families.flatMap((f, fi) => f.subfamilies.map((s, si) => ({ c, s, prefix: `${ci + 1}${fi + 1}${si + 1}` }))));
  const counts = subs.map(({ s }) => s.items.length * s.sizes.length);
  let excess = counts.reduce((a, b) => a + b, 0) - PRODUCT_TARGET;
  while (excess > 0) {
    counts[counts.indexOf(Math.max(...counts))]--;
    excess--;
  }
  return subs.flatMap(({ c, s, prefix }, i) => {
    // Every item in the first pack size, then in the next: a subfamily covers its items before its sizes.
    const combos = s.items.flatMap((item, a) => s.sizes.map((size, b) => ({ item, size, order: (a + b * s.items.length) }))).sort((x, y) => x.order - y.order);
    return combos.slice(0, counts[i]).map(({ item, size }, n) => ({
      sku: `SKU-${prefix}${String(n + 1).padStart(2, '0')}`, item, size, sub: s, source: c.source, category: c.name,
    }));
  });
}

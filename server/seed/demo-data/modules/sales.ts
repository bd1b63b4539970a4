// Sales history: 36 months ending last month, monthly by product x
// customer. Each customer lists part of the range (key accounts more,
// channels by category); each series has the product's trend, its
// subfamily's season, noise (some erratic), the uplift of the approved
// promotions that covered it, a ramp-up after launch (new products sell
// like their "like" product), a decline and stop for discontinued ones,
// and lumpy or intermittent demand for slow items. Only months with sales
// are rows, as an ERP extract would give them.
import { monthIndex, monthKey } from '../../../../engine/time/calendar';
import type { DemoModule, DemoRow } from '../model';
import { roundTo, type Random } from '../random';
import { channelAffinity, channelPriceFactor, keyAccountVolume, SEGMENT_ASSORTMENT, SEGMENT_WEIGHT, seasonProfile } from './sales-profile';
import { promotionCalendar } from './sales-promotions';

export const SALES_MONTHS = 36;

export interface ProductTraits {
  sku: string;
  subfamily: string;
  category: string;
  price: number;
  launch: number;
  /** Relative popularity (1 = typical). */
  popularity: number;
  /** Yearly growth, e.g. 0.05. */
  growth: number;
  /** Month index of the last sale of a discontinued product (Infinity otherwise). */
  stop: number;
  /** Months of decline before `stop`, or before the end for a product phasing out. */
  decline: number;
  /** Sold in occasional lumps (probability of a sale per month), else 1. */
  occurrence: number;
  like: string | null;
}

/** Standard normal draw (Box-Muller). */
function gauss(r: Random): number {
  return Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());
}

/** A Poisson draw for small means; rounded normal above (the two agree there). */
function count(r: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss(r)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = r.next();
  while (p > limit) {
    k++;
    p *= r.next();
  }
  return k;
}

export function productTraits(ctx: { rows: (e: string) => readonly DemoRow[]; today: string; random: Random }): ProductTraits[] {
  const r = ctx.random;
  const last = monthIndex(ctx.today) - 1;
  const families = new Map(ctx.rows('product-family').map((f) => [String(f.code), f]));
  const categoryOf = (sub: string) => String(families.get(String(families.get(String(families.get(sub)?.parent))?.parent))?.name ?? '');
  const traits: ProductTraits[] = [];
  for (const p of ctx.rows('product')) {
    if (!p.launchDate || String(p.launchDate) > ctx.today) continue; // not launched: nothing sold yet
    const status = String(p.status);
    const stop = status === 'discontinued' ? last - r.int(2, 14) : Number.POSITIVE_INFINITY;
    traits.push({
      sku: String(p.sku),
      subfamily: String(p.family),
      category: categoryOf(String(p.family)),
      price: Number(p.price ?? 2),
      launch: monthIndex(String(p.launchDate)),
      popularity: Math.exp(0.55 * gauss(r)),
      growth: status === 'phase-out' ? -0.3 : r.between(-0.08, 0.14, 3),
      stop,
      decline: status === 'discontinued' ? r.int(3, 6) : status === 'phase-out' ? r.int(6, 12) : 0,
      occurrence: r.chance(0.06) ? r.between(0.25, 0.5, 2) : 1,
      like: p.like ? String(p.like) : null,
    });
  }
  // A new product sells about as well as its like product.
  const bySku = new Map(traits.map((t) => [t.sku, t]));
  for (const t of traits) {
    const like = t.like ? bySku.get(t.like) : undefined;
    if (like) t.popularity = like.popularity * r.between(0.6, 1.3, 2);
  }
  return traits;
}

export const salesModule: DemoModule = {
  name: 'sales-history',
  generate(ctx) {
    const r = ctx.random;
    const last = monthIndex(ctx.today) - 1;
    const first = last - SALES_MONTHS + 1;
    const products = productTraits(ctx);
    const promotions = promotionCalendar(ctx.rows('promotion'), ctx.rows('promotion-product'), ctx.rows('product'), ctx.today);
    const customers = ctx.rows('customer');
    const rows: DemoRow[] = [];
    for (const c of customers) {
      const lists = new Set<string>();
      const code = String(c.code);
      const segment = String(c.segment);
      const channel = String(c.channel);
      const since = Math.max(first, monthIndex(String(c.since ?? '2000-01-01')));
      const stop = c.active === false ? last - r.int(3, 8) : Number.POSITIVE_INFINITY;
      for (const p of products) {
        const affinity = channelAffinity(channel, p.category);
        // A new product is listed where its like product is (it extends or replaces it).
        const chance = p.like && p.launch >= first
          ? (lists.has(p.like) ? 0.8 : 0.04)
          : SEGMENT_ASSORTMENT[segment] * Math.min(1.2, affinity) * (p.popularity > 1.3 ? 1.5 : 1);
        if (!r.chance(Math.min(0.95, chance))) continue;
        lists.add(p.sku);
        const start = Math.max(since, p.launch) + (r.chance(0.1) ? r.int(1, 12) : 0);
        const level = keyAccountVolume(p.price) * SEGMENT_WEIGHT[segment] * affinity * p.popularity * r.between(0.6, 1.4, 3);
        const noise = r.chance(0.12) ? 0.38 : 0.11;
        const season = seasonProfile(p.subfamily);
        const factor = channelPriceFactor(channel, segment);
        for (let t = Math.max(start, first); t <= last && t <= Math.min(p.stop, stop); t++) {
          const age = t - Math.max(start, p.launch);
          const ramp = p.launch >= first ? 1 - Math.exp(-(age + 1) / 2.5) : 1;
          const end = Math.min(p.stop, p.decline > 0 && p.stop === Number.POSITIVE_INFINITY ? last : p.stop);
          const decline = p.decline > 0 && end - t < p.decline ? (end - t + 1) / (p.decline + 1) : 1;
          const trend = Math.pow(1 + p.growth, (t - first) / 12);
          const promo = promotions.at(p.sku, code, channel, t);
          const uplift = promo ? 1 + promo.uplift * r.between(0.9, 1.6, 3) : 1;
          let mean = level * season[t % 12] * trend * ramp * decline * uplift * Math.exp(noise * gauss(r) - (noise * noise) / 2);
          if (p.occurrence < 1) mean = r.chance(p.occurrence) ? (mean / p.occurrence) * Math.exp(0.5 * gauss(r)) : 0;
          const quantity = count(r, mean);
          if (quantity <= 0) continue;
          const price = p.price * factor * (1 - (promo?.discount ?? 0));
          rows.push({ month: monthKey(t), product: p.sku, customer: code, quantity, value: roundTo(quantity * price, 2), promotion: promo?.code ?? null });
        }
      }
    }
    return [{ entity: 'sales-line', rows }];
  },
};

// Budgets: last year's and this year's (approved) and, from September on,
// next year's: a draft until December, when it is approved before its year
// starts (so the reports comparing the next twelve months' forecast with the
// approved budget have one for every month). Each is built top-down as a planner would: the product's
// sales of the year before, month by month, grown by its category's target
// (new products without a year of sales take their like product's), at the
// list price less the average channel discount.
import { monthIndex, monthKey } from '../../../../engine/time/calendar';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';

/** Growth targets by category, e.g. 0.05 = +5% over the year before. */
const GROWTH: Record<string, number> = { Dairy: 0.03, Bakery: 0.02, Beverages: 0.06, Frozen: 0.04, Snacks: 0.07, 'Ready meals': 0.08 };
/** List price -> average net price over the channels (sales-profile.ts). */
const NET_PRICE = 0.9;

export const budgetsModule: DemoModule = {
  name: 'budgets',
  generate(ctx) {
    const year = Number(ctx.today.slice(0, 4));
    const families = new Map(ctx.rows('product-family').map((f) => [String(f.code), f]));
    const products = ctx.rows('product');
    const categoryOf = (p: DemoRow) => String(families.get(String(families.get(String(families.get(String(p.family))?.parent))?.parent))?.name ?? '');
    // Sales by product and month index.
    const sold = new Map<string, Map<number, number>>();
    for (const s of ctx.rows('sales-line')) {
      const byMonth = sold.get(String(s.product)) ?? new Map<number, number>();
      sold.set(String(s.product), byMonth);
      const t = monthIndex(String(s.month));
      byMonth.set(t, (byMonth.get(t) ?? 0) + Number(s.quantity));
    }
    const firstSale = monthIndex(ctx.rows('sales-line').reduce((m, s) => (String(s.month) < m ? String(s.month) : m), '9999-12'));
    const lastSale = monthIndex(ctx.today) - 1;
    const month = Number(ctx.today.slice(5, 7));
    const years = [year - 1, year, ...(month >= 9 ? [year + 1] : [])];
    const versions: DemoRow[] = [];
    const lines: DemoRow[] = [];
    for (const y of years) {
      const code = `BUD-${y}`;
      const draft = y > year && month < 12;
      versions.push({
        code, name: draft ? `Budget ${y} (first draft)` : `Budget ${y}`, year: y, status: draft ? 'draft' : 'approved',
        growth: 5, notes: draft ? 'Top-down from the last twelve months of sales; to be split by the key account managers.' : null,
      });
      for (const p of products) {
        const base = sold.get(String(p.sku)) ?? (p.like ? sold.get(String(p.like)) : undefined);
        if (!base || p.status === 'discontinued') continue;
        const growth = 1 + (GROWTH[categoryOf(p)] ?? 0.04);
        for (let m = 0; m < 12; m++) {
          // The same month of the year before, or of the last twelve months when that is not known yet.
          let source = (y - 1) * 12 + m;
          while (source > lastSale) source -= 12;
          if (source < firstSale) continue;
          const quantity = Math.round((base.get(source) ?? 0) * growth);
          if (quantity <= 0) continue;
          lines.push({ budget: code, product: p.sku, month: monthKey(y * 12 + m), quantity, price: roundTo(Number(p.price ?? 0) * NET_PRICE, 2) });
        }
      }
    }
    return [
      { entity: 'budget-version', rows: versions },
      { entity: 'budget-line', rows: lines },
    ];
  },
};

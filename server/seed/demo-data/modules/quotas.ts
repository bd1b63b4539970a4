// Commercial quotas of the key accounts and large customers: per family
// (second level of the product tree) and month, for the last twelve months
// and the next six, what they bought of it a year before plus a growth
// target, so compliance by quota compares real sales with real targets.
import { addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';

export const quotasModule: DemoModule = {
  name: 'quotas',
  generate(ctx) {
    const r = ctx.random;
    const families = ctx.rows('product-family');
    const parentOf = new Map(families.map((f) => [String(f.code), f.parent === null ? null : String(f.parent)]));
    const familyOf = new Map(ctx.rows('product').map((p) => [String(p.sku), parentOf.get(String(p.family)) ?? null]));
    const targeted = new Set(ctx.rows('customer').filter((c) => c.segment === 'key-account' || c.segment === 'large').map((c) => String(c.code)));
    // customer|family|month -> [quantity, value]
    const sold = new Map<string, [number, number]>();
    for (const s of ctx.rows('sales-line')) {
      const customer = String(s.customer);
      const family = familyOf.get(String(s.product));
      if (!targeted.has(customer) || !family) continue;
      const key = `${customer}|${family}|${s.month}`;
      const acc = sold.get(key) ?? [0, 0];
      acc[0] += Number(s.quantity);
      acc[1] += Number(s.value ?? 0);
      sold.set(key, acc);
    }
    const thisMonth = `${ctx.today.slice(0, 7)}-01`;
    const rows: DemoRow[] = [];
    const growth = new Map<string, number>();
    for (const key of sold.keys()) {
      const [customer, family] = key.split('|');
      const pair = `${customer}|${family}`;
      if (!growth.has(pair)) growth.set(pair, r.between(0.02, 0.12, 3));
    }
    for (const [pair, g] of [...growth.entries()].sort()) {
      const [customer, family] = pair.split('|');
      for (let k = -12; k < 6; k++) {
        const month = addMonths(thisMonth, k).slice(0, 7);
        const lastYear = sold.get(`${customer}|${family}|${addMonths(`${month}-01`, -12).slice(0, 7)}`);
        if (!lastYear || lastYear[0] <= 0) continue;
        rows.push({ customer, family, month, quantity: Math.round(lastYear[0] * (1 + g)), value: roundTo(lastYear[1] * (1 + g), -1) });
      }
    }
    return [{ entity: 'sales-quota', rows }];
  },
};

// Promotions from nine months ago to six months ahead: past ones approved
// (a few cancelled), some running today, future ones proposed or approved.
// Each promotes a handful of products of one subfamily, for a key account
// or a whole channel.
import { addDays } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { groupBy } from '../model';

const MECHANICS = ['price-discount', 'multibuy', 'display', 'leaflet', 'bundle'];
/** Themes and how many days each runs (a "week" runs a week...). */
const THEMES: Array<[string, number[]]> = [
  ['Back to school', [13, 20]], ['Summer refresh', [20, 27]], ['Breakfast week', [6]], ['Healthy month', [27]], ['Family pack days', [9, 13]],
  ['Long weekend', [3]], ['New flavours', [13, 20]], ['Anniversary', [6, 9]], ['Fortnight deals', [13]],
];

export const promotionsModule: DemoModule = {
  name: 'promotions',
  generate(ctx) {
    const r = ctx.random;
    const bySubfamily = [...groupBy(ctx.rows('product').filter((p) => p.status === 'active' && String(p.launchDate) <= ctx.today), 'family').entries()];
    const familyName = new Map(ctx.rows('product-family').map((f) => [String(f.code), String(f.name)]));
    const retail = ctx.rows('customer').filter((c) => c.channel === 'retail' && c.segment !== 'small');
    const promotions: DemoRow[] = [];
    const products: DemoRow[] = [];
    const count = 32;
    /** 270 days before today out of 450: index 19 starts closest to today. */
    const RUNNING = 18;
    for (let i = 0; i < count; i++) {
      // Starts spread evenly from -270 to +180 days; the two nearest today run today.
      const running = i === RUNNING || i === RUNNING + 1;
      const start = running ? addDays(ctx.today, -r.int(1, 5)) : addDays(ctx.today, -270 + Math.round((450 * i) / (count - 1)) + r.int(-6, 6));
      const [theme, lengths] = r.pick(running ? THEMES.filter(([, l]) => Math.min(...l) >= 9) : THEMES);
      const end = addDays(start, r.pick(lengths));
      const past = end < ctx.today;
      const [subfamily, items] = r.pick(bySubfamily);
      const forCustomer = r.chance(0.6);
      const mechanic = r.pick(MECHANICS);
      const code = `PR-${String(i + 1).padStart(3, '0')}`;
      const customer = forCustomer ? r.pick(retail) : null;
      promotions.push({
        code,
        name: `${theme}: ${familyName.get(subfamily)}${customer ? ` at ${customer.name}` : ''}`,
        customer: customer ? customer.code : null,
        channel: customer ? customer.channel : r.pick(['retail', 'retail', 'online', 'horeca']),
        family: r.chance(0.2) ? subfamily : null,
        startDate: start,
        endDate: end,
        mechanic,
        discount: mechanic === 'price-discount' ? r.pick([10, 15, 20, 25]) : mechanic === 'multibuy' ? 33 : null,
        expectedUplift: r.int(12, 80),
        status: past ? (r.chance(0.12) ? 'cancelled' : 'approved') : start <= ctx.today ? 'approved' : r.pick(['proposed', 'approved']),
        notes: null,
      });
      for (const p of r.sample(items, r.int(2, 5))) {
        products.push({ promotion: code, product: p.sku, expectedUplift: r.chance(0.3) ? r.int(10, 90) : null });
      }
    }
    return [
      { entity: 'promotion', rows: promotions },
      { entity: 'promotion-product', rows: products },
    ];
  },
};

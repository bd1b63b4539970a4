// Price lists: the base list with every priced product, one list per
// channel inheriting from it (with an adjustment and a few own prices), and
// customer lists for the key accounts inheriting from their channel's list.
import { addMonths } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';

const CHANNEL_LISTS: Array<[string, string, string, number]> = [
  ['PL-RETAIL', 'Retail price list', 'retail', -3],
  ['PL-WHOLESALE', 'Wholesale price list', 'wholesale', -8],
  ['PL-HORECA', 'HORECA price list', 'horeca', 4],
  ['PL-ONLINE', 'Online price list', 'online', 0],
];

export const pricingModule: DemoModule = {
  name: 'pricing',
  generate(ctx) {
    const r = ctx.random;
    const year = ctx.today.slice(0, 4);
    const validFrom = `${year}-01-01`;
    const validTo = `${year}-12-31`;
    const priced = ctx.rows('product').filter((p) => p.price !== null && p.status !== 'discontinued');
    const lists: DemoRow[] = [{ code: 'PL-BASE', name: `Base price list ${year}`, kind: 'base', parent: null, channel: null, customer: null, currency: 'EUR', adjustment: 0, validFrom, validTo, active: true }];
    const lines: DemoRow[] = priced.map((p) => ({ priceList: 'PL-BASE', product: p.sku, price: p.price, discount: 0, minQuantity: null }));
    // Last year's base list, kept for reference.
    lists.push({ code: 'PL-BASE-PREV', name: `Base price list ${Number(year) - 1}`, kind: 'base', parent: null, channel: null, customer: null, currency: 'EUR', adjustment: 0, validFrom: `${Number(year) - 1}-01-01`, validTo: `${Number(year) - 1}-12-31`, active: false });
    for (const p of priced.filter((x) => String(x.launchDate) < addMonths(ctx.today, -12))) {
      lines.push({ priceList: 'PL-BASE-PREV', product: p.sku, price: roundTo(Number(p.price) / r.between(1.02, 1.06, 3), 2), discount: 0, minQuantity: null });
    }
    for (const [code, name, channel, adjustment] of CHANNEL_LISTS) {
      lists.push({ code, name: `${name} ${year}`, kind: 'channel', parent: 'PL-BASE', channel, customer: null, currency: 'EUR', adjustment, validFrom, validTo, active: true });
      for (const p of r.sample(priced, r.int(25, 40))) {
        lines.push({ priceList: code, product: p.sku, price: roundTo(Number(p.price) * r.between(0.88, 1.02, 3), 2), discount: r.pick([0, 0, 2, 5]), minQuantity: r.pick([null, 100, 500]) });
      }
    }
    const keyAccounts = ctx.rows('customer').filter((c) => c.segment === 'key-account');
    for (const c of keyAccounts) {
      const code = `PL-${c.code}`;
      const parent = CHANNEL_LISTS.find(([, , channel]) => channel === c.channel)![0];
      lists.push({ code, name: `${c.name} ${year}`, kind: 'customer', parent, channel: c.channel, customer: c.code, currency: 'EUR', adjustment: -r.int(1, 4), validFrom, validTo, active: true });
      for (const p of r.sample(priced, r.int(15, 25))) {
        lines.push({ priceList: code, product: p.sku, price: roundTo(Number(p.price) * r.between(0.85, 0.97, 3), 2), discount: r.pick([0, 3, 5, 8]), minQuantity: null });
      }
    }
    return [
      { entity: 'price-list', rows: lists },
      { entity: 'price-list-line', rows: lines },
    ];
  },
};

// Offers to wholesale, HORECA and online customers over the last four
// months: old ones accepted, rejected or expired, recent ones still drafts
// or sent. Prices start from the base list with a negotiated discount.
import { addDays, daysBetween } from '../dates';
import type { DemoModule, DemoRow } from '../model';
import { roundTo } from '../random';

const REPS = ['Lucía Fernández', 'Marc Soler', 'Ana Romero', 'Diego Navarro'];
const SUBJECTS = ['Summer range', 'Breakfast supply', 'New listing proposal', 'Quarterly volume deal', 'Christmas range', 'Menu ingredients', 'Opening order'];

export const offersModule: DemoModule = {
  name: 'offers',
  generate(ctx) {
    const r = ctx.random;
    const customers = ctx.rows('customer').filter((c) => c.channel !== 'retail' && c.active);
    const products = ctx.rows('product').filter((p) => p.status === 'active' && p.price !== null);
    const offers: DemoRow[] = [];
    const lines: DemoRow[] = [];
    for (let i = 0; i < 26; i++) {
      const issueDate = addDays(ctx.today, -r.int(0, 120));
      const validUntil = addDays(issueDate, r.pick([15, 30, 45, 60]));
      const age = daysBetween(issueDate, ctx.today);
      const open = validUntil >= ctx.today;
      const status = open ? (age < 7 ? 'draft' : r.pick(['sent', 'sent', 'accepted', 'draft'])) : r.pick(['accepted', 'accepted', 'rejected', 'expired']);
      const customer = r.pick(customers);
      const code = `OF-${ctx.today.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`;
      offers.push({ code, name: `${r.pick(SUBJECTS)} for ${customer.name}`, customer: customer.code, issueDate, validUntil, status, salesRep: r.pick(REPS), notes: null });
      for (const p of r.sample(products, r.int(2, 6))) {
        lines.push({ offer: code, product: p.sku, quantity: r.pick([50, 100, 200, 300, 500, 1000]), unitPrice: roundTo(Number(p.price) * r.between(0.88, 1, 3), 2), discount: r.pick([0, 0, 2, 3, 5]) });
      }
    }
    return [
      { entity: 'offer', rows: offers },
      { entity: 'offer-line', rows: lines },
    ];
  },
};

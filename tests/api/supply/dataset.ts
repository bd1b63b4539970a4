// The hand-built dataset of the supply API tests (horizon of three months
// from the current one), and the figures expected from it, worked out by
// hand from DOMAIN.md's formulas:
// - P, bought: 100 on hand; forecast 50 a month; an open order of 30 this
//   month (it consumes this month's forecast: net 20); a purchase order of
//   60 arriving next month. S = 100 - 50 = 50, 50 + 60 - 50 = 60, 60 - 50 = 10.
//   Sales history alternates 40 and 60 (mean 50, sample sd sqrt(1200/11));
//   the preferred supplier's lead time is 20 days, no receipts (s_L = 0):
//   SS = z95 sqrt(L s_d^2), ROP = 50 L + SS with L = 20 / 30.4375 months.
//   Month 3 would end at 10 < SS: the planning run's net requirement is
//   SS + 50 - 60 = SS - 10 = 3.9 units, rounded up to the MOQ of 40
//   (multiples of 20), ordered 20 days before the month; it ends at 50.
// - Q, bought, nobody supplies it and it has no stock record.
// - R, bought, its preferred supplier is deactivated: the other one is used.
// - M, made, no history, no stock, no lead time.
import { monthFromNow, type SupplyCompany } from './helpers';

export const Z95 = 1.6448536269514722;
export const LEAD_MONTHS = 20 / (365.25 / 12);
export const SD = Math.sqrt(1200 / 11);
export const SAFETY = Z95 * Math.sqrt(LEAD_MONTHS * SD * SD);
export const REORDER = 50 * LEAD_MONTHS + SAFETY;

export interface Dataset {
  product: { P: number; Q: number; R: number; M: number };
  warehouse: number;
  supplier: { S1: number; S2: number };
  customer: number;
  months: string[];
}

export async function buildDataset(c: SupplyCompany, today = new Date()): Promise<Dataset> {
  const iso = today.toISOString().slice(0, 10);
  const months = [0, 1, 2].map((k) => monthFromNow(k, today));
  await c.insert('forecast-settings', { name: 'default', horizon: 3, consumptionBackward: 1, consumptionForward: 1 });
  await c.insert('plugin-settings', { name: 'default', serviceLevel: 95 });
  const location = await c.insert('location', { code: 'L1', name: 'Site', kind: 'warehouse', city: 'Madrid', country: 'ES' });
  const warehouse = await c.insert('warehouse', { code: 'W1', name: 'Main warehouse', location, kind: 'own', temperature: 'ambient', active: true });
  const customer = await c.insert('customer', { code: 'C1', name: 'Customer one', channel: 'retail', segment: 'large', country: 'ES', active: true });
  const S1 = await c.insert('supplier', { code: 'S1', name: 'Supplier one', country: 'ES', currency: 'EUR', active: true });
  const S2 = await c.insert('supplier', { code: 'S2', name: 'Supplier two', country: 'ES', currency: 'EUR', active: false });
  const product = async (sku: string, source: string, extra: Record<string, string | number | null> = {}) =>
    c.insert('product', { sku, name: `Product ${sku}`, status: 'active', source, launchDate: '2020-01-01', unitCost: 2, price: 3, ...extra });
  const P = await product('P', 'bought', { leadTimeDays: 10 });
  const Q = await product('Q', 'bought');
  const R = await product('R', 'bought');
  const M = await product('M', 'made', { unitCost: null });
  await c.insert('product-supplier', { product: P, supplier: S1, price: 2, leadTimeDays: 20, moq: 40, orderMultiple: 20, preferred: true, active: true });
  await c.insert('product-supplier', { product: R, supplier: S2, price: 1.9, leadTimeDays: 20, moq: 10, orderMultiple: 10, preferred: true, active: true });
  await c.insert('product-supplier', { product: R, supplier: S1, price: 2.1, leadTimeDays: 25, moq: 10, orderMultiple: 10, preferred: false, active: true });
  await c.insert('stock-on-hand', { product: P, warehouse, quantity: 100, policy: 'reorder-point' });
  for (let k = 1; k <= 12; k++) {
    await c.insert('sales-line', { month: monthFromNow(-k, today), product: P, customer, quantity: k % 2 ? 40 : 60, value: (k % 2 ? 40 : 60) * 3 });
  }
  for (const month of months) {
    await c.insert('forecast-value', { product: P, customer, month, statistical: 50 });
    await c.insert('forecast-value', { product: Q, customer, month, statistical: 10 });
    await c.insert('forecast-value', { product: R, customer, month, statistical: 10 });
    await c.insert('forecast-value', { product: M, customer, month, statistical: 5 });
  }
  const order = await c.insert('sales-order', { number: 'SO-1', customer, orderDate: iso, status: 'confirmed', warehouse });
  await c.insert('sales-order-line', { order, product: P, quantity: 30, requestedDate: iso });
  const po = await c.insert('purchase-order', { number: 'PO-OLD-1', supplier: S1, warehouse, orderDate: iso, expectedDate: `${months[1]}-15`, status: 'confirmed', origin: 'manual' });
  await c.insert('purchase-order-line', { order: po, product: P, quantity: 60, unitPrice: 2 });
  return { product: { P, Q, R, M }, warehouse, supplier: { S1, S2 }, customer, months };
}

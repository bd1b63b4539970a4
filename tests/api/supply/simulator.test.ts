// The order simulator through the API, on PGlite and PostgreSQL, for
// products in different units with 12.37 on hand, no demand and no supply:
// a counted product is promised 12 units (never 12.37), a weighed one
// 12.37 kg, one without a unit 12.37; a second line of the counted product
// finds no whole unit left; a fraction of a counted unit is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../../engine/data/relative-dates';
import { call, databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { createSupplyCompany, type SupplyCompany } from './helpers';

describe.each(databaseKinds())('order simulator units on %s', (kind) => {
  let s: TestServer;
  let c: SupplyCompany;
  let customer: number;
  const product: Record<'U' | 'K' | 'N', number> = { U: 0, K: 0, N: 0 };
  const today = isoDate(new Date());
  const simulate = (lines: Array<[number, number]>) => call(s.app, 'POST', '/api/supply/simulator', {
    token: c.token, body: { Customer: customer, Lines: lines.map(([Product, Quantity]) => ({ Product, Quantity, RequestedDate: today })) },
  });

  beforeAll(async () => {
    s = await startTestServer(kind);
    c = await createSupplyCompany(s, 'Supply simulator units test');
    await c.insert('forecast-settings', { name: 'default', horizon: 3, consumptionBackward: 1, consumptionForward: 1 });
    const un = await c.insert('unit', { code: 'UN', name: 'Unit', kind: 'count', decimals: 0 });
    const kg = await c.insert('unit', { code: 'KG', name: 'Kilogram', kind: 'weight', decimals: 3 });
    const location = await c.insert('location', { code: 'L1', name: 'Site', kind: 'warehouse', city: 'Madrid', country: 'ES' });
    const warehouse = await c.insert('warehouse', { code: 'W1', name: 'Main warehouse', location, kind: 'own', temperature: 'ambient', active: true });
    customer = await c.insert('customer', { code: 'C1', name: 'Customer one', channel: 'retail', segment: 'large', country: 'ES', active: true });
    for (const [sku, unit] of [['U', un], ['K', kg], ['N', null]] as const) {
      product[sku] = await c.insert('product', { sku, name: `Product ${sku}`, status: 'active', source: 'bought', unit, launchDate: '2020-01-01', unitCost: 2, price: 3 });
      await c.insert('stock-on-hand', { product: product[sku], warehouse, quantity: 12.37 });
    }
  });
  afterAll(() => s?.close());

  it('promises whole units of a counted product and keeps the decimals of a weighed one', async () => {
    const res = await simulate([[product.U, 20], [product.K, 20], [product.N, 20]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [u, k, n] = res.body.data.Lines;
    expect(u).toMatchObject({ AvailableAtRequest: 12, Deliveries: [{ Date: today, Quantity: 12 }], Shortfall: 8, Status: 'partial' });
    expect(k).toMatchObject({ AvailableAtRequest: 12.37, Deliveries: [{ Date: today, Quantity: 12.37 }], Shortfall: 7.63, Status: 'partial' });
    expect(n).toMatchObject({ AvailableAtRequest: 12.37, Shortfall: 7.63 });
  });

  it('leaves the 0.37 a counted line did not take to no later line', async () => {
    const res = await simulate([[product.U, 12], [product.U, 1]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first, second] = res.body.data.Lines;
    expect(first).toMatchObject({ Deliveries: [{ Date: today, Quantity: 12 }], Status: 'on-time' });
    expect(second).toMatchObject({ AvailableAtRequest: 0, Deliveries: [], Shortfall: 1, Status: 'unavailable' });
  });

  it('refuses a fraction of a counted unit, naming the line, the product and its unit', async () => {
    const res = await simulate([[product.K, 1.5], [product.U, 2.5]]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      Message: 'Line 2: U is counted in UN, so ask for whole units',
      // The browser says it in the user's language from the key and its parameters.
      MessageKey: 'supply.wholeUnits', MessageParams: { line: 2, sku: 'U', unit: 'UN' },
    });
    expect((await simulate([[product.K, 1.2345]])).status).toBe(400);
  });
});

// The projection's input queries kept between refreshes
// (server/supply/load/load-cache.ts), on PGlite and PostgreSQL: the kept
// rows answer only while none of the tables a query reads changed; after
// inserts, updates and deletes (through the data engine or plain SQL) the
// inputs equal a fresh read; rows read while another transaction that wrote
// one of the query's tables was open are not kept, while one open on other
// tables does not matter (PostgreSQL: two connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/supply/load/flow-text';
import { keptRows } from '../../../server/supply/load/load-cache';
import { queryJson } from '../../../server/supply/load/sql';
import { loadProjectionInputs } from '../../../server/supply/plan/inputs';
import { loadSettings } from '../../../server/supply/settings';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';
import { buildDataset, type Dataset } from './dataset';
import { createSupplyCompany, monthFromNow, type SupplyCompany } from './helpers';

describe.each(databaseKinds())('kept input rows on %s', (kind) => {
  let s: TestServer;
  let c: SupplyCompany;
  let d: Dataset;
  const today = new Date().toISOString().slice(0, 10);
  const sql = 'SELECT product_id AS p, quantity::float8 AS q FROM data_sales_lines WHERE company_id = $1';
  const kept = () => keptRows(s.db, c.companyId, 'test-sales', sql, [c.companyId], () => queryJson(s.db, `${sql} ORDER BY id`, [c.companyId]));
  const inputs = async () => loadProjectionInputs(s.db, s.config, await loadSettings(s.db, s.config, c.companyId, today), c.companyId);
  /** The inputs read now, kept or not, and read afresh with nothing kept. */
  const keptAndFresh = async () => {
    const first = await inputs();
    await s.db.query('DELETE FROM supply_load_cache WHERE company_id = $1', [c.companyId]);
    return [first, await inputs()];
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    c = await createSupplyCompany(s, 'Supply load cache test');
    d = await buildDataset(c);
  });
  afterAll(() => s?.close());

  it('answers the kept rows until a table the query reads changes', async () => {
    const first = await kept();
    expect(first.hit).toBe(false);
    const again = await kept();
    expect(again).toEqual({ rows: first.rows, hit: true });
    const id = await c.insert('sales-line', { month: monthFromNow(-20), product: d.product.Q, customer: d.customer, quantity: 7, value: 21 });
    const inserted = await kept();
    expect(inserted.hit).toBe(false);
    expect(JSON.parse(inserted.rows), inserted.rows).toContainEqual({ p: d.product.Q, q: 7 });
    await s.db.query('UPDATE data_sales_lines SET quantity = 8 WHERE id = $1', [id]);
    expect(JSON.parse((await kept()).rows)).toContainEqual({ p: d.product.Q, q: 8 });
    await s.db.query('DELETE FROM data_sales_lines WHERE id = $1', [id]);
    const deleted = await kept();
    expect(deleted).toEqual({ rows: first.rows, hit: false });
    expect((await kept()).hit).toBe(true);
    // A table the query does not read leaves it kept.
    await c.insert('customer', { code: 'C-other', name: 'Another customer', channel: 'retail', segment: 'small', country: 'ES', active: true });
    expect((await kept()).hit).toBe(true);
  });

  it('keeps the projection inputs equal to a fresh read after mixed writes', async () => {
    const [warm] = await keptAndFresh();
    const [hit, fresh] = await keptAndFresh();
    expect(hit).toEqual(warm);
    expect(fresh).toEqual(warm);
    await c.insert('sales-line', { month: monthFromNow(-2), product: d.product.R, customer: d.customer, quantity: 11, value: 33 });
    const other = await c.insert('customer', { code: 'C2', name: 'Customer two', channel: 'retail', segment: 'small', country: 'ES', active: true });
    await c.insert('forecast-value', { product: d.product.Q, customer: other, month: d.months[1], statistical: 3, override: 4 });
    await s.db.query('UPDATE data_forecast_values SET statistical = statistical + 1 WHERE company_id = $1 AND product_id = $2', [c.companyId, d.product.P]);
    await s.db.query('DELETE FROM data_stock_snapshots WHERE company_id = $1', [c.companyId]);
    await s.db.query(`UPDATE data_sales_order_lines SET promised_date = requested_date + 40 WHERE company_id = $1`, [c.companyId]);
    // Products, stock records and suppliers are kept too (master.ts).
    await s.db.query('UPDATE data_products SET unit_cost = 9.5 WHERE company_id = $1 AND id = $2', [c.companyId, d.product.P]);
    await s.db.query('UPDATE data_stock_on_hand SET quantity = quantity + 3 WHERE company_id = $1', [c.companyId]);
    await s.db.query('UPDATE data_product_suppliers SET price = 1.25 WHERE company_id = $1', [c.companyId]);
    const [afterWrites, freshAfter] = await keptAndFresh();
    expect(afterWrites).toEqual(freshAfter);
    expect(afterWrites).not.toEqual(warm);
    expect(rowsOf(afterWrites.history).find((h) => h.p === d.product.R)?.pairs).toContainEqual([10, 11]);
    expect(afterWrites.products.find((p) => p.id === d.product.P)?.unitCost).toBe(9.5);
    expect(afterWrites.stock.map((x) => x.quantity)).toEqual(warm.stock.map((x) => x.quantity + 3));
    expect(new Set(afterWrites.suppliers.map((x) => x.price))).toEqual(new Set([1.25]));
  });

  // PostgreSQL only: it needs a second session holding an open write while the cache reads, and PGlite is
  // one connection whose transactions run alone (no other writer can be open there).
  it.runIf(kind === 'postgres')('does not keep rows read while another writer was open', async () => {
    await kept();
    expect((await kept()).hit).toBe(true);
    let seen: Array<{ hit: boolean; rows: string }> = [];
    await s.db.transaction(async (tx) => {
      await tx.query('INSERT INTO data_sales_lines (company_id, month, product_id, customer_id, quantity, value) VALUES ($1, $2::date, $3, $4, 99, 1)',
        [c.companyId, `${monthFromNow(-30)}-01`, d.product.M, d.customer]);
      // The mark moved, the row is not visible yet: read, not kept.
      seen = [await kept(), await kept()];
    });
    expect(seen.map((k) => k.hit)).toEqual([false, false]);
    expect(JSON.parse(seen[0].rows)).not.toContainEqual({ p: d.product.M, q: 99 });
    const after = await kept();
    expect(after.hit).toBe(false);
    expect(JSON.parse(after.rows)).toContainEqual({ p: d.product.M, q: 99 });
    expect((await kept()).hit).toBe(true);
    // A writer open on a table the query does not read does not stop keeping.
    await s.db.query('UPDATE data_sales_lines SET quantity = 98 WHERE company_id = $1 AND quantity = 99', [c.companyId]);
    await s.db.transaction(async (tx) => {
      await tx.query(`UPDATE data_customers SET name = name || '.' WHERE company_id = $1`, [c.companyId]);
      seen = [await kept(), await kept()];
    });
    expect(seen.map((k) => k.hit)).toEqual([false, true]);
    expect(JSON.parse(seen[1].rows)).toContainEqual({ p: d.product.M, q: 98 });
  });
});

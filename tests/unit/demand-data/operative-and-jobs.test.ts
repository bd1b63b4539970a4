// The operative forecast of one series (server/forecast/operative.ts) and the
// job plumbing's pure parts: job ids, batch sizes, pg-boss scripts.
import { describe, expect, it } from 'vitest';
import { isScript } from '../../../server/jobs/boss-db';
import { operativeRows } from '../../../server/forecast/operative';
import { batchJobId, batchJobIds, batchSize } from '../../../server/forecast/runs';

describe('operative forecast', () => {
  it('nets the forecast by the confirmed orders: own month, then the one before, then after', () => {
    // Forecast 100, 100, 100; orders of 130 in month 2 and 30 in month 1 (earlier order first).
    const rows = operativeRows(
      { productId: 1, customerId: 2, forecast: [100, 100, 100], orders: [{ orderId: 'b', date: '2026-12-05', quantity: 130 }, { orderId: 'a', date: '2026-11-20', quantity: 30 }] },
      { start: '2026-11', months: 3 }, 1, 1,
    );
    // Order a takes 30 of November; order b takes 100 of December then 30 of November (the month before).
    expect(rows.map((r) => [r.month, r.orders, r.consumed, r.netForecast, r.unforecastOrders])).toEqual([
      ['2026-11', 30, 60, 40, 0],
      ['2026-12', 130, 100, 0, 0],
      ['2027-01', 0, 0, 100, 0],
    ]);
  });

  it('keeps what no month can absorb as orders beyond the forecast', () => {
    const rows = operativeRows({ productId: 1, customerId: 2, forecast: [10, 0], orders: [{ orderId: 'x', date: '2026-12-01', quantity: 25 }] }, { start: '2026-11', months: 2 }, 1, 0);
    expect(rows.find((r) => r.month === '2026-12')).toMatchObject({ orders: 25, unforecastOrders: 15 });
    expect(rows.find((r) => r.month === '2026-11')).toMatchObject({ consumed: 10, netForecast: 0 });
  });
});

describe('job plumbing', () => {
  it('derives one distinct, valid UUID per run and batch', () => {
    const ids = [...batchJobIds(7, 300), ...batchJobIds(8, 300)];
    expect(new Set(ids).size).toBe(600);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4000-8000-[0-9a-f]{12}$/);
    expect(batchJobId(7, 0)).not.toBe(batchJobId(0, 7));
  });

  it('cuts runs into batches of 25 to 250 series', () => {
    expect(batchSize(10)).toBe(25);
    expect(batchSize(2000)).toBe(50);
    expect(batchSize(10_000)).toBe(250);
    expect(batchSize(1_000_000)).toBe(250);
  });

  it('sends pg-boss scripts through exec and single statements through query', () => {
    expect(isScript('\n    BEGIN;\n    SET LOCAL lock_timeout = 1;\n    COMMIT;')).toBe(true);
    expect(isScript('SELECT * FROM pgboss.version')).toBe(false);
    expect(isScript('BEGINNING')).toBe(false);
  });
});

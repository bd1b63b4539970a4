import { describe, expect, it } from 'vitest';
import { consumeForecast } from '../../../domain/planning/forecast-consumption';

const horizon = { start: '2025-01', months: 4 };

describe('forecast consumption', () => {
  it('own month, then earlier, then later, orders in date order', () => {
    // forecast 100 per month; windows 1 back, 1 forward
    // o4 (01-15) 50: Jan 100 -> 50
    // o1 (02-10) 130: Feb 100 -> 0 (30 open), back Jan 50 -> 20
    // o2 (02-20) 90: Feb 0, back Jan 20 -> 0 (70 open), forward Mar 100 -> 30
    // o3 (04-05) 150: Apr 100 -> 0 (50 open), back Mar 30 -> 0 (20 open), forward May is outside: 20 unconsumed
    const r = consumeForecast({
      horizon, forecast: [100, 100, 100, 100],
      orders: [
        { orderId: 'o1', date: '2025-02-10', quantity: 130 },
        { orderId: 'o2', date: '2025-02-20', quantity: 90 },
        { orderId: 'o3', date: '2025-04-05', quantity: 150 },
        { orderId: 'o4', date: '2025-01-15', quantity: 50 },
      ],
    });
    expect(r.netForecast).toEqual([0, 0, 0, 0]);
    expect(r.consumed).toEqual([100, 100, 100, 100]);
    expect(r.orders.map((o) => [o.orderId, o.month, o.consumed, o.unconsumed])).toEqual([
      ['o1', '2025-02', 130, 0], ['o2', '2025-02', 90, 0], ['o3', '2025-04', 130, 20], ['o4', '2025-01', 50, 0],
    ]);
    expect(r.unconsumed).toBe(20);
  });

  it('windows of zero consume the own month only; further windows reach nearest first', () => {
    // window 0/0: Feb order of 130 takes Feb's 100, 30 unconsumed
    const own = consumeForecast({ horizon, forecast: [100, 100, 100, 100], orders: [{ orderId: 1, date: '2025-02-03', quantity: 130 }], backwardBuckets: 0, forwardBuckets: 0 });
    expect(own.netForecast).toEqual([100, 0, 100, 100]);
    expect(own.unconsumed).toBe(30);
    // window 2 back: Apr 300 takes Apr 40, Mar 40, Feb 40, leaving 180; forward: nothing beyond the horizon
    const far = consumeForecast({ horizon, forecast: [40, 40, 40, 40], orders: [{ orderId: 1, date: '2025-04', quantity: 300 }], backwardBuckets: 2, forwardBuckets: 0 });
    expect(far.netForecast).toEqual([40, 0, 0, 0]);
    expect(far.orders[0]).toEqual({ orderId: 1, month: '2025-04', consumed: 120, unconsumed: 180 });
  });

  it('orders outside the horizon or with bad dates consume only what their windows reach', () => {
    // a December order with a forward window of 1 reaches January; a bad date consumes nothing
    const r = consumeForecast({
      horizon, forecast: [10, 10],
      orders: [{ orderId: 'd', date: '2024-12-20', quantity: 4 }, { orderId: 'x', date: 'soon', quantity: 5 }, { orderId: 'n', date: '2025-01-02', quantity: -3 }],
    });
    expect(r.netForecast).toEqual([6, 10, 0, 0]);
    expect(r.orders).toEqual([
      { orderId: 'd', month: '2024-12', consumed: 4, unconsumed: 0 },
      { orderId: 'x', month: null, consumed: 0, unconsumed: 5 },
      { orderId: 'n', month: '2025-01', consumed: 0, unconsumed: 0 },
    ]);
  });
});

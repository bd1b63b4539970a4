// consumeForecastMonths is consumeForecast for orders already as month
// numbers (the projection's call): the same net forecast, figure for figure,
// on random rows with unsorted, overdue, late and unusable orders.
import { describe, expect, it } from 'vitest';
import { consumeForecast, consumeForecastMonths, monthIndex, monthKey } from '../../../domain/planning';

function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('consumeForecastMonths', () => {
  it('nets exactly as consumeForecast with the orders\' months as dates', () => {
    const rnd = random(7);
    const horizon = { start: '2026-11', months: 6 };
    const first = monthIndex(horizon.start);
    for (let trial = 0; trial < 300; trial++) {
      const forecast = Array.from({ length: 6 }, () => (rnd() < 0.15 ? (rnd() < 0.5 ? -5 : NaN) : Math.round(rnd() * 1000) / 7));
      const orders: Array<[number, number]> = Array.from({ length: Math.floor(rnd() * 6) + 1 }, () => [
        Math.floor(rnd() * 10) - 3, rnd() < 0.1 ? (rnd() < 0.5 ? -3 : NaN) : Math.round(rnd() * 500) / 3,
      ]);
      const back = Math.floor(rnd() * 3);
      const fwd = Math.floor(rnd() * 3);
      const expected = consumeForecast({
        horizon, forecast, backwardBuckets: back, forwardBuckets: fwd,
        orders: orders.map(([t, q], k) => ({ orderId: k, date: monthKey(first + t), quantity: q })),
      }).netForecast;
      // The row at an offset of a series-major matrix, as the projection lays it out.
      const matrix = new Float64Array(18).fill(99);
      matrix.set(forecast, 6);
      const net = new Float64Array(18);
      consumeForecastMonths(matrix, net, 6, 6, orders, back, fwd);
      expect([...net.subarray(6, 12)]).toEqual(expected);
      expect([...net.subarray(0, 6), ...net.subarray(12)].every((v) => v === 0)).toBe(true);
    }
  });
});

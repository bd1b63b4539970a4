// Which approved promotion covered a product for a customer in a month, and
// how much of the month: the sales history adds its uplift (scaled by the
// days covered) and marks the line with it, and the price drops by its
// discount. A promotion for a customer applies to that customer only; one
// for a channel, to every customer of the channel.
import { dayNumber, daysInMonth, monthStartDay } from '../../../../engine/time/calendar';
import type { DemoRow } from '../model';

export interface PromotionHit {
  code: string;
  /** Expected uplift x share of the month covered, e.g. 0.2 for +20%. */
  uplift: number;
  /** Price discount x share of the month covered, e.g. 0.1. */
  discount: number;
}

interface Window {
  code: string;
  customer: string | null;
  channel: string | null;
  start: number;
  end: number;
  uplift: Map<string, number>;
  discount: number;
}

export interface PromotionCalendar {
  at(sku: string, customer: string, channel: string, month: number): PromotionHit | undefined;
}

export function promotionCalendar(promotions: readonly DemoRow[], products: readonly DemoRow[], catalogue: readonly DemoRow[], today: string): PromotionCalendar {
  const bySubfamily = new Map<string, string[]>();
  for (const p of catalogue) bySubfamily.set(String(p.family), [...(bySubfamily.get(String(p.family)) ?? []), String(p.sku)]);
  const windows: Window[] = [];
  for (const promo of promotions) {
    if (promo.status !== 'approved' || String(promo.startDate) > today) continue;
    const uplift = new Map<string, number>();
    const base = Number(promo.expectedUplift ?? 20) / 100;
    // A promotion of a whole subfamily lifts every product in it; listed products may expect their own uplift.
    if (promo.family) for (const sku of bySubfamily.get(String(promo.family)) ?? []) uplift.set(sku, base);
    for (const line of products) {
      if (line.promotion !== promo.code) continue;
      uplift.set(String(line.product), line.expectedUplift === null || line.expectedUplift === undefined ? base : Number(line.expectedUplift) / 100);
    }
    windows.push({
      code: String(promo.code),
      customer: promo.customer ? String(promo.customer) : null,
      channel: promo.channel ? String(promo.channel) : null,
      start: dayNumber(String(promo.startDate)),
      end: dayNumber(String(promo.endDate)),
      uplift,
      discount: Number(promo.discount ?? 0) / 100,
    });
  }
  return {
    at(sku, customer, channel, month) {
      const first = monthStartDay(month);
      const days = daysInMonth(month);
      let best: PromotionHit | undefined;
      let bestShare = 0;
      for (const w of windows) {
        const uplift = w.uplift.get(sku);
        if (uplift === undefined) continue;
        if (w.customer ? w.customer !== customer : w.channel !== channel) continue;
        const covered = Math.min(w.end, first + days - 1) - Math.max(w.start, first) + 1;
        if (covered <= 0) continue;
        const share = covered / days;
        if (share > bestShare) {
          bestShare = share;
          best = { code: w.code, uplift: uplift * share, discount: w.discount * share };
        }
      }
      return best;
    },
  };
}

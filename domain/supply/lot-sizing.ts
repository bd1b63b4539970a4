// A planned order's quantity from its net requirement and the item's lot
// policy (PLANNING.md): lot-for-lot, fixed lots, periods of supply, min/max,
// then the MOQ and the order multiple (domain/planning/lot-size.ts). A
// quantity only grows: a need is never cut to fit a lot.
import { roundUpToLot } from '../planning/lot-size';
import type { LotPolicy } from './types';

const pos = (v: number | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** Whether the policy can size an order (a fixed lot of 0 or a max below min cannot). */
export function validLotPolicy(p: LotPolicy): boolean {
  if (p.rule === 'fixed') return pos(p.lotSize) > 0;
  if (p.rule === 'periods-of-supply') return pos(p.periods) >= 1;
  if (p.rule === 'min-max') return pos(p.max) > 0 && (p.min ?? 0) >= 0 && (p.min ?? 0) <= (p.max as number);
  return p.rule === 'lot-for-lot';
}

/** The stock level below which the item needs a receipt: min for min/max, else the safety stock. */
export function reorderFloor(p: LotPolicy, safetyStock: number): number {
  return p.rule === 'min-max' ? Math.max(pos(p.min), safetyStock) : safetyStock;
}

/**
 * The order for bucket t. `need` = floor + demand_t - available_t (> 0);
 * `stockBefore` = available_t - demand_t (projected without the order);
 * `demand` and `t` let periods of supply add the following buckets' demand.
 */
export function sizeLot(p: LotPolicy, need: number, stockBefore: number, demand: ArrayLike<number>, base: number, t: number, months: number): number {
  if (!(need > 0)) return 0;
  let q = need;
  if (p.rule === 'fixed') q = roundUpToLot(need, 0, pos(p.lotSize));
  else if (p.rule === 'min-max') q = Math.max(need, pos(p.max) - stockBefore);
  else if (p.rule === 'periods-of-supply') {
    const periods = Math.max(1, Math.floor(pos(p.periods)));
    for (let k = t + 1; k < Math.min(months, t + periods); k++) q += demand[base + k];
  }
  return roundUpToLot(q, pos(p.moq), pos(p.multiple));
}

// Lot sizing shared by purchases (MOQ and order multiples) and production
// (lot-for-lot, fixed lot, minimum batch). Quantities only grow: a need is
// never cut to fit a lot.

/**
 * The smallest quantity >= `quantity` that is at least `minimum` and a whole
 * number of `multiple`s (when given). Nothing needed (<= 0 or NaN) gives 0.
 */
export function roundUpToLot(quantity: number, minimum = 0, multiple = 0): number {
  if (!(quantity > 0)) return 0;
  let q = minimum > quantity ? minimum : quantity;
  if (multiple > 0) {
    // The tolerance absorbs float noise: (0.1 + 0.2) / 0.1 = 3.0000000000000004 is 3 lots, not 4.
    const lots = Math.ceil(q / multiple - 1e-9);
    q = lots * multiple;
  }
  return q;
}

export type LotRule =
  /** Produce exactly the net requirement. */
  | { kind: 'lot-for-lot' }
  /** Whole lots of `lotSize` (several lots in one period when needed). */
  | { kind: 'fixed-lot'; lotSize: number }
  /** At least `minBatch`, and a whole number of `multiple`s when given. */
  | { kind: 'min-batch'; minBatch: number; multiple?: number };

export function applyLotRule(rule: LotRule, need: number): number {
  switch (rule.kind) {
    case 'lot-for-lot':
      return roundUpToLot(need);
    case 'fixed-lot':
      return roundUpToLot(need, 0, rule.lotSize > 0 ? rule.lotSize : 0);
    case 'min-batch':
      return roundUpToLot(need, rule.minBatch > 0 ? rule.minBatch : 0, rule.multiple && rule.multiple > 0 ? rule.multiple : 0);
  }
}

// Shapes of the supply run (PLANNING.md, "Netting"). An item-location is a
// row r; its figures per monthly bucket t live in flat series-major arrays
// (cell r * months + t), as domain/planning's projection batch does, so a
// run of 100,000 rows x 24 months allocates no object per cell.
import type { Horizon } from '../../engine/time/calendar';
import type { Id } from '../planning/types';

export type { Id };

/** How a planned order is sized from the net requirement (all from the item's policy). */
export interface LotPolicy {
  rule: 'lot-for-lot' | 'fixed' | 'periods-of-supply' | 'min-max';
  /** fixed: whole lots of this size. */
  lotSize?: number;
  /** periods-of-supply: the order covers this many buckets of demand (1 = lot-for-lot). */
  periods?: number;
  /** min-max: below min (instead of the safety stock) order up to max. */
  min?: number;
  max?: number;
  /** Minimum order quantity and order multiple, applied after the rule. */
  moq?: number;
  multiple?: number;
}

/** Why a row cannot be planned, or why its projection stays short (stable codes, i18n keys). */
export type RowReason = 'discontinued' | 'no-supplier' | 'no-lead-time' | 'no-recipe' | 'missing-cost' | 'late-to-order' | 'recipe-cycle' | 'invalid-lot-policy';

export interface ItemLocation {
  itemId: Id;
  locationId: Id;
  /** Bought items get planned purchases, made items planned production (exploded to their materials). */
  source: 'bought' | 'made';
  /** Supplier lead time (bought) or production lead time (made), in days; NaN or <= 0 when unknown. */
  leadDays: number;
  lot: LotPolicy;
  safetyStock: number;
  opening: number;
  /** Bought: whether an active supplier exists. Made: whether it has a recipe. */
  hasSource: boolean;
  /** Unit cost; NaN or <= 0 is reported (missing-cost) but planned. */
  unitCost: number;
  /** Not replenished any more: nothing is planned (the projection says why if it goes short). */
  discontinued?: boolean;
}

/** One recipe line: `quantity` of the component per unit of the parent (already divided by the batch size). */
export interface RecipeLine {
  parent: Id;
  component: Id;
  quantity: number;
  /** Fraction lost (0.02 = 2 %): the gross need is quantity x (1 + scrap). */
  scrap: number;
}

export interface RunInput {
  horizon: Horizon;
  /** The planning date 'YYYY-MM-DD': nothing is released before it. */
  today: string;
  rows: readonly ItemLocation[];
  /** Independent demand per cell (orders + net forecast). */
  demand: Float64Array;
  /** Scheduled receipts per cell (open purchase and production orders, containers by ETA). */
  scheduled: Float64Array;
  /** Firm planned receipts per cell; NaN where the planner fixed nothing. Kept and netted first. */
  firmed?: Float64Array;
  recipes?: readonly RecipeLine[];
}

export interface PlannedOrder {
  row: number;
  /** Bucket the receipt lands in. */
  due: number;
  /** The first bucket short that it covers (< due when late). */
  needed: number;
  /** Release day number (days since 1970-01-01); never before today. */
  releaseDay: number;
  quantity: number;
  /** Its ideal release was before today. */
  late: boolean;
  firm: boolean;
}

export interface RunResult {
  months: number;
  /** Gross demand per cell: independent + dependent. */
  gross: Float64Array;
  dependent: Float64Array;
  /** Net requirement per cell. */
  net: Float64Array;
  /** Planned receipts per cell (firm included), by the bucket they land in. */
  planned: Float64Array;
  /** Planned releases per cell (by the bucket of their release day). */
  releases: Float64Array;
  projected: Float64Array;
  orders: PlannedOrder[];
  /** Low-level code per row (0 = nothing uses it). */
  level: Int32Array;
  /** Per row: the reason its projection goes short or it cannot be planned, else null. */
  reasons: Array<RowReason | null>;
  /** Per row: every problem found (the run goes on). */
  problems: RowReason[][];
  /** The recipe cycle refused, as a path of item ids (first = last), or null. */
  cycle: Id[] | null;
  /** Dependent demand of components not stocked at their parent's location (left out, counted). */
  unplacedDependent: number;
}

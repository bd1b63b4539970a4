// One planning run over every item-location (PLANNING.md, "Netting"): rows
// in low-level-code order, each level netted (net-item.ts) then exploded to
// the next (explode.ts), so a material's gross demand holds every parent's
// planned production before it is netted. A recipe cycle is refused with its
// path: its items are planned without their recipes and say so; the run
// goes on for every other row.
import { bucketClock } from './lead-time';
import { explodeRow } from './explode';
import { lowLevelCodes } from './low-level-codes';
import { netItem } from './net-item';
import type { Id, PlannedOrder, RecipeLine, RowReason, RunInput, RunResult } from './types';

export function planRun(input: RunInput): RunResult {
  const { rows } = input;
  const months = input.horizon.months;
  const n = rows.length;
  const clock = bucketClock(input.horizon, input.today);
  const recipes = input.recipes ?? [];
  const { level: levelOf, cycle } = lowLevelCodes(rows.map((r) => r.itemId), recipes);
  const inCycle = new Set<Id>(cycle ?? []);
  const linesOf = groupLines(recipes.filter((l) => !inCycle.has(l.parent) && !inCycle.has(l.component)));
  const rowOf = rowLookup(rows);

  const cells = n * months;
  const dependent = new Float64Array(cells);
  const gross = new Float64Array(cells);
  const arrays = { gross, scheduled: input.scheduled, firmed: input.firmed, net: new Float64Array(cells), planned: new Float64Array(cells), releases: new Float64Array(cells), projected: new Float64Array(cells) };
  const level = new Int32Array(n);
  for (let r = 0; r < n; r++) level[r] = inCycle.has(rows[r].itemId) ? 0 : levelOf.get(rows[r].itemId) ?? 0;
  const order = Array.from({ length: n }, (_, r) => r).sort((a, b) => level[a] - level[b] || a - b);
  const orders: PlannedOrder[] = [];
  const reasons: Array<RowReason | null> = new Array(n).fill(null);
  const problems: RowReason[][] = new Array(n);
  let unplaced = 0;
  for (const r of order) {
    const base = r * months;
    for (let t = 0; t < months; t++) gross[base + t] = input.demand[base + t] + dependent[base + t];
    const outcome = netItem(rows[r], r, arrays, clock, orders);
    reasons[r] = outcome.reason;
    problems[r] = outcome.problems;
    if (inCycle.has(rows[r].itemId)) {
      problems[r].unshift('recipe-cycle');
      reasons[r] = 'recipe-cycle';
    }
    const lines = linesOf.get(rows[r].itemId);
    if (lines && rows[r].source === 'made') unplaced += explodeRow(r, rows[r].locationId, lines, arrays.releases, dependent, months, rowOf);
  }
  return {
    months, gross, dependent, net: arrays.net, planned: arrays.planned, releases: arrays.releases, projected: arrays.projected,
    orders, level, reasons, problems, cycle, unplacedDependent: unplaced,
  };
}

function groupLines(lines: readonly RecipeLine[]): Map<Id, RecipeLine[]> {
  const out = new Map<Id, RecipeLine[]>();
  for (const l of lines) {
    const list = out.get(l.parent);
    if (list) list.push(l);
    else out.set(l.parent, [l]);
  }
  return out;
}

/** Row of an item at a location, -1 when not stocked there (ids compared as given, with a separator no id holds). */
function rowLookup(rows: RunInput['rows']): (itemId: Id, locationId: Id) => number {
  const index = new Map<string, number>();
  rows.forEach((r, i) => index.set(`${typeof r.itemId}:${r.itemId}\u0000${typeof r.locationId}:${r.locationId}`, i));
  return (itemId, locationId) => index.get(`${typeof itemId}:${itemId}\u0000${typeof locationId}:${locationId}`) ?? -1;
}

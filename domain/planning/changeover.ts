// The change matrix: minutes to switch a line from one product family to
// another, looked up by (line, from, to). A pair the matrix does not name is
// 0 within a family and unknown (null) across families: the scheduler then
// charges its default and reports the pair.
import type { Id } from './types';

export interface ChangeoverRow {
  lineId: Id;
  fromFamily: Id;
  toFamily: Id;
  minutes: number;
}

export type ChangeoverLookup = (lineId: Id, from: Id, to: Id) => number | null;

const key = (lineId: Id, from: Id, to: Id) => `${typeof lineId}:${lineId}\u0000${typeof from}:${from}\u0000${typeof to}:${to}`;

export function changeoverLookup(rows: readonly ChangeoverRow[]): ChangeoverLookup {
  const table = new Map<string, number>();
  for (const row of rows) {
    if (Number.isFinite(row.minutes) && row.minutes >= 0) table.set(key(row.lineId, row.fromFamily, row.toFamily), row.minutes);
  }
  return (lineId, from, to) => table.get(key(lineId, from, to)) ?? (from === to ? 0 : null);
}

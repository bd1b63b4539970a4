// A board view's lanes: one per value of the lane enum (in declared order),
// plus a lane for rows without a value when there are any. Moving a card is
// a PATCH of the lane field with the row's version.
import type { CompiledField } from '../config/compiled';
import type { DataRow, WriteBody } from './api';

/** The lane of rows whose lane field is empty. */
export const NO_LANE = '';

export interface Lane {
  value: string;
  rows: DataRow[];
}

export function lanesOf(field: CompiledField, rows: readonly DataRow[]): Lane[] {
  const values = field.values ?? [];
  const lanes = new Map<string, DataRow[]>(values.map((v) => [v, []]));
  const none: DataRow[] = [];
  for (const row of rows) {
    const value = row[field.name];
    const lane = typeof value === 'string' ? lanes.get(value) : undefined;
    (lane ?? none).push(row);
  }
  const out = values.map((value) => ({ value, rows: lanes.get(value)! }));
  return none.length ? [{ value: NO_LANE, rows: none }, ...out] : out;
}

/** The body that moves a row to another lane (optimistic concurrency: the version it was read at). */
export function moveBody(field: CompiledField, row: DataRow, lane: string): WriteBody {
  return { values: { [field.name]: lane === NO_LANE ? null : lane }, version: row.version };
}

/** The rows with one row moved (optimistic display while the PATCH runs). */
export function withMoved(rows: readonly DataRow[], field: CompiledField, id: number, lane: string): DataRow[] {
  return rows.map((r) => (r.id === id ? { ...r, [field.name]: lane === NO_LANE ? null : lane } : r));
}

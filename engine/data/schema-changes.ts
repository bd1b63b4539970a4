// The vocabulary of the schema sync: what the differ finds and the server's
// planner turns into SQL. Kept apart so both (and their tests) share one
// definition; pure, so config:diff reads the same verdicts.
import type { CompiledEntity, CompiledField } from '../config/compiled';

/** Where a change comes from in the YAML, for messages: file, line, path inside the file. */
export interface Origin {
  source: string;
  line: number;
  /** fields.sku.maxLength, key, unique[0]... */
  path: string;
  /** The field name to point at on the line, when there is one. */
  name?: string;
}

/** Rows that a narrowing change would break, counted before anything is applied. */
export type CheckKind =
  | 'too-long' // length(col) > max
  | 'too-short' // length(col) < min
  | 'not-in-values' // col NOT IN values
  | 'null' // col IS NULL (required added)
  | 'not-null' // col IS NOT NULL (an incompatible type change keeps only empty columns)
  | 'not-integer' // decimals, or beyond int4
  | 'overflow' // abs(col) >= 10^digits
  | 'too-many-decimals' // col <> round(col, scale)
  | 'below-min'
  | 'above-max'
  | 'not-first-day' // date -> month
  | 'any-row' // a new required column without default: every existing row breaks
  | 'duplicates'; // a new unique index

export interface NarrowingCheck {
  kind: CheckKind;
  /** SQL table (data_x). */
  table: string;
  /** Columns as they are before the sync (duplicates: several). */
  columns: string[];
  /** Bound of the check: a length, a scale, a limit, the allowed values. */
  limit?: number | string[];
  origin: Origin;
  /** "40 -> 10", "decimal -> integer", "removed discontinued". */
  what: string;
  verb: 'cut' | 'break';
}

export type Change =
  | { kind: 'create-table'; table: string; entity: CompiledEntity }
  | { kind: 'add-column'; table: string; field: CompiledField; fillDefault: boolean }
  | { kind: 'rename-column'; table: string; from: string; to: string; field: CompiledField }
  | { kind: 'alter-type'; table: string; field: CompiledField; from: string; to: string; using: 'cast' | 'null' }
  | { kind: 'drop-fk'; table: string; column: string }
  | { kind: 'add-fk'; table: string; column: string; target: string }
  /** A declared rule changed with no DDL (wider maxLength, more enum values, a narrowing that no row breaks). */
  | { kind: 'definition'; table: string; detail: string };

export interface EntityDiff {
  changes: Change[];
  checks: NarrowingCheck[];
  /** Reported in the log only (a removed field keeps its column). */
  notes: string[];
}

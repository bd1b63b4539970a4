// The database seen by the rest of the server: four operations, identical over
// PGlite (embedded, one shared connection) and PostgreSQL (a pg Pool). Keeping
// this surface small is what lets one SQL dialect and one set of migrations
// serve both backends; anything backend-specific stays in pglite.ts / pg.ts.

/**
 * Parameters are plain JS values; pass jsonb as JSON.stringify(x) with `$n::jsonb`.
 * A Uint8Array is sent in binary format: it must hold the binary (send) form
 * of the parameter's type, e.g. a float8[] for `$n::float8[]` (bulk writes
 * use it so the server reads millions of figures without parsing text).
 */
export type SqlParam = string | number | boolean | null | Date | readonly (string | number)[] | Uint8Array;

export interface Queryable {
  /** Runs ONE statement with positional parameters ($1, $2...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK when it throws). Never issue BEGIN
   * through query(): PGlite has a single connection and pg a pool, so only this
   * method keeps every statement of the transaction on the same connection.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATE of a unique-constraint violation, the same on both backends. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

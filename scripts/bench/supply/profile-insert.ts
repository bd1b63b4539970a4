// npx tsx scripts/bench/supply/profile-insert.ts [--backend=pglite|postgres] [--rows=30000] [--runs=3]:
// (The projection now inserts its rows as binary records, server/supply/
// record-insert.ts; this still measures bulkInsert's unnest of one array per
// column, which the analytics write uses, against text figures.)
// where a full rewrite of supply_series spends its time, on a scratch copy
// of the table (its columns and indexes, synthetic figures: 24 months, 3
// decimals) in a fresh bench database: the month figures' transfer and
// parse alone (one float8[] of all rows' figures per column, as text and in
// binary), the INSERT as bulkInsert sends it (figures in binary, or as
// text; into an UNLOGGED copy as supply_series is since migration 069, and
// in binary into a logged one: the write-ahead log's share), the DELETE of
// every row, and the ANALYZE the write asks for. Wall
// milliseconds, p50 and min of the runs, with the machine's load. The text
// variants stand for the write before binary figures (decimalText in this
// process, then the server's parse). Measured 2026-11 (30,000 rows; PG at
// load 2.2, PGlite at load 4.3): PostgreSQL parse 700 ms as text, 160 ms
// in binary, insert 2,480 -> 1,030 ms; PGlite parse 10.7 s -> 1.2 s, insert
// 13.9 s -> 4.5 s (these random 3-decimal figures parse slower than a
// projection's, mostly whole numbers); DELETE and ANALYZE 15-150 ms. What
// remains in binary is reading the figures (array_recv calls float8recv per
// element) and the insert itself (55 MB of rows, 1,839 bytes each).
import { bulkInsert, decimalText, type BulkColumn } from '../../../server/supply/bulk';
import { binaryArray } from '../../../server/supply/binary-array';
import type { Queryable } from '../../../server/db/adapter';
import type { Backend } from '../harness/backends';
import { loadAverage } from '../harness/load';
import { withBenchServer } from '../harness/server';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const BACKEND = (arg('backend') ?? 'pglite') as Backend;
const ROWS = Number(arg('rows') ?? 30_000);
const RUNS = Number(arg('runs') ?? 3);
const MONTHS = 24;

interface Column { name: string; type: string }

/** The scratch table's columns as bulkInsert columns, figures either as binary or as literal texts. */
function columnsOf(table: readonly Column[], figures: Float64Array, binary: boolean): BulkColumn[] {
  const flat = (from: number, to: number) => {
    const slice = figures.subarray(from * MONTHS, to * MONTHS);
    return binary ? binaryArray('float8', slice) : `{${Array.from(slice, (v) => decimalText(v)).join(',')}}`;
  };
  const flatInt = (from: number, to: number) => {
    const slice = Array.from(figures.subarray(from * MONTHS, to * MONTHS), (v) => Math.round(v) % 8);
    return binary ? binaryArray('int4', slice) : `{${slice.join(',')}}`;
  };
  const values = (f: (r: number) => string | number | boolean) => Array.from({ length: ROWS }, (_, r) => f(r));
  return table.filter((c) => c.name !== 'company_id').map((c): BulkColumn => {
    if (c.type === 'double precision[]') return { name: c.name, type: 'float8[]', values: [], flat: { width: MONTHS, data: flat } };
    if (c.type === 'integer[]') return { name: c.name, type: 'int[]', values: [], flat: { width: MONTHS, data: flatInt } };
    if (c.type === 'integer') return { name: c.name, type: 'int', values: values((r) => r + 1) };
    if (c.type === 'double precision') return { name: c.name, type: 'float8', values: values((r) => figures[r]) };
    if (c.type === 'boolean') return { name: c.name, type: 'bool', values: values((r) => r % 2 === 0) };
    if (c.type === 'date') return { name: c.name, type: 'date', values: values(() => '2026-01-01') };
    return { name: c.name, type: 'text', values: values((r) => `t${r % 97}`) };
  });
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main(): Promise<void> {
  await withBenchServer(BACKEND, { name: 'supply_insert' }, async ({ db }) => {
    // UNLOGGED as supply_series is (migration 069); scratch_logged beside it shows what the write-ahead log cost.
    await db.exec('CREATE UNLOGGED TABLE scratch_series (LIKE supply_series INCLUDING ALL); CREATE TABLE scratch_logged (LIKE supply_series INCLUDING ALL)');
    const table = await db.query<Column>(`SELECT column_name AS name, format_type(atttypid, atttypmod) AS type FROM information_schema.columns
      JOIN pg_attribute ON attrelid = 'scratch_series'::regclass AND attname = column_name
      WHERE table_name = 'scratch_series' AND table_schema = ANY (current_schemas(false)) ORDER BY ordinal_position`);
    const figures = Float64Array.from({ length: ROWS * MONTHS }, (_, i) => Math.round(Math.abs(Math.sin(i * 12.9898)) * 1e6) / 1000);
    const arrays = table.filter((c) => c.type.endsWith('[]')).length;
    const times = new Map<string, number[]>();
    const note = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
    const insert = (tx: Queryable, binary: boolean, into = 'scratch_series') => bulkInsert(tx, into, 1, columnsOf(table, figures, binary));
    for (let run = 0; run < RUNS; run++) {
      const text = `{${Array.from(figures, (v) => decimalText(v)).join(',')}}`;
      const binary = binaryArray('float8', figures);
      note(`parse ${arrays} x ${figures.length} figures, text`, await timed(async () => {
        for (let i = 0; i < arrays; i++) await db.query('SELECT cardinality($1::float8[]) AS n', [text]);
      }));
      note(`parse ${arrays} x ${figures.length} figures, binary`, await timed(async () => {
        for (let i = 0; i < arrays; i++) await db.query('SELECT cardinality($1::float8[]) AS n', [binary]);
      }));
      for (const mode of ['text', 'binary'] as const) {
        await db.transaction(async (tx) => {
          note(`insert ${ROWS} rows, figures ${mode}`, await timed(() => insert(tx, mode === 'binary')));
          note('analyze (scalar columns)', await timed(() => tx.query('ANALYZE scratch_series (company_id, id, product_id, warehouse_id)')));
        });
        note('delete every row', await timed(() => db.query('DELETE FROM scratch_series WHERE company_id = 1')));
      }
      await db.transaction(async (tx) => note('insert, figures binary, logged table', await timed(() => insert(tx, true, 'scratch_logged'))));
      await db.query('DELETE FROM scratch_logged WHERE company_id = 1');
    }
    for (const [name, ms] of times) {
      const sorted = [...ms].sort((a, b) => a - b);
      console.log(`${BACKEND} ${name.padEnd(40)} p50 ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, min ${Math.round(sorted[0])} ms`);
    }
    console.log(`load ${loadAverage()}`);
  });
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });

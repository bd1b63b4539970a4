// Cached rows are inserted as binary records of the table's row type
// (server/supply/binary-record.ts, record-insert.ts), on PGlite and
// PostgreSQL: every kind of field stored as given, NULL month figures and
// omitted rows as NULL, a column not given takes its default, and a column
// of the wrong type or missing from the table is refused before anything is
// written. A full rewrite on a one-connection database (PGlite) empties the
// table by TRUNCATE when no other company has rows there, else deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../../server/supply/record-insert';
import { replaceChanged, type CachedColumn } from '../../../server/supply/replace-changed';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';

const TABLE = `CREATE TEMP TABLE ri (company_id int, n int, amount float8, label text, day date, flag bool, figures float8[], flags int[],
  added text DEFAULT 'default', row_hash text) ON COMMIT DROP`;

describe.each(databaseKinds())('binary record inserts on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(() => s?.close());

  const figures = Float64Array.from([1.23456, -0, NaN, 2, 2_500_000.0004, -Infinity]);
  const flags = Int32Array.from([1, 2, 3, 4, 5, 6]);
  const columns: CachedColumn[] = [
    { name: 'n', type: 'int', value: (r) => r + 1 },
    { name: 'amount', type: 'float8', value: (r) => [1.5, -0, null][r] },
    { name: 'label', type: 'text', value: (r) => ['plain', 'Ñandú café ✓', null][r] },
    { name: 'day', type: 'date', value: (r) => ['2024-02-29', '1999-12-31', null][r] },
    { name: 'flag', type: 'bool', value: (r) => [true, false, null][r] },
    { name: 'figures', type: 'float8[]', matrix: figures, width: 2, decimals: 3 },
    { name: 'flags', type: 'int[]', matrix: flags, width: 2, decimals: 0, omit: (r) => r === 1 },
  ];

  it('stores every kind of field as given, NULL figures and omitted rows as NULL, and defaults for columns not given', async () => {
    await s.db.transaction(async (tx) => {
      await tx.exec(TABLE);
      await insertRecords(tx, 'ri', columns, { company_id: () => 7 }, [0, 1, 2], 2);
      const rows = await tx.query(`SELECT company_id, n, amount, label, to_char(day, 'YYYY-MM-DD') AS day, flag, figures::text AS figures,
        flags::text AS flags, added, row_hash FROM ri ORDER BY n`);
      expect(rows).toEqual([
        { company_id: 7, n: 1, amount: 1.5, label: 'plain', day: '2024-02-29', flag: true, figures: '{1.235,0}', flags: '{1,2}', added: 'default', row_hash: null },
        { company_id: 7, n: 2, amount: 0, label: 'Ñandú café ✓', day: '1999-12-31', flag: false, figures: '{NULL,2}', flags: null, added: 'default', row_hash: null },
        { company_id: 7, n: 3, amount: null, label: null, day: null, flag: null, figures: '{2500000,NULL}', flags: '{5,6}', added: 'default', row_hash: null },
      ]);
    });
  });

  it('refuses a column the table lacks or of another type, and a malformed date, writing nothing', async () => {
    await s.db.transaction(async (tx) => {
      await tx.exec(TABLE);
      await expect(insertRecords(tx, 'ri', [{ name: 'nope', type: 'int', value: () => 1 }], {}, [0])).rejects.toThrow(/ri has no column nope/);
      await expect(insertRecords(tx, 'ri', [{ name: 'label', type: 'int', value: () => 1 }], {}, [0])).rejects.toThrow(/ri.label is not of type int/);
      await expect(insertRecords(tx, 'ri', [{ name: 'day', type: 'date', value: () => '2026-02-30' }], {}, [0])).rejects.toThrow(/not a date/);
      await expect(insertRecords(tx, 'ri', [{ name: 'n', type: 'int', value: () => 1.5 }], {}, [0])).rejects.toThrow(/not an int4/);
      expect(await tx.query('SELECT count(*)::int AS n FROM ri')).toEqual([{ n: 0 }]);
    });
  });

  it('empties the table by TRUNCATE for a full rewrite when told the database is exclusive and no other company has rows', async () => {
    const [{ id: a }] = await s.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Record insert A') RETURNING id`);
    const [{ id: b }] = await s.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Record insert B') RETURNING id`);
    const write = (company: number, quantity: number, exclusive: boolean) => s.db.transaction((tx) => replaceChanged(tx, 'supply_suggestions', company, ['reference'], [
      { name: 'id', type: 'int', value: (r) => r + 1 }, { name: 'reference', type: 'text', value: (r) => `R${r}` },
      { name: 'product_id', type: 'int', value: () => 1 }, { name: 'warehouse_id', type: 'int', value: () => 1 },
      { name: 'supplier_choice', type: 'text', value: () => 'preferred' }, { name: 'policy', type: 'text', value: () => 'reorder-point' },
      { name: 'month', type: 'date', value: () => '2026-01-01' }, { name: 'need_date', type: 'date', value: () => '2026-01-15' },
      { name: 'expected_date', type: 'date', value: () => '2026-01-10' }, { name: 'late', type: 'bool', value: () => false },
      ...['requirement', 'quantity', 'projected_before', 'projected_after'].map((name): CachedColumn => ({ name, type: 'float8', value: () => quantity })),
    ], 3, { exclusive }));
    const file = async () => (await s.db.query<{ f: string }>(`SELECT pg_relation_filenode('supply_suggestions')::text AS f`))[0].f;
    const count = async (company: number) => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM supply_suggestions WHERE company_id = $1', [company]))[0].n;
    await s.db.query('DELETE FROM supply_suggestions');
    expect(await write(a, 1, true)).toEqual({ written: 3, deleted: 0 });
    // Every row rewritten: TRUNCATE gives the table new files (no dead rows left behind).
    let before = await file();
    expect(await write(a, 2, true)).toEqual({ written: 3, deleted: 3 });
    expect(await file()).not.toBe(before);
    expect(await count(a)).toBe(3);
    // Not told exclusive (PostgreSQL's other sessions): DELETE.
    before = await file();
    expect(await write(a, 3, false)).toEqual({ written: 3, deleted: 3 });
    expect(await file()).toBe(before);
    // Another company's rows stay: DELETE.
    expect(await write(b, 1, true)).toEqual({ written: 3, deleted: 0 });
    before = await file();
    expect(await write(a, 4, true)).toEqual({ written: 3, deleted: 3 });
    expect(await file()).toBe(before);
    expect([await count(a), await count(b)]).toEqual([3, 3]);
    expect(await s.db.query('SELECT DISTINCT quantity FROM supply_suggestions WHERE company_id = $1', [a])).toEqual([{ quantity: 4 }]);
  });
});

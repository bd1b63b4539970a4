// replaceChanged (server/supply/replace-changed.ts) on PGlite and PostgreSQL:
// a refresh leaves rows whose figures did not change, deletes the gone and
// the changed, inserts the changed and the new, and ends with exactly the
// rows computed; a row stored without a fingerprint is rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceChanged, type CachedColumn } from '../../../server/supply/replace-changed';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';

interface Row { reference: string; quantity: number; late: boolean }

const columns = (rows: readonly Row[]): CachedColumn[] => {
  const col = (name: string, type: 'int' | 'text' | 'float8' | 'bool' | 'date', value: (r: Row) => string | number | boolean) =>
    ({ name, type, value: (i: number) => value(rows[i]) }) as CachedColumn;
  return [
    col('id', 'int', (r) => Number(r.reference.slice(1))), col('reference', 'text', (r) => r.reference), col('product_id', 'int', () => 1),
    col('warehouse_id', 'int', () => 1), col('supplier_choice', 'text', () => 'preferred'), col('policy', 'text', () => 'reorder-point'),
    col('month', 'date', () => '2026-01-01'), col('need_date', 'date', () => '2026-01-15'), col('expected_date', 'date', () => '2026-01-10'),
    col('late', 'bool', (r) => r.late), col('requirement', 'float8', (r) => r.quantity), col('quantity', 'float8', (r) => r.quantity),
    col('projected_before', 'float8', () => 0), col('projected_after', 'float8', (r) => r.quantity),
  ];
};

describe.each(databaseKinds())('replacing cached rows on %s', (kind) => {
  let s: TestServer;
  let companyId: number;
  const write = (rows: Row[]) => replaceChanged(s.db, 'supply_suggestions', companyId, ['reference'], columns(rows), rows.length);
  const stored = () => s.db.query<Row>('SELECT reference, quantity, late FROM supply_suggestions WHERE company_id = $1 ORDER BY reference', [companyId]);

  beforeAll(async () => {
    s = await startTestServer(kind);
    [{ id: companyId }] = await s.db.query<{ id: number }>(`INSERT INTO companies (alias) VALUES ('Replace changed test') RETURNING id`);
  });
  afterAll(() => s?.close());

  it('writes every row first, then only what changed, and nothing when nothing did', async () => {
    const first = [{ reference: 'S1', quantity: 10, late: false }, { reference: 'S2', quantity: 20, late: false }, { reference: 'S3', quantity: 30, late: true }];
    expect(await write(first)).toEqual({ written: 3, deleted: 0 });
    expect(await stored()).toEqual(first);
    expect(await write(first)).toEqual({ written: 0, deleted: 0 });
    const second = [first[0], { reference: 'S2', quantity: 21, late: false }, { reference: 'S4', quantity: 40, late: false }];
    // S2 changed, S3 gone, S4 new.
    expect(await write(second)).toEqual({ written: 2, deleted: 2 });
    expect(await stored()).toEqual(second);
    await s.db.query(`UPDATE supply_suggestions SET row_hash = NULL WHERE company_id = $1 AND reference = 'S1'`, [companyId]);
    expect(await write(second)).toEqual({ written: 1, deleted: 1 });
    expect(await stored()).toEqual(second);
    expect(await write([])).toEqual({ written: 0, deleted: 3 });
    expect(await stored()).toEqual([]);
  });

  it('refuses a key that is not a column written, changing nothing', async () => {
    await expect(replaceChanged(s.db, 'supply_suggestions', companyId, ['nope'], columns([]), 0)).rejects.toThrow(/key column nope/);
  });
});

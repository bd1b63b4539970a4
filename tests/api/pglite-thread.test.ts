// PGlite runs on a thread of its own (server/db/pglite-thread.ts): the
// server's thread serves other work while a statement runs, and the adapter
// still behaves as the one connection it is (types, errors, transactions, the
// test templates' dump and load).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/adapter';
import { openPglite } from '../../server/db/pglite';

describe('PGlite on its own thread', () => {
  let db: Db & { dumpDataDir(): Promise<Blob> };
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(() => db.close());

  it('lets a timer of the server\'s thread run while a statement runs', async () => {
    const order: string[] = [];
    const query = db.query('SELECT pg_sleep(0.3)').then(() => order.push('statement'));
    // On the server's thread the whole statement ran before any timer could.
    setTimeout(() => order.push('timer'), 0);
    await query;
    expect(order).toEqual(['timer', 'statement']);
  });

  it('reads types, arrays and parameters as PGlite\'s own query() does', async () => {
    const [row] = await db.query('SELECT 7::int AS n, ARRAY[1.5, 2]::float8[] AS xs, $1::text[] AS names, $2::jsonb AS doc, DATE \'2026-01-31\' AS day', [['a', 'b'], JSON.stringify({ k: 1 })]);
    expect(row).toEqual({ n: 7, xs: [1.5, 2], names: ['a', 'b'], doc: { k: 1 }, day: new Date('2026-01-31T00:00:00.000Z') });
  });

  it('throws the database\'s error with its SQLSTATE, and the connection goes on', async () => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back and keeps a committed one; its dump opens with the same rows', async () => {
    await db.exec('CREATE TABLE kept (id int PRIMARY KEY)');
    await db.transaction((tx) => tx.query('INSERT INTO kept VALUES (1)'));
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO kept VALUES (2)');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const copy = await openPglite({ loadDataDir: await db.dumpDataDir() });
    try {
      expect(await copy.query('SELECT id FROM kept ORDER BY id')).toEqual([{ id: 1 }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements once closed, saying the database stopped', async () => {
    const other = await openPglite();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/PGlite database thread stopped/);
  });
});

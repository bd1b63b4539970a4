// The bulk writes send numbers in PostgreSQL's binary array form
// (server/supply/binary-array.ts) instead of decimal texts; on PGlite and
// PostgreSQL the server must store exactly the figures the text path stored:
// the same doubles (compared bit for bit through float8send), the same NULLs
// for non-finite figures, the same rounding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral, bulkInsert, rounded } from '../../../server/supply/bulk';
import { binaryArray } from '../../../server/supply/binary-array';
import { replaceChanged, type CachedColumn } from '../../../server/supply/replace-changed';
import type { Queryable } from '../../../server/db/adapter';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/server';

const WIDTH = 6;
const ROWS = 400;
const DECIMALS = [3, 1, 2, 0, 3, 3];

/** Figures that round near halves, both signs, tiny and huge, and -0. */
function figure(i: number): number {
  const special = [0.0005, -0.0005, 0.1 + 0.2, 1.0005, -12.3704, 2.5, -0, 1e15 + 0.3, 9e15, 1e20, 123456.7895, 7.007];
  if (i < special.length) return special[i];
  return Math.sin(i * 12.9898) * 10 ** ((i % 13) - 4);
}

const TABLE = `CREATE TEMP TABLE bw (company_id int, n int, amount float8, counted int, figures float8[], flags int[], row_hash text) ON COMMIT DROP`;
const READ = `SELECT n, encode(float8send(amount), 'hex') AS amount, counted,
  array(SELECT coalesce(encode(float8send(x), 'hex'), 'null') FROM unnest(figures) x) AS figures, flags::text AS flags FROM bw WHERE company_id = $1 ORDER BY n`;

describe.each(databaseKinds())('binary bulk writes on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(() => s?.close());

  const matrix = Float64Array.from({ length: ROWS * WIDTH }, (_, i) => figure(i));
  const flags = Int32Array.from({ length: ROWS * WIDTH }, (_, i) => (i * 7) % 5);
  const n = Array.from({ length: ROWS }, (_, r) => r);
  // -0 is written '0' as text: stored as 0 in binary too.
  const amount = n.map((r) => (r === 5 ? -0 : rounded(figure(r * 3), 2)));
  const counted = n.map((r) => (r % 9 === 0 ? null : r - 200));

  /** What the text path stores: scalar arrays as literals, each row's figures as its literal. */
  const textWrite = (tx: Queryable, m: ArrayLike<number>, decimals: number) => bulkInsert(tx, 'bw', 1, [
    { name: 'n', type: 'int', values: n.map(String) },
    { name: 'amount', type: 'float8', values: amount.map((v) => (v === null ? null : String(v))) },
    { name: 'counted', type: 'int', values: counted.map((v) => (v === null ? null : String(v))) },
    { name: 'figures', type: 'float8[]', values: n.map((r) => arrayLiteral(m, r * WIDTH, (r + 1) * WIDTH, decimals)) },
    { name: 'flags', type: 'int[]', values: n.map((r) => arrayLiteral(flags, r * WIDTH, (r + 1) * WIDTH, 0)) },
  ], 150);

  /** The binary path, through replaceChanged as the projection writes. */
  const binaryWrite = (tx: Queryable, m: ArrayLike<number>, decimals: number) => {
    const columns: CachedColumn[] = [
      { name: 'n', type: 'int', value: (r) => r },
      { name: 'amount', type: 'float8', value: (r) => amount[r] },
      { name: 'counted', type: 'int', value: (r) => counted[r] },
      { name: 'figures', type: 'float8[]', matrix: m, width: WIDTH, decimals },
      { name: 'flags', type: 'int[]', matrix: flags, width: WIDTH, decimals: 0 },
    ];
    return replaceChanged(tx, 'bw', 2, ['n'], columns, ROWS);
  };

  for (const [label, withNonFinite] of [['finite figures', false], ['figures with NaN and infinities', true]] as const) {
    it(`stores the same doubles and NULLs as the text path (${label}, each number of decimals)`, async () => {
      for (const decimals of DECIMALS) {
        const m = Float64Array.from(matrix, (v, i) => (withNonFinite && i % 17 === 3 ? [NaN, Infinity, -Infinity][i % 3] : v));
        await s.db.transaction(async (tx) => {
          await tx.exec(TABLE);
          await textWrite(tx, m, decimals);
          expect(await binaryWrite(tx, m, decimals)).toEqual({ written: ROWS, deleted: 0 });
          const text = await tx.query(READ, [1]);
          const binary = await tx.query(READ, [2]);
          expect(binary).toEqual(text);
          if (withNonFinite) expect(JSON.stringify(binary)).toContain('"null"');
        });
      }
    });
  }

  it('stores NULL for the rows a column omits, the others as the text path (through replaceChanged, and in chunks)', async () => {
    const omitted = (r: number) => r % 3 === 0 || (r >= 150 && r < 300);
    const m = Float64Array.from(matrix, (v, i) => (i % 17 === 3 ? NaN : v));
    const nulled = (rows: Array<Record<string, unknown>>) => rows.map((row) => (omitted(row.n as number) ? { ...row, figures: [], flags: null } : row));
    await s.db.transaction(async (tx) => {
      await tx.exec(TABLE);
      await textWrite(tx, m, 3);
      const expected = nulled(await tx.query(READ, [1]));
      expect(expected.filter((row) => row.flags === null).length).toBe(n.filter(omitted).length);
      const columns: CachedColumn[] = [
        { name: 'n', type: 'int', value: (r) => r },
        { name: 'amount', type: 'float8', value: (r) => amount[r] },
        { name: 'counted', type: 'int', value: (r) => counted[r] },
        { name: 'figures', type: 'float8[]', matrix: m, width: WIDTH, decimals: 3, omit: omitted },
        { name: 'flags', type: 'int[]', matrix: flags, width: WIDTH, decimals: 0, omit: omitted },
      ];
      expect(await replaceChanged(tx, 'bw', 2, ['n'], columns, ROWS)).toEqual({ written: ROWS, deleted: 0 });
      // A NULL array reads as no elements (unnest) and 'null' as text.
      expect(await tx.query(READ, [2])).toEqual(expected);
      // Chunks of 150 rows: each row's place counted among the present rows of its chunk.
      const present = n.map((r) => !omitted(r));
      const kept = (from: number, to: number) => n.slice(from, to).filter((r) => present[r]);
      await bulkInsert(tx, 'bw', 3, [
        { name: 'n', type: 'int', values: n },
        { name: 'amount', type: 'float8', values: amount },
        { name: 'counted', type: 'int', values: counted },
        { name: 'figures', type: 'float8[]', values: [], flat: { width: WIDTH, nanIsNull: true, present, data: (from, to) =>
          binaryArray('float8', kept(from, to).flatMap((r) => Array.from(m.subarray(r * WIDTH, (r + 1) * WIDTH), (v) => (Number.isFinite(v) ? rounded(v) : NaN)))) } },
        { name: 'flags', type: 'int[]', values: [], flat: { width: WIDTH, present, data: (from, to) => binaryArray('int4', kept(from, to).flatMap((r) => Array.from(flags.subarray(r * WIDTH, (r + 1) * WIDTH)))) } },
      ], 150);
      expect(await tx.query(READ, [3])).toEqual(expected);
    });
  });

  it('sends empty arrays, NULL elements and ints in binary', async () => {
    const [row] = await s.db.query<{ empty: number[]; floats: Array<number | null>; ints: number[] }>(
      'SELECT $1::float8[] AS empty, $2::float8[] AS floats, $3::int[] AS ints',
      [binaryArray('float8', []), binaryArray('float8', [1.5, null, -2]), binaryArray('int4', [7, -2_147_483_648])],
    );
    expect(row).toEqual({ empty: [], floats: [1.5, null, -2], ints: [7, -2_147_483_648] });
    expect(() => binaryArray('int4', [1.5])).toThrow(RangeError);
  });
});

// A forecast batch's results written slice by slice (server/forecast/write-results.ts),
// on PGlite and PostgreSQL: every series of the batch gets its values and its
// model, the progress moves once, with the last slice, and a run cancelled
// between two slices takes no more writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/adapter';
import type { SeriesOutcome } from '../../../server/forecast/series-plan';
import { writeBatch } from '../../../server/forecast/write-results';
import { openTestDb, type TestDb } from '../helpers/database';
import { realConfig } from '../helpers/config';
import { databaseKinds } from '../helpers/server';

const HORIZON = 6;

describe.each(databaseKinds())('forecast results written in slices on %s', (kind) => {
  let test: TestDb;
  let companyId: number;
  let pairs: Array<[number, number]>;
  beforeAll(async () => {
    test = await openTestDb(kind, await realConfig());
    [{ id: companyId }] = await test.db.query<{ id: number }>(`SELECT id FROM companies ORDER BY id LIMIT 1`);
    const rows = await test.db.query<{ p: number; c: number }>(
      `SELECT p.id AS p, c.id AS c FROM data_products p CROSS JOIN data_customers c WHERE p.company_id = $1 AND c.company_id = $1 ORDER BY p.id, c.id LIMIT 7`,
      [companyId],
    );
    pairs = rows.map((r) => [Number(r.p), Number(r.c)]);
  }, 240_000);
  afterAll(() => test?.dispose());

  const outcome = ([productId, customerId]: [number, number], k: number): SeriesOutcome => ({
    productId, customerId, forecast: Array.from({ length: HORIZON }, (_, h) => 100 + k + h),
    model: { method: 'ses', pattern: 'smooth', seasonal: false, likeId: null, historyMonths: 24, smape: 10, mase: 0.8, mae: 3, outliers: '[]', outlierCount: 0, components: null, fitted: null, firstMonth: '2024-01', reason: 'test' },
  });

  async function newRun(series: number): Promise<number> {
    const [run] = await test.db.query<{ id: number }>(
      `INSERT INTO data_forecast_runs (company_id, code, status, progress, series, series_done, failed_series, attempts, started_at, parameters)
       VALUES ($1, $2, 'running', 0, $3, 0, 0, 1, '2099-01-01 00:00:00', '{}') RETURNING id`,
      [companyId, `FR-TEST-${Math.random().toString(36).slice(2, 8)}`, series],
    );
    return run.id;
  }

  /** The db, counting transactions, and running `between` after the first one commits. */
  function watched(between?: () => Promise<void>): Db & { transactions: number } {
    const db = test.db;
    const wrapper = {
      kind: db.kind, transactions: 0,
      query: db.query.bind(db), exec: db.exec.bind(db), close: db.close.bind(db),
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        const result = await db.transaction(fn);
        if (++wrapper.transactions === 1) await between?.();
        return result;
      },
    };
    return wrapper as Db & { transactions: number };
  }

  it('writes every series in slices of whole series and finishes the run with the last one', async () => {
    const runId = await newRun(pairs.length);
    const db = watched();
    const run = { id: runId, companyId, userId: null, cycleMonth: '2099-01', frozenFrom: '2099-01' };
    // 2 series per slice (12 rows): 7 series take 4 slices.
    const progress = await writeBatch(db, run, pairs.map(outcome), 2 * HORIZON + 1);
    expect(db.transactions).toBe(4);
    expect(progress).toEqual({ status: 'done', seriesDone: 7, series: 7, finished: true });
    const [written] = await test.db.query<{ values: number; models: number }>(
      `SELECT (SELECT count(*)::int FROM data_forecast_values WHERE company_id = $1 AND run_id = $2) AS values,
              (SELECT count(*)::int FROM data_forecast_models WHERE company_id = $1 AND run_id = $2) AS models`,
      [companyId, runId],
    );
    expect(written).toEqual({ values: 7 * HORIZON, models: 7 });
  });

  it('stops at the next slice when the run is cancelled meanwhile, leaving the progress where it was', async () => {
    const runId = await newRun(pairs.length);
    const db = watched(async () => void (await test.db.query(`UPDATE data_forecast_runs SET status = 'cancelled' WHERE id = $1`, [runId])));
    const run = { id: runId, companyId, userId: null, cycleMonth: '2099-01', frozenFrom: '2099-01' };
    expect(await writeBatch(db, run, pairs.map(outcome), 2 * HORIZON)).toBeNull();
    expect(db.transactions).toBe(2);
    const [row] = await test.db.query<{ models: number; series_done: number }>(
      `SELECT (SELECT count(*)::int FROM data_forecast_models WHERE company_id = $1 AND run_id = $2) AS models, series_done FROM data_forecast_runs WHERE id = $2`,
      [companyId, runId],
    );
    expect(row).toEqual({ models: 2, series_done: 0 });
  });
});

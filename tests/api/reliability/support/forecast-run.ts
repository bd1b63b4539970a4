// A forecast run seen from outside a spawned server, for the tests that kill
// it mid-run: start it and follow its progress over HTTP, and read straight
// from the database (a PGlite directory once its server is dead, or the
// schema) its batch jobs' states and what every series got.
import { expect } from 'vitest';
import type { SqlParam } from '../../../../server/db/adapter';
import { openPglite } from '../../../../server/db/pglite';
import { request } from '../../../../scripts/soak/http';

export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface StartedRun {
  id: number;
  series: number;
  batches: number;
}

/** The product family the tests forecast: a few hundred series, ~15 batches, seconds of work on one thread. */
export const FAMILY_CODE = 'DAI-MLK';

export async function familyId(query: Query): Promise<number> {
  const [row] = await query<{ id: number }>(`SELECT f.id FROM data_product_families f JOIN companies c ON c.id = f.company_id WHERE c.alias = 'DEMO FOODS' AND f.code = $1`, [FAMILY_CODE]);
  return row.id;
}

export async function openCycleAndRun(base: string, token: string, family: number): Promise<StartedRun> {
  const opened = await request(base, 'POST', '/api/forecasting/cycles/open', { token, body: {} });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return startRun(base, token, family);
}

export async function startRun(base: string, token: string, family: number): Promise<StartedRun> {
  const started = await request<{ data: StartedRun }>(base, 'POST', '/api/forecasting/runs', { token, body: { family } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body.data;
}

export interface RunStatus {
  id: number;
  status: string;
  progress: number;
}

export async function runStatus(base: string, token: string): Promise<RunStatus> {
  const answer = await request<{ data: { run: RunStatus } }>(base, 'GET', '/api/forecasting/status', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.run;
}

/** Polls the API until `until` holds for the run's status; throws after timeoutMs. */
export async function waitForStatus(base: string, token: string, until: (run: RunStatus) => boolean, timeoutMs: number): Promise<RunStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runStatus(base, token);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${run.id} still ${run.status} at ${run.progress}% after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface BatchJob {
  batch: number;
  state: string;
  retryCount: number;
  series: Array<[number, number]>;
}

/** The run's batch jobs in pg-boss's table (the server's schema + `_jobs`, `pgboss` in public). */
export async function batchJobs(query: Query, bossSchema: string, runId: number): Promise<BatchJob[]> {
  const rows = await query<{ batch: number; state: string; retry_count: number; series: Array<[number, number]> }>(
    `SELECT (data->>'batch')::int AS batch, state::text AS state, retry_count, data->'series' AS series FROM ${bossSchema}.job
     WHERE name = 'forecast-batch' AND (data->>'runId')::int = $1 ORDER BY 1`,
    [runId],
  );
  return rows.map((r) => ({ batch: r.batch, state: r.state, retryCount: r.retry_count, series: r.series }));
}

/** Version of every forecast model of the company, by series ("product:customer"). */
export async function modelVersions(query: Query): Promise<Map<string, number>> {
  const rows = await query<{ k: string; version: number }>(`SELECT product_id || ':' || customer_id AS k, version FROM data_forecast_models`);
  return new Map(rows.map((r) => [r.k, Number(r.version)]));
}

/** What the forecast stored: every value (series x month) and every model's figures, in a stable order. */
export async function storedForecast(query: Query): Promise<{ values: string[]; models: string[] }> {
  const values = await query<{ line: string }>(
    `SELECT product_id || ':' || customer_id || ':' || to_char(month, 'YYYY-MM') || '=' || coalesce(statistical::text, '-') AS line FROM data_forecast_values ORDER BY product_id, customer_id, month`,
  );
  const models = await query<{ line: string }>(
    `SELECT concat_ws('|', product_id, customer_id, method, pattern, seasonal, like_id, history_months, smape, mase, mae, outliers, outlier_count, components, fitted, first_month, reason) AS line
     FROM data_forecast_models ORDER BY product_id, customer_id`,
  );
  return { values: values.map((r) => r.line), models: models.map((m) => m.line) };
}

export async function runRow(query: Query, runId: number) {
  const [row] = await query<{ status: string; progress: number; series: number; series_done: number; failed_series: number; attempts: number }>(
    'SELECT status, progress::float8 AS progress, series, series_done, failed_series, attempts FROM data_forecast_runs WHERE id = $1',
    [runId],
  );
  return row;
}

/** Runs `read` on a PGlite directory no server holds (its server was killed or stopped). */
export async function withPglite<T>(dataDir: string, read: (query: Query) => Promise<T>): Promise<T> {
  const db = await openPglite({ dataDir });
  try {
    return await read((sql, params) => db.query(sql, params as SqlParam[] | undefined));
  } finally {
    await db.close();
  }
}

/**
 * Writes per series between two version maps, checked against the jobs' states at the kill: a batch
 * done before it, or not started, was written exactly once; only one running at the kill may have
 * written some of its series again (its slices written before the kill are redone).
 */
export function checkWrittenOnce(before: Map<string, number>, after: Map<string, number>, atKill: BatchJob[]): { rewritten: number } {
  const problems: string[] = [];
  let rewritten = 0;
  for (const job of atKill) {
    for (const [p, c] of job.series) {
      const key = `${p}:${c}`;
      const writes = (after.get(key) ?? 0) - (before.get(key) ?? 0);
      if (writes === 2 && job.state === 'active') rewritten++;
      else if (writes !== 1) problems.push(`batch ${job.batch} (${job.state} at the kill), series ${key}: written ${writes} times`);
    }
  }
  expect(problems.slice(0, 10)).toEqual([]);
  return { rewritten };
}

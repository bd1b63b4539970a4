// One batch job of a forecast run: read the histories, forecast them in the
// worker pool, write the results and the progress. A batch of a run that is
// no longer going (cancelled, failed, done) does nothing; a batch that
// throws is retried by the queue, and when its last retry fails the run is
// marked failed with the reason.
import type { Db } from '../db/adapter';
import type { ForecastPool } from './pool.ts';
import type { TaskResult } from './protocol.ts';
import type { BatchData, RunParameters } from './runs';
import { loadBatch } from './series-data';
import { planSeries } from './series-plan';
import { forecastOptions } from './settings';
import { writeBatch, type RunProgress } from './write-results';

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export interface BatchJob {
  data: BatchData;
  retryCount: number;
  retryLimit: number;
}

export interface BatchContext {
  db: Db;
  pool: ForecastPool;
  /** Aborted when the run is cancelled on this instance. */
  signal?: AbortSignal;
}

export type BatchOutcome = { skipped: true } | ({ skipped: false } & RunProgress);

export async function runBatch(job: BatchJob, ctx: BatchContext): Promise<BatchOutcome> {
  const { runId, companyId, series } = job.data;
  const [run] = await ctx.db.query<{ status: string; parameters: string }>('SELECT status, parameters FROM data_forecast_runs WHERE id = $1 AND company_id = $2', [runId, companyId]);
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return { skipped: true };
  if (run.status === 'queued') {
    await ctx.db.query(`UPDATE data_forecast_runs SET status = 'running', started_at = ${NOW}, version = version + 1, updated_at = now() WHERE id = $1 AND status = 'queued'`, [runId]);
  }
  if (job.retryCount > 0) {
    // Retried: the instance that had it failed or died; the run goes on from the batches already written.
    await ctx.db.query('UPDATE data_forecast_runs SET attempts = greatest(attempts, $2), updated_at = now() WHERE id = $1', [runId, job.retryCount + 1]);
  }
  const parameters = JSON.parse(run.parameters) as RunParameters;
  const { settings } = parameters;
  try {
    const inputs = await loadBatch(ctx.db, companyId, series, { start: parameters.windowStart, cycle: parameters.cycle });
    const plans = inputs.map((input) => planSeries(input, {
      cycleMonth: parameters.cycle, windowStart: parameters.windowStart, horizon: settings.horizon, seasonLength: settings.seasonLength, methods: settings.methods,
    }));
    const tasks = plans.flatMap((plan) => plan.tasks);
    const results: TaskResult[] = tasks.length > 0 ? await ctx.pool.run(tasks, forecastOptions(settings), { signal: ctx.signal }) : [];
    let next = 0;
    const outcomes = plans.map((plan) => plan.finish(results.slice(next, (next += plan.tasks.length))));
    const progress = await writeBatch(ctx.db, { id: runId, companyId, userId: parameters.userId, cycleMonth: parameters.cycle, frozenFrom: parameters.frozenFrom }, outcomes);
    return progress ? { skipped: false, ...progress } : { skipped: true };
  } catch (error) {
    if (ctx.signal?.aborted) return { skipped: true };
    if (job.retryCount >= job.retryLimit) {
      const message = `Batch ${job.data.batch + 1} failed ${job.retryCount + 1} times: ${error instanceof Error ? error.message : String(error)}`;
      await ctx.db.query(
        `UPDATE data_forecast_runs SET status = 'failed', finished_at = ${NOW}, message = $2, version = version + 1, updated_at = now() WHERE id = $1 AND status IN ('queued', 'running')`,
        [runId, message.slice(0, 4000)],
      );
    }
    throw error;
  }
}

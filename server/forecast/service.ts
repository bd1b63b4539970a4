// Forecasting on one server instance: the job runner (pg-boss), the worker
// pool the batches run in, and the operative forecast cache. One per
// server (keyed by its services), started by main.ts once the database is
// migrated and seeded, or by the first call that needs it. Starting resumes
// whatever a previous process left unfinished (see JobRunner.resumeOrphans).
import { availableParallelism } from 'node:os';
import { ForecastPool } from './pool.ts';
import type { Db } from '../db/adapter';
import { JobRunner, type RunnerOptions } from '../jobs/runner';
import { operativeForecastOf, type OperativeForecast } from './operative';
import { runBatch } from './run-batch';
import { analyzeAfterRun } from './run-statistics';
import { BATCH_QUEUE, batchJobIds, unfinishedRuns, type BatchData, type RunParameters } from './runs';

export interface ForecastServiceOptions extends RunnerOptions {
  /** Worker threads (default FORECAST_WORKERS, else the cores); also the batches this instance runs at once. */
  workers?: number;
  /** YYYY-MM-DD for tests; default the real date. */
  today?: () => string;
}

export interface ServiceStats {
  /** Batches this instance has written. */
  batches: number;
  /** Series this instance has forecast. */
  series: number;
}

const realToday = () => new Date().toISOString().slice(0, 10);

/**
 * FORECAST_JOB_EXPIRE_SECONDS and FORECAST_JOB_MAINTENANCE_SECONDS: how soon
 * the batches of an instance that died are retried by the others on
 * PostgreSQL (expiry + up to one maintenance pass). Operators may shorten
 * them when batches are quick; the tests that kill an instance do. A batch
 * that runs longer than the expiry is retried even on a live instance (its
 * work done twice, the same results written), so keep it well above a batch.
 */
function runnerOptionsFromEnv(): RunnerOptions {
  const seconds = (name: string) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value >= 1 ? value : undefined; // pg-boss refuses less than a second
  };
  const expireInSeconds = seconds('FORECAST_JOB_EXPIRE_SECONDS');
  const maintenanceIntervalSeconds = seconds('FORECAST_JOB_MAINTENANCE_SECONDS');
  return { ...(expireInSeconds ? { expireInSeconds } : {}), ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}) };
}

export class ForecastService {
  readonly runner: JobRunner;
  readonly operative: OperativeForecast;
  readonly stats: ServiceStats = { batches: 0, series: 0 };
  readonly today: () => string;
  private pool: ForecastPool | null = null;
  private starting: Promise<void> | null = null;
  private readonly workers: number;
  private readonly cancelled = new Map<number, AbortController>();

  constructor(
    private readonly db: Db,
    options: ForecastServiceOptions = {},
  ) {
    this.runner = new JobRunner(db, { ...runnerOptionsFromEnv(), ...options });
    this.operative = operativeForecastOf(db);
    this.today = options.today ?? realToday;
    const fromEnv = Number(process.env.FORECAST_WORKERS);
    this.workers = Math.max(1, Math.floor(options.workers ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism())));
  }

  /** Starts the queue and this instance's workers, resuming unfinished runs; idempotent. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.runner.start();
      for (const run of await unfinishedRuns(this.db)) {
        const { batches } = JSON.parse(run.parameters) as RunParameters;
        await this.runner.resumeOrphans(BATCH_QUEUE, batchJobIds(run.id, batches));
        if (this.db.kind === 'pglite') await this.db.query('UPDATE data_forecast_runs SET attempts = attempts + 1 WHERE id = $1 AND status = \'running\'', [run.id]);
      }
      await this.runner.work<BatchData>(BATCH_QUEUE, this.workers, (job) => this.batch(job.data, job.retryCount, job.retryLimit));
    })();
    return this.starting;
  }

  private async batch(data: BatchData, retryCount: number, retryLimit: number) {
    this.pool ??= new ForecastPool({ workers: this.workers });
    const signal = this.controller(data.runId).signal;
    const outcome = await runBatch({ data, retryCount, retryLimit }, { db: this.db, pool: this.pool, signal });
    if (!outcome.skipped) {
      this.stats.batches++;
      this.stats.series += data.series.length;
      if (outcome.finished) {
        this.cancelled.delete(data.runId);
        await analyzeAfterRun(this.db);
        await this.operative.refresh(data.companyId, this.today(), true);
      }
    }
    return outcome;
  }

  private controller(runId: number): AbortController {
    let controller = this.cancelled.get(runId);
    if (!controller) this.cancelled.set(runId, (controller = new AbortController()));
    return controller;
  }

  /** Stops this instance's batches of a cancelled run at once (other instances stop at their next write). */
  abort(runId: number): void {
    this.controller(runId).abort(new Error('the run was cancelled'));
    this.cancelled.delete(runId);
  }

  /** `graceful: false` leaves running batches active in the queue, as a crash would (tests of the restart). */
  async stop(options: { graceful: boolean } = { graceful: true }): Promise<void> {
    await this.runner.stop({ graceful: options.graceful, timeoutMs: 10_000 });
    const pool = this.pool;
    this.pool = null;
    this.starting = null;
    await pool?.close();
  }
}

const services = new WeakMap<object, ForecastService>();

/** The forecasting of a server (its `app.services`), created on first use. */
export function forecastService(owner: { db: Db }, options?: ForecastServiceOptions): ForecastService {
  let service = services.get(owner);
  if (!service) services.set(owner, (service = new ForecastService(owner.db, options)));
  return service;
}

/** main.ts: start forecasting once migrations and the seed are done. */
export async function startForecasting(owner: { db: Db }, options?: ForecastServiceOptions): Promise<ForecastService> {
  const service = forecastService(owner, options);
  await service.start();
  return service;
}

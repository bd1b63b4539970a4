// The server's job runner: a pg-boss 10 queue in the server's own database
// (PostgreSQL, or PGlite through the same adapter: see README.md), so jobs
// survive a restart and several server instances on one PostgreSQL share
// them (a job is fetched by exactly one instance, with SELECT ... FOR UPDATE
// SKIP LOCKED). A job that was running on an instance that died expires
// after its expireInSeconds and is retried by pg-boss's maintenance; on
// PGlite, which only one process can open, jobs found active at start-up
// are orphans and are put back at once (resumeOrphans).
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/adapter';
import { bossDb } from './boss-db';

export interface RunnerOptions {
  /** Seconds between polls of an idle worker (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Seconds between maintenance passes (expiring jobs of dead instances, archiving). */
  maintenanceIntervalSeconds?: number;
  /** A job running longer is failed and retried (its instance is presumed dead). */
  expireInSeconds?: number;
  retryLimit?: number;
}

export const RUNNER_DEFAULTS: Required<RunnerOptions> = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 30,
  expireInSeconds: 120,
  retryLimit: 4,
};

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

/** pg-boss's schema: its own beside the server's tables (tests run each in a fresh schema, so theirs gets a suffix). */
export async function bossSchemaFor(db: Queryable): Promise<string> {
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return schema === 'public' || !schema ? 'pgboss' : `${schema}_jobs`;
}

export class JobRunner {
  readonly options: Required<RunnerOptions>;
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private readonly queues = new Set<string>();
  schema = '';

  constructor(
    private readonly db: Db,
    options: RunnerOptions = {},
  ) {
    this.options = { ...RUNNER_DEFAULTS, ...options };
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Creates pg-boss's schema when missing and starts its maintenance; idempotent. */
  start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      this.schema = await bossSchemaFor(this.db);
      const boss = new PgBoss({
        db: bossDb(this.db),
        schema: this.schema,
        supervise: true,
        maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds,
        expireInSeconds: this.options.expireInSeconds,
        retryLimit: this.options.retryLimit,
        retryDelay: 1,
        // Our own rows (forecast-run) keep the history; pg-boss's archive only needs a day.
        archiveCompletedAfterSeconds: 3600,
        deleteAfterDays: 1,
      } as PgBoss.ConstructorOptions);
      boss.on('error', (error) => console.error('job queue:', error instanceof Error ? error.message : error));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Starts the runner and creates the queue when missing (call it before a transaction that inserts jobs). */
  async ensureQueue(name: string): Promise<void> {
    await this.queue(name);
  }

  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.start();
    if (!this.queues.has(name)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      this.queues.add(name);
    }
    return boss;
  }

  /** Adds jobs; with `tx` inside the caller's transaction, so they exist exactly when its rows do. */
  async insert<T extends object>(name: string, jobs: Array<{ id: string; data: T }>, tx?: Queryable): Promise<void> {
    const boss = await this.queue(name);
    const rows = jobs.map((job) => ({ ...job, name, expireInSeconds: this.options.expireInSeconds, retryLimit: this.options.retryLimit, retryDelay: 1 }));
    await boss.insert(rows, tx ? { db: bossDb(tx) } : {});
  }

  /**
   * `concurrency` workers of this instance take jobs of the queue one at a
   * time. A worker that has just finished a job fetches the next at once:
   * pg-boss waits out the rest of its polling interval after any fetch that
   * took less (a job under ~0.4 s), which left a run of short batches idle up
   * to 40% of the time (sampled on PostgreSQL: a run's batches waiting and
   * none active); notifyWorker skips that wait. An idle worker still polls.
   */
  async work<T>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    const boss = await this.queue(name);
    const options = { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true as const };
    for (let i = 0; i < concurrency; i++) {
      let worker = '';
      worker = await boss.work<T>(name, options, async ([job]) => {
        try {
          return await handler(job);
        } finally {
          if (worker) boss.notifyWorker(worker);
        }
      });
    }
  }

  /** Jobs not finished yet are cancelled (a running one finishes its work, but its handler should check why it runs). */
  async cancel(name: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await (await this.queue(name)).cancel(name, ids);
  }

  /**
   * PGlite only: jobs left active by the previous process (which died or was
   * stopped abruptly) go back to the queue now instead of when they expire.
   * Completed jobs are untouched: cancel() skips them, and resume() only
   * revives cancelled ones.
   */
  async resumeOrphans(name: string, ids: string[]): Promise<void> {
    if (ids.length === 0 || this.db.kind !== 'pglite') return;
    const boss = await this.queue(name);
    await boss.cancel(name, ids);
    await boss.resume(name, ids);
  }

  /**
   * How many of these jobs may still run: waiting, waiting for a retry or
   * running. A job whose last retry was spent on an expiry (its instance
   * died each time) is failed by pg-boss without any handler seeing it, so
   * only this tells that nothing will finish it.
   */
  async liveJobs(name: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    await this.queue(name);
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${this.schema}".job WHERE name = $1 AND id = ANY($2::uuid[]) AND state IN ('created', 'retry', 'active')`,
      [name, ids],
    );
    return row.n;
  }

  /** Stops the workers: `graceful` waits (up to timeoutMs) for running jobs; otherwise they stay active, as after a crash. */
  async stop(options: { graceful: boolean; timeoutMs?: number } = { graceful: true }): Promise<void> {
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => null) : null);
    this.boss = null;
    this.starting = null;
    this.queues.clear();
    if (!boss) return;
    await boss.stop({ graceful: options.graceful, wait: true, close: false, timeout: options.timeoutMs ?? 10_000 });
  }
}

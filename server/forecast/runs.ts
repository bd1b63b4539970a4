// Forecast runs as rows and jobs. Starting a run writes its forecast-run row
// and one queued job per batch of series in the same transaction, so a run
// exists exactly when its jobs do; the settings, the cycle and the frozen
// months are fixed in the row's parameters, so every batch (on any instance,
// before or after a restart) forecasts alike. Job ids derive from the run
// and the batch number: whoever resumes or cancels a run knows its jobs.
import type { Db, Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import type { JobRunner } from '../jobs/runner';
import { monthIndex, monthKey } from '../../engine/time/calendar';
import { frozenFrom, type CycleState } from './cycle-math';
import { listSeriesInChunks, type RunScope, type SeriesKey } from './series-data';
import { loadSettings, type ForecastSettings } from './settings';

export const BATCH_QUEUE = 'forecast-batch';

export interface RunParameters {
  cycle: string;
  windowStart: string;
  frozenFrom: string;
  settings: ForecastSettings;
  scope: RunScope;
  userId: number | null;
  batches: number;
}

export interface BatchData {
  runId: number;
  companyId: number;
  batch: number;
  series: SeriesKey[];
}

/** Series per batch: enough batches for a moving progress bar, few enough to keep each worth a job. */
export function batchSize(series: number): number {
  return Math.min(250, Math.max(25, Math.ceil(series / 40)));
}

/** A stable UUID per run and batch. */
export function batchJobId(runId: number, batch: number): string {
  const run = runId.toString(16).padStart(12, '0');
  return `${run.slice(0, 8)}-${run.slice(8, 12)}-4000-8000-${batch.toString(16).padStart(12, '0')}`;
}

export const batchJobIds = (runId: number, batches: number): string[] => Array.from({ length: batches }, (_, i) => batchJobId(runId, i));

export async function readCycles(db: Queryable, companyId: number, lock = false): Promise<Array<CycleState & { id: number }>> {
  return db.query(`SELECT id, to_char(month, 'YYYY-MM') AS month, status FROM data_planning_cycles WHERE company_id = $1 ORDER BY month${lock ? ' FOR UPDATE' : ''}`, [companyId]);
}

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export interface StartedRun {
  id: number;
  code: string;
  series: number;
  batches: number;
}

export async function createRun(db: Db, runner: JobRunner, request: { companyId: number; userId: number | null; userName: string; scope?: RunScope; today: string }): Promise<StartedRun> {
  await runner.ensureQueue(BATCH_QUEUE); // outside the transaction: PGlite's one connection is held by it
  // The series are listed before the transaction, in chunks: in it (one statement) they held PGlite, and every request, ~0.3 s at 10,000 series.
  const before = await openCycle(db, request.companyId);
  await settleAbandonedRuns(db, runner, request.companyId);
  await refuseActive(db, request.companyId);
  const settings = await loadSettings(db, request.companyId);
  const windowStart = monthKey(monthIndex(before.month) - settings.historyMonths);
  const series = await listSeriesInChunks(db, request.companyId, { start: windowStart, cycle: before.month, horizon: settings.horizon }, request.scope);
  if (series.length === 0) throw new ApiError('CONFLICT', serverText('forecast.noHistory'));
  const size = batchSize(series.length);
  const batches = Math.ceil(series.length / size);
  return db.transaction(async (tx) => {
    // Checked again under the cycles' lock: whoever closed the cycle or started a run meanwhile wins.
    const cycles = await readCycles(tx, request.companyId, true);
    const open = cycles.find((c) => c.status === 'open');
    if (!open || open.id !== before.id) throw new ApiError('CONFLICT', serverText('forecast.cycleChanged'));
    await refuseActive(tx, request.companyId);
    const parameters: RunParameters = {
      cycle: open.month, windowStart, frozenFrom: frozenFrom(cycles, settings.frozenMonths, request.today), settings, scope: request.scope ?? {}, userId: request.userId, batches,
    };
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM data_forecast_runs WHERE company_id = $1 AND cycle_id = $2', [request.companyId, open.id]);
    const code = `FR-${open.month}-${n + 1}`;
    const [run] = await tx.query<{ id: number }>(
      `INSERT INTO data_forecast_runs (company_id, code, cycle_id, status, progress, series, series_done, failed_series, queued_at, requested_by, attempts, parameters, created_by, updated_by)
       VALUES ($1, $2, $3, 'queued', 0, $4, 0, 0, ${NOW}, $5, 1, $6, $7, $7) RETURNING id`,
      [request.companyId, code, open.id, series.length, request.userName, JSON.stringify(parameters), request.userId],
    );
    const jobs = Array.from({ length: batches }, (_, batch) => ({
      id: batchJobId(run.id, batch),
      data: { runId: run.id, companyId: request.companyId, batch, series: series.slice(batch * size, (batch + 1) * size) } satisfies BatchData,
    }));
    await runner.insert(BATCH_QUEUE, jobs, tx);
    return { id: run.id, code, series: series.length, batches };
  });
}

async function openCycle(db: Queryable, companyId: number): Promise<CycleState & { id: number }> {
  const open = (await readCycles(db, companyId)).find((c) => c.status === 'open');
  if (!open) throw new ApiError('CONFLICT', serverText('forecast.noOpenCycleToRun'));
  return open;
}

async function refuseActive(db: Queryable, companyId: number): Promise<void> {
  const active = await db.query<{ code: string }>(`SELECT code FROM data_forecast_runs WHERE company_id = $1 AND status IN ('queued', 'running') LIMIT 1`, [companyId]);
  if (active.length > 0) throw new ApiError('CONFLICT', serverText('forecast.runGoing', { code: active[0].code }));
}

/** Cancels a queued or running run: its pending batches are dropped and running ones write nothing more. */
export async function cancelRun(db: Db, runner: JobRunner, companyId: number, runId: number, who: string): Promise<boolean> {
  const rows = await db.query<{ parameters: string }>(
    `UPDATE data_forecast_runs SET status = 'cancelled', finished_at = ${NOW}, message = $3, version = version + 1, updated_at = now()
     WHERE id = $1 AND company_id = $2 AND status IN ('queued', 'running') RETURNING parameters`,
    [runId, companyId, `Cancelled by ${who}.`],
  );
  if (rows.length === 0) return false;
  const { batches } = JSON.parse(rows[0].parameters) as RunParameters;
  await runner.cancel(BATCH_QUEUE, batchJobIds(runId, batches));
  return true;
}

/**
 * Runs of the company still queued or running with no batch left that may
 * run (their last retries spent on instances that died) are marked failed:
 * otherwise the run would show its progress forever and refuse every new
 * run and the cycle's close. Called where a run's state is read or matters.
 */
export async function settleAbandonedRuns(db: Queryable, runner: JobRunner, companyId: number): Promise<number> {
  const going = await db.query<{ id: number; parameters: string }>(`SELECT id, parameters FROM data_forecast_runs WHERE company_id = $1 AND status IN ('queued', 'running')`, [companyId]);
  let settled = 0;
  for (const run of going) {
    const { batches } = JSON.parse(run.parameters) as RunParameters;
    if ((await runner.liveJobs(BATCH_QUEUE, batchJobIds(run.id, batches))) > 0) continue;
    // A last batch that finished the run marked it done before its job completed: still going here means it never will.
    const updated = await db.query(
      `UPDATE data_forecast_runs SET status = 'failed', finished_at = ${NOW}, message = $2, version = version + 1, updated_at = now() WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [run.id, 'Its batches stopped without finishing it: the servers running them stopped too often. Run the forecast again.'],
    );
    settled += updated.length;
  }
  return settled;
}

/** Runs of every company still queued or running: what a starting server has to see through. */
export async function unfinishedRuns(db: Queryable): Promise<Array<{ id: number; parameters: string }>> {
  return db.query(`SELECT id, parameters FROM data_forecast_runs WHERE status IN ('queued', 'running') ORDER BY id`);
}

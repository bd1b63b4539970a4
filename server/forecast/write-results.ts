// A batch's results into the database, a few series at a time: each slice
// (a few hundred forecast rows) is one short transaction that first locks the
// run's row, so batches of one run finishing on several instances write one
// after the other and a cancelled run takes no more writes. Between slices
// the event loop turns: PGlite runs in the server's own thread, and one
// statement of a whole batch (250 series: 4,500 rows) kept every request waiting for
// up to seconds. A series' values and model are written in the same slice,
// each row marked with the run; the progress, counted from the models
// written for the run (so a batch retried after a crash never counts
// twice), moves with the batch's last slice.
//
// Statistical values are written from the cycle's month on; in months frozen
// by the cycle only missing rows are added (a frozen month keeps the figure
// operations plan with).
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { Db, Queryable } from '../db/adapter';
import type { SeriesOutcome } from './series-plan';

export interface RunProgress {
  status: string;
  seriesDone: number;
  series: number;
  /** True when this batch completed the run. */
  finished: boolean;
}

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Forecast rows per slice: ~10-15 ms of PGlite (a row costs ~0.1 ms, over
 * half of it the six foreign-key checks). The two batches an instance runs at
 * once can each write a slice in the same turn of the event loop, back to
 * back (a PGlite call resolves as promises, letting no I/O in between), so a
 * request may wait two slices: at 200 rows the event loop was seen blocked
 * ~55-65 ms of CPU once a batch (bench:planning --stalls), over the ~50 ms budget.
 */
export const SLICE_ROWS = 100;

export interface ForecastRun {
  id: number;
  companyId: number;
  userId: number | null;
  cycleMonth: string;
  frozenFrom: string;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Writes the outcomes slice by slice; null when the run is no longer running (nothing more is written). */
export async function writeBatch(db: Db, run: ForecastRun, outcomes: readonly SeriesOutcome[], sliceRows = SLICE_ROWS): Promise<RunProgress | null> {
  const horizon = Math.max(1, ...outcomes.map((o) => o.forecast?.length ?? 0));
  const perSlice = Math.max(1, Math.floor(sliceRows / horizon));
  for (let from = 0; ; from += perSlice) {
    const slice = outcomes.slice(from, from + perSlice);
    const last = from + perSlice >= outcomes.length;
    const progress = await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ status: string }>('SELECT status FROM data_forecast_runs WHERE id = $1 AND company_id = $2 FOR UPDATE', [run.id, run.companyId]);
      if (!locked || locked.status !== 'running') return null;
      await writeValues(tx, run, slice);
      await writeModels(tx, run, slice);
      return last ? updateProgress(tx, run) : undefined;
    });
    if (progress !== undefined) return progress;
    await nextTurn();
  }
}

async function writeValues(tx: Queryable, run: ForecastRun, outcomes: readonly SeriesOutcome[]): Promise<void> {
  const start = monthIndex(run.cycleMonth);
  const values = outcomes.flatMap((o) => (o.forecast ?? []).map((q, h) => ({ p: o.productId, c: o.customerId, m: `${monthKey(start + h)}-01`, q })));
  if (values.length === 0) return;
  await tx.query(
    `INSERT INTO data_forecast_values AS v (company_id, product_id, customer_id, month, statistical, run_id, created_by, updated_by)
     SELECT $1, r.p, r.c, r.m, r.q, $2, $3, $3 FROM jsonb_to_recordset($4::jsonb) AS r(p integer, c integer, m date, q numeric)
     ON CONFLICT (company_id, product_id, customer_id, month) DO UPDATE
     SET statistical = excluded.statistical, run_id = excluded.run_id, version = v.version + 1, updated_at = now(), updated_by = excluded.updated_by
     WHERE v.month >= $5::date AND v.statistical IS DISTINCT FROM excluded.statistical`,
    [run.companyId, run.id, run.userId, JSON.stringify(values), `${run.frozenFrom}-01`],
  );
}

async function writeModels(tx: Queryable, run: ForecastRun, outcomes: readonly SeriesOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const models = outcomes.map((o) => ({
    p: o.productId, c: o.customerId, method: o.model.method, pattern: o.model.pattern, seasonal: o.model.seasonal, like: o.model.likeId,
    months: o.model.historyMonths, smape: o.model.smape, mase: o.model.mase, mae: o.model.mae, outliers: o.model.outliers,
    outlier_count: o.model.outlierCount, components: o.model.components, fitted: o.model.fitted,
    first_month: o.model.firstMonth ? `${o.model.firstMonth}-01` : null, reason: o.model.reason.slice(0, 1000),
  }));
  await tx.query(
    `INSERT INTO data_forecast_models AS f (company_id, product_id, customer_id, run_id, method, pattern, seasonal, like_id, history_months, smape, mase, mae,
       outliers, outlier_count, components, fitted, first_month, reason, created_by, updated_by)
     SELECT $1, r.p, r.c, $2, r.method, r.pattern, r.seasonal, r.like, r.months, r.smape, r.mase, r.mae, r.outliers, r.outlier_count, r.components, r.fitted, r.first_month, r.reason, $3, $3
     FROM jsonb_to_recordset($4::jsonb) AS r(p integer, c integer, method text, pattern text, seasonal boolean, "like" integer, months integer, smape numeric,
       mase numeric, mae numeric, outliers text, outlier_count integer, components text, fitted text, first_month date, reason text)
     ON CONFLICT (company_id, product_id, customer_id) DO UPDATE
     SET run_id = excluded.run_id, method = excluded.method, pattern = excluded.pattern, seasonal = excluded.seasonal, like_id = excluded.like_id,
       history_months = excluded.history_months, smape = excluded.smape, mase = excluded.mase, mae = excluded.mae, outliers = excluded.outliers,
       outlier_count = excluded.outlier_count, components = excluded.components, fitted = excluded.fitted, first_month = excluded.first_month,
       reason = excluded.reason, version = f.version + 1, updated_at = now(), updated_by = excluded.updated_by`,
    [run.companyId, run.id, run.userId, JSON.stringify(models)],
  );
}

async function updateProgress(tx: Queryable, run: ForecastRun): Promise<RunProgress> {
  const [progress] = await tx.query<{ status: string; series_done: number; series: number; failed: number }>(
    `UPDATE data_forecast_runs r
     SET series_done = c.n, failed_series = c.failed, progress = round(100.0 * c.n / greatest(r.series, 1), 1),
       status = CASE WHEN c.n >= r.series THEN 'done' ELSE r.status END,
       finished_at = CASE WHEN c.n >= r.series THEN ${NOW} ELSE r.finished_at END,
       seconds = CASE WHEN c.n >= r.series THEN round(extract(epoch FROM (now() AT TIME ZONE 'UTC') - r.started_at::timestamp)::numeric, 1) ELSE r.seconds END,
       message = CASE WHEN c.n >= r.series THEN c.n || ' series forecast' || CASE WHEN c.failed > 0 THEN ', ' || c.failed || ' failed (their previous forecast is kept)' ELSE '' END || '.' ELSE r.message END,
       version = r.version + 1, updated_at = now()
     FROM (SELECT count(*)::int AS n, (count(*) FILTER (WHERE method = 'error'))::int AS failed FROM data_forecast_models WHERE company_id = $1 AND run_id = $2) c
     WHERE r.id = $2 AND r.company_id = $1
     RETURNING r.status, r.series_done, r.series, c.failed`,
    [run.companyId, run.id],
  );
  return { status: progress.status, seriesDone: Number(progress.series_done), series: Number(progress.series), finished: progress.status === 'done' };
}

// A batch's results into the database, in one transaction that first locks
// the run's row: batches of one run finishing on several instances write one
// after the other, a cancelled run takes no more writes, and the progress
// (counted from the models written for the run, so a batch retried after a
// crash never counts twice) moves with the rows it describes.
//
// Statistical values are written from the cycle's month on; in months frozen
// by the cycle only missing rows are added (a frozen month keeps the figure
// operations plan with).
import { monthIndex, monthKey } from '../../engine/planning/calendar';
import type { Queryable } from '../db/adapter';
import type { SeriesOutcome } from './series-plan';

export interface RunProgress {
  status: string;
  seriesDone: number;
  series: number;
  /** True when this batch completed the run. */
  finished: boolean;
}

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export async function writeBatch(
  tx: Queryable,
  run: { id: number; companyId: number; userId: number | null; cycleMonth: string; frozenFrom: string },
  outcomes: readonly SeriesOutcome[],
): Promise<RunProgress | null> {
  const [locked] = await tx.query<{ status: string }>('SELECT status FROM data_forecast_runs WHERE id = $1 AND company_id = $2 FOR UPDATE', [run.id, run.companyId]);
  if (!locked || locked.status !== 'running') return null;
  const start = monthIndex(run.cycleMonth);
  const values = outcomes.flatMap((o) => (o.forecast ?? []).map((q, h) => ({ p: o.productId, c: o.customerId, m: `${monthKey(start + h)}-01`, q })));
  if (values.length > 0) {
    await tx.query(
      `INSERT INTO data_forecast_values AS v (company_id, product_id, customer_id, month, statistical, run_id, created_by, updated_by)
       SELECT $1, r.p, r.c, r.m, r.q, $2, $3, $3 FROM jsonb_to_recordset($4::jsonb) AS r(p integer, c integer, m date, q numeric)
       ON CONFLICT (company_id, product_id, customer_id, month) DO UPDATE
       SET statistical = excluded.statistical, run_id = excluded.run_id, version = v.version + 1, updated_at = now(), updated_by = excluded.updated_by
       WHERE v.month >= $5::date AND v.statistical IS DISTINCT FROM excluded.statistical`,
      [run.companyId, run.id, run.userId, JSON.stringify(values), `${run.frozenFrom}-01`],
    );
  }
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

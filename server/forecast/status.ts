// What the demand review shows at a glance (and polls while a run goes):
// the cycle, the months frozen, the last run with its progress, the
// revisions of the cycle; and one revision with its cells for its page.
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { frozenFrom, planningMonth } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

export async function forecastingStatus(db: Queryable, companyId: number, today: string) {
  const cycles = await readCycles(db, companyId);
  const settings = await loadSettings(db, companyId);
  const open = cycles.find((c) => c.status === 'open') ?? null;
  const latest = cycles.at(-1) ?? null;
  const shown = open ?? latest;
  const [cycle] = shown
    ? await db.query<Record<string, unknown>>(
      `SELECT id, to_char(month, 'YYYY-MM') AS month, status, opened_at AS "openedAt", opened_by AS "openedBy", closed_at AS "closedAt", closed_by AS "closedBy", snapshot_rows AS "snapshotRows"
       FROM data_planning_cycles WHERE id = $1`, [shown.id])
    : [];
  const [run] = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.code, r.status, r.progress::float8 AS progress, r.series, r.series_done AS "seriesDone", r.failed_series AS "failedSeries",
       r.queued_at AS "queuedAt", r.started_at AS "startedAt", r.finished_at AS "finishedAt", r.seconds::float8 AS seconds, r.requested_by AS "requestedBy",
       r.attempts, r.message, to_char(c.month, 'YYYY-MM') AS cycle
     FROM data_forecast_runs r LEFT JOIN data_planning_cycles c ON c.id = r.cycle_id WHERE r.company_id = $1 ORDER BY r.id DESC LIMIT 1`,
    [companyId],
  );
  const revisions = shown
    ? await db.query<Record<string, unknown>>(
      `SELECT r.id, r.code, r.scope, r.author, r.status, r.comment, r.submitted_at AS "submittedAt", r.decided_at AS "decidedAt", r.decided_by AS "decidedBy", r.decision,
         count(l.id)::int AS lines, coalesce(sum(l."from"), 0)::float8 AS "from", coalesce(sum(l."to"), 0)::float8 AS "to"
       FROM data_forecast_revisions r LEFT JOIN data_forecast_revision_lines l ON l.revision_id = r.id
       WHERE r.company_id = $1 AND r.cycle_id = $2 GROUP BY r.id ORDER BY r.id DESC`,
      [companyId, shown.id],
    )
    : [];
  return {
    cycle: cycle ?? null,
    planningMonth: planningMonth(cycles, today),
    frozenFrom: frozenFrom(cycles, settings.frozenMonths, today),
    horizon: settings.horizon,
    run: run ?? null,
    revisions,
    pendingRevisions: revisions.filter((r) => r.status === 'submitted').length,
  };
}

export async function revisionDetail(db: Queryable, companyId: number, id: number, userId: number | null = null) {
  const [revision] = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.code, r.scope, r.author, r.status, r.comment, r.submitted_at AS "submittedAt", r.decided_at AS "decidedAt", r.decided_by AS "decidedBy", r.decision,
       (r.created_by IS NOT NULL AND r.created_by = $3::int) AS "submittedByMe",
       to_char(c.month, 'YYYY-MM') AS cycle, c.status AS "cycleStatus"
     FROM data_forecast_revisions r JOIN data_planning_cycles c ON c.id = r.cycle_id WHERE r.id = $1 AND r.company_id = $2`,
    [id, companyId, userId],
  );
  if (!revision) throw new ApiError('NOT_FOUND', serverText('forecast.noRevision'));
  const lines = await db.query<Record<string, unknown>>(
    `SELECT l.id, p.sku, p.name AS product, c.name AS customer, to_char(l.month, 'YYYY-MM') AS month, l."from"::float8 AS "from", l."to"::float8 AS "to"
     FROM data_forecast_revision_lines l JOIN data_products p ON p.id = l.product_id JOIN data_customers c ON c.id = l.customer_id
     WHERE l.revision_id = $1 AND l.company_id = $2 ORDER BY l.month, p.sku, c.name`,
    [id, companyId],
  );
  const byMonth = new Map<string, { month: string; from: number; to: number; cells: number }>();
  for (const line of lines) {
    const month = String(line.month);
    const total = byMonth.get(month) ?? { month, from: 0, to: 0, cells: 0 };
    total.from += Number(line.from ?? 0);
    total.to += Number(line.to ?? 0);
    total.cells++;
    byMonth.set(month, total);
  }
  return { revision, lines, months: [...byMonth.values()] };
}

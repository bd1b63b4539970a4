// Opening and closing a month's S&OP cycle. Both serialise on the company
// (an advisory lock), so two planners clicking at once open one cycle.
// Closing freezes the consensus of the cycle's horizon as snapshots with
// their lag; it is refused while a forecast run is going or revisions wait
// for a decision, and then nothing changes.
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { Db, Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { openRefusal } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
/** First key of the advisory locks of cycles (the second is the company). */
const CYCLE_LOCK = 7_240_411;

const lockCycles = (tx: Queryable, companyId: number) => tx.query('SELECT pg_advisory_xact_lock($1, $2)', [CYCLE_LOCK, companyId]);

export async function openCycle(db: Db, companyId: number, who: { userId: number; name: string }, month: string): Promise<{ id: number; month: string }> {
  return db.transaction(async (tx) => {
    await lockCycles(tx, companyId);
    const refusal = openRefusal(await readCycles(tx, companyId), month);
    if (refusal) throw new ApiError('CONFLICT', refusal);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO data_planning_cycles (company_id, month, status, opened_at, opened_by, created_by, updated_by)
       VALUES ($1, $2::date, 'open', ${NOW}, $3, $4, $4) RETURNING id`,
      [companyId, `${month}-01`, who.name, who.userId],
    );
    return { id: row.id, month };
  });
}

export interface ClosedCycle {
  id: number;
  month: string;
  snapshotRows: number;
}

export async function closeCycle(db: Db, companyId: number, cycleId: number, who: { userId: number; name: string }): Promise<ClosedCycle> {
  return db.transaction(async (tx) => {
    await lockCycles(tx, companyId);
    const cycle = (await readCycles(tx, companyId)).find((c) => c.id === cycleId);
    if (!cycle) throw new ApiError('NOT_FOUND', serverText('forecast.noCycle'));
    if (cycle.status !== 'open') throw new ApiError('CONFLICT', serverText('forecast.cycleClosed', { month: cycle.month }));
    const [{ running }] = await tx.query<{ running: number }>(`SELECT count(*)::int AS running FROM data_forecast_runs WHERE company_id = $1 AND status IN ('queued', 'running')`, [companyId]);
    if (running > 0) throw new ApiError('CONFLICT', serverText('forecast.closeWhileRunning'));
    const [{ pending }] = await tx.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM data_forecast_revisions WHERE company_id = $1 AND cycle_id = $2 AND status = 'submitted'`, [companyId, cycleId]);
    if (pending > 0) throw new ApiError('CONFLICT', serverText('forecast.closeWithPending', { count: pending }));
    const settings = await loadSettings(tx, companyId);
    const first = monthIndex(cycle.month);
    const inserted = await tx.query<{ n: number }>(
      `WITH frozen AS (
         INSERT INTO data_forecast_snapshots (company_id, cycle_id, product_id, customer_id, month, lag, quantity, statistical, created_by, updated_by)
         SELECT $1, $2, product_id, customer_id, month, (extract(year FROM month)::int * 12 + extract(month FROM month)::int - 1) - $3,
           coalesce(override, statistical), statistical, $6, $6
         FROM data_forecast_values
         WHERE company_id = $1 AND month >= $4::date AND month < $5::date AND (coalesce(override, statistical, 0) > 0 OR coalesce(statistical, 0) > 0)
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS n FROM frozen`,
      [companyId, cycleId, first, `${cycle.month}-01`, `${monthKey(first + settings.horizon)}-01`, who.userId],
    );
    const snapshotRows = inserted[0].n;
    await tx.query(
      `UPDATE data_planning_cycles SET status = 'closed', closed_at = ${NOW}, closed_by = $3, snapshot_rows = $4, version = version + 1, updated_at = now(), updated_by = $5
       WHERE id = $1 AND company_id = $2`,
      [cycleId, companyId, who.name, snapshotRows, who.userId],
    );
    return { id: cycleId, month: cycle.month, snapshotRows };
  });
}

// Revisions of the forecast within the open cycle. Submitting gathers the
// planner's overrides of a scope (a node of the product hierarchy, or every
// product) in the months still editable, and keeps the cells that changed
// since this cycle's last submitted or approved revision: each line says
// what the cell was before (the last cycle's frozen forecast, else the
// statistical) and what it is now. A cell no revision of the cycle carries
// yet changed only when its override differs from that "before": overrides
// stay on the cells after a close, so the new cycle's first revision listed
// every one the last cycle froze, unchanged (392 cells, 0% change). The
// demand review approves a revision or sends it back with a reason; a cycle
// closes only when none waits.
import type { Db, Queryable } from '../db/adapter';
import { writeAudit } from '../data-engine/audit/write';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { frozenFrom } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

const NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export interface SubmitRequest {
  companyId: number;
  userId: number;
  author: string;
  family?: number;
  comment?: string;
  today: string;
}

async function scopeName(tx: Queryable, companyId: number, family: number | undefined): Promise<string> {
  if (family === undefined) return 'All products';
  const [row] = await tx.query<{ name: string }>('SELECT name FROM data_product_families WHERE company_id = $1 AND id = $2', [companyId, family]);
  if (!row) throw new ApiError('VALIDATION_ERROR', serverText('forecast.noFamily'), 'family');
  return row.name;
}

export async function submitRevision(db: Db, request: SubmitRequest): Promise<{ id: number; code: string; lines: number }> {
  const { companyId } = request;
  return db.transaction(async (tx) => {
    const cycles = await readCycles(tx, companyId, true);
    const open = cycles.find((c) => c.status === 'open');
    if (!open) throw new ApiError('CONFLICT', serverText('forecast.noOpenCycleToRevise'));
    const scope = await scopeName(tx, companyId, request.family);
    const settings = await loadSettings(tx, companyId);
    const editable = frozenFrom(cycles, settings.frozenMonths, request.today);
    const previous = cycles.filter((c) => c.status === 'closed' && c.month < open.month).at(-1);
    const params: unknown[] = [companyId, `${editable}-01`, open.id, previous?.id ?? 0];
    let inScope = '';
    if (request.family !== undefined) {
      params.push(request.family);
      inScope = ` AND v.product_id IN (SELECT p.id FROM data_products p WHERE p.company_id = $1 AND p.family_id IN (
        WITH RECURSIVE node AS (
          SELECT id, 1 AS depth FROM data_product_families WHERE company_id = $1 AND id = $5
          UNION ALL SELECT f.id, node.depth + 1 FROM data_product_families f JOIN node ON f.parent_id = node.id WHERE f.company_id = $1 AND node.depth < 8
        ) SELECT id FROM node))`;
    }
    const cells = await tx.query<{ p: number; c: number; m: string; from: number | null; to: number }>(
      `SELECT v.product_id AS p, v.customer_id AS c, v.month::text AS m, coalesce(s.quantity, v.statistical)::float8 AS "from", v.override::float8 AS "to"
       FROM data_forecast_values v
       LEFT JOIN data_forecast_snapshots s ON s.company_id = $1 AND s.cycle_id = $4 AND s.product_id = v.product_id AND s.customer_id = v.customer_id AND s.month = v.month
       LEFT JOIN LATERAL (
         SELECT l."to" FROM data_forecast_revision_lines l JOIN data_forecast_revisions r ON r.id = l.revision_id
         WHERE l.company_id = $1 AND r.cycle_id = $3 AND r.status IN ('submitted', 'approved')
           AND l.product_id = v.product_id AND l.customer_id = v.customer_id AND l.month = v.month
         ORDER BY r.id DESC LIMIT 1) last ON true
       WHERE v.company_id = $1 AND v.month >= $2::date AND v.override IS NOT NULL${inScope}
         AND CASE WHEN last."to" IS NULL THEN v.override IS DISTINCT FROM coalesce(s.quantity, v.statistical) ELSE last."to" <> v.override END
       ORDER BY v.product_id, v.customer_id, v.month`,
      params as never,
    );
    if (cells.length === 0) throw new ApiError('CONFLICT', scope.toLowerCase() === 'all products' ? serverText('forecast.nothingToSubmitAll') : serverText('forecast.nothingToSubmit', { scope }));
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM data_forecast_revisions WHERE company_id = $1 AND cycle_id = $2', [companyId, open.id]);
    const code = `REV-${open.month}-${String(n + 1).padStart(2, '0')}`;
    const [revision] = await tx.query<{ id: number }>(
      `INSERT INTO data_forecast_revisions (company_id, code, cycle_id, scope, author, status, comment, submitted_at, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, 'submitted', $6, ${NOW}, $7, $7) RETURNING id`,
      [companyId, code, open.id, scope, request.author, request.comment ?? null, request.userId],
    );
    await tx.query(
      `INSERT INTO data_forecast_revision_lines (company_id, revision_id, product_id, customer_id, month, "from", "to", created_by, updated_by)
       SELECT $1, $2, r.p, r.c, r.m, r."from", r."to", $3, $3 FROM jsonb_to_recordset($4::jsonb) AS r(p integer, c integer, m date, "from" numeric, "to" numeric)`,
      [companyId, revision.id, request.userId, JSON.stringify(cells)],
    );
    return { id: revision.id, code, lines: cells.length };
  });
}

export type Decision = 'approved' | 'sent-back';

export async function decideRevision(db: Db, companyId: number, revisionId: number, decision: Decision, who: { userId: number; name: string }, comment?: string): Promise<{ id: number; status: Decision }> {
  if (decision === 'sent-back' && !comment?.trim()) throw new ApiError('VALIDATION_ERROR', serverText('forecast.sendBackWhy'), 'comment');
  return db.transaction(async (tx) => {
    const [revision] = await tx.query<{ status: string; cycle_status: string; code: string; submitted_by: number | null }>(
      `SELECT r.status, r.code, c.status AS cycle_status, r.created_by AS submitted_by FROM data_forecast_revisions r JOIN data_planning_cycles c ON c.id = r.cycle_id
       WHERE r.id = $1 AND r.company_id = $2 FOR UPDATE OF r`,
      [revisionId, companyId],
    );
    if (!revision) throw new ApiError('NOT_FOUND', serverText('forecast.noRevision'));
    if (revision.cycle_status !== 'open') throw new ApiError('CONFLICT', serverText('forecast.revisionOfClosedCycle', { code: revision.code }));
    if (revision.status !== 'submitted') throw new ApiError('CONFLICT', serverText('forecast.revisionNotWaiting', { code: revision.code }));
    // Separation of duties: the author may take her revision back, never approve it.
    if (decision === 'approved' && revision.submitted_by === who.userId) throw new ApiError('SEPARATION_OF_DUTIES', serverText('forecast.selfApproval', { code: revision.code }));
    await tx.query(
      `UPDATE data_forecast_revisions SET status = $3, decided_at = ${NOW}, decided_by = $4, decision = $5, version = version + 1, updated_at = now(), updated_by = $6
       WHERE id = $1 AND company_id = $2`,
      [revisionId, companyId, decision, who.name, comment?.trim() || null, who.userId],
    );
    // Every decision is audited with who took it, beside the revision's own decided_by.
    await writeAudit(tx, { companyId, userId: who.userId, userName: who.name }, [{
      entity: 'forecast-revision', rowId: revisionId, rowTitle: revision.code, action: 'update',
      before: { status: 'submitted' }, after: { status: decision, decidedBy: who.name, decision: comment?.trim() || null },
    }]);
    return { id: revisionId, status: decision };
  });
}

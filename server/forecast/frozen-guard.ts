// Frozen months of forecast-value, as an entity hook (data-engine/hooks):
// a write that would change the plan of a month the S&OP cycle froze is
// refused before anything is written, on every path that writes the entity
// (the data API's create, update and delete, imports, the grid's spread).
// Frozen: from the first cycle's month up to the first editable month
// (cycle-math.ts frozenFrom). The plan: cells of a series a forecast run
// wrote (statistical set), so rows a user creates for a series no run knows
// are not frozen.
import type { FieldValue } from '../../engine/data/field-values';
import type { EntityHooks, RowChange } from '../data-engine/hooks/registry';
import type { Queryable } from '../db/adapter';
import { serverText, type ServerText } from '../errors/texts';
import { frozenFrom } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

export interface FrozenWindow {
  /** First frozen month, or null when the company has no cycle (nothing is frozen). */
  from: string | null;
  /** First month planners may edit. */
  until: string;
}

export async function frozenWindow(db: Queryable, companyId: number, today: string): Promise<FrozenWindow> {
  const cycles = await readCycles(db, companyId);
  const settings = await loadSettings(db, companyId);
  return { from: cycles[0]?.month ?? null, until: frozenFrom(cycles, settings.frozenMonths, today) };
}

export const inWindow = (window: FrozenWindow, month: unknown): boolean => window.from !== null && typeof month === 'string' && month >= window.from && month < window.until;

interface StoredCell {
  id: number;
  month: string;
  planned: boolean;
}

async function storedCells(db: Queryable, companyId: number, ids: number[]): Promise<Map<number, StoredCell>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<StoredCell>(
    `SELECT id, to_char(month, 'YYYY-MM') AS month, statistical IS NOT NULL AS planned FROM data_forecast_values WHERE company_id = $1 AND id = ANY($2::int[])`,
    [companyId, ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Series (product:customer) among these that a forecast run planned. */
async function plannedSeries(db: Queryable, companyId: number, series: Array<[FieldValue, FieldValue]>): Promise<Set<string>> {
  const pairs = series.filter((s): s is [number, number] => typeof s[0] === 'number' && typeof s[1] === 'number');
  if (pairs.length === 0) return new Set();
  const rows = await db.query<{ p: number; c: number }>(
    `SELECT DISTINCT v.product_id AS p, v.customer_id AS c FROM data_forecast_values v
     JOIN unnest($2::int[], $3::int[]) AS s(p, c) ON v.product_id = s.p AND v.customer_id = s.c
     WHERE v.company_id = $1 AND v.statistical IS NOT NULL`,
    [companyId, pairs.map((s) => s[0]), pairs.map((s) => s[1])],
  );
  return new Set(rows.map((r) => `${r.p}:${r.c}`));
}

const moves = (c: RowChange) => ['month', 'product', 'customer'].some((f) => c.before && c.after && c.before[f] !== c.after[f]);

/** The month of each change that would change a frozen month's plan, with its line when it has one. */
async function frozenChanges(db: Queryable, companyId: number, window: FrozenWindow, changes: readonly RowChange[]): Promise<Array<{ month: string; line?: number }>> {
  const stored = await storedCells(db, companyId, changes.flatMap((c) => (c.id !== null && c.action !== 'create' ? [c.id] : [])));
  // Where a row lands (a new row, or one moved to another month or series): frozen when that series is planned.
  const landing = changes.filter((c) => c.after && (c.action === 'create' || moves(c)) && inWindow(window, c.after.month));
  const planned = await plannedSeries(db, companyId, landing.map((c) => [c.after!.product, c.after!.customer]));
  const out: Array<{ month: string; line?: number }> = [];
  for (const c of changes) {
    const row = c.id !== null ? stored.get(c.id) : undefined;
    const touched = c.action === 'delete' || moves(c) || (c.before?.override ?? null) !== (c.after?.override ?? null);
    if (row?.planned && inWindow(window, row.month) && touched) out.push({ month: row.month, line: c.line });
    else if (landing.includes(c) && planned.has(`${c.after!.product}:${c.after!.customer}`)) out.push({ month: String(c.after!.month), line: c.line });
  }
  return out;
}

function refusal(window: FrozenWindow, refused: Array<{ month: string; line?: number }>): ServerText {
  const months = [...new Set(refused.map((r) => r.month))].sort();
  const lines = refused.flatMap((r) => (r.line === undefined ? [] : [r.line]));
  if (lines.length === 0) return serverText('forecast.frozenMonth', { month: months.join(', '), before: window.until });
  const shown = lines.slice(0, 20).join(', ') + (lines.length > 20 ? ` (+${lines.length - 20})` : '');
  return serverText('forecast.frozenLines', { lines: shown, months: months.join(', '), before: window.until });
}

/** The hook of forecast-value; `today` is the forecasting service's (tests move it). */
export function frozenMonthsHook(today: () => string): EntityHooks {
  return {
    async beforeWrite(ctx, changes) {
      const window = await frozenWindow(ctx.tx, ctx.companyId, today());
      if (window.from === null) return null;
      const refused = await frozenChanges(ctx.tx, ctx.companyId, window, changes);
      return refused.length ? refusal(window, refused) : null;
    },
  };
}

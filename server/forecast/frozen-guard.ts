// Frozen months in the generic data API of forecast-value: a write that
// would change the plan of a month the S&OP cycle froze is refused before
// anything is written. Frozen: from the first cycle's month up to the first
// editable month (cycle-math.ts frozenFrom). The plan: cells of a series a
// forecast run wrote (statistical set), so rows a user creates for a series
// no run knows are not frozen. Imports are not checked here; the forecast
// grid can check its own edits with the same rule (frozenWindow + inWindow).
import type { Queryable } from '../db/adapter';
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

export const inWindow = (window: FrozenWindow, month: string): boolean => window.from !== null && month >= window.from && month < window.until;

async function seriesInPlan(db: Queryable, companyId: number, productId: unknown, customerId: unknown): Promise<boolean> {
  if (typeof productId !== 'number' || typeof customerId !== 'number') return false;
  const rows = await db.query('SELECT 1 FROM data_forecast_values WHERE company_id = $1 AND product_id = $2 AND customer_id = $3 AND statistical IS NOT NULL LIMIT 1', [companyId, productId, customerId]);
  return rows.length > 0;
}

/** Why this data API write of forecast-value is refused, or null to let it through. */
export async function frozenWriteRefusal(db: Queryable, companyId: number, method: string, url: string, body: unknown, today: string): Promise<string | null> {
  const path = url.replace(/^\/api\/data\/forecast-value/, '');
  // Read before the data engine checks the body: values of another type (5, "x") are its 400 to answer, not a TypeError here.
  const given = (body as { values?: unknown } | undefined)?.values;
  const values = (given && typeof given === 'object' && !Array.isArray(given) ? given : {}) as Record<string, unknown>;
  const window = await frozenWindow(db, companyId, today);
  if (window.from === null) return null;
  const refuse = (month: string) => `${month} is frozen by the S&OP cycle (months before ${window.until} can no longer change): nothing was saved`;
  if (method === 'POST' && path === '') {
    const month = typeof values.month === 'string' ? values.month : '';
    return inWindow(window, month) && (await seriesInPlan(db, companyId, values.product, values.customer)) ? refuse(month) : null;
  }
  const id = /^\/(\d+)$/.exec(path)?.[1];
  if (!id || (method !== 'PATCH' && method !== 'DELETE')) return null;
  const [row] = await db.query<{ month: string; product_id: number; customer_id: number; override: number | null; statistical: number | null }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, product_id, customer_id, override::float8 AS override, statistical::float8 AS statistical
     FROM data_forecast_values WHERE id = $1 AND company_id = $2`,
    [Number(id), companyId],
  );
  if (!row) return null; // the data API answers 404 itself
  const planned = row.statistical !== null;
  if (method === 'DELETE') return planned && inWindow(window, row.month) ? refuse(row.month) : null;
  const changes = (name: string, current: unknown) => name in values && values[name] !== current;
  const moves = changes('month', row.month) || changes('product', row.product_id) || changes('customer', row.customer_id);
  if (planned && inWindow(window, row.month) && (moves || changes('override', row.override))) return refuse(row.month);
  if (moves) {
    const month = typeof values.month === 'string' ? values.month : row.month;
    const product = values.product ?? row.product_id;
    const customer = values.customer ?? row.customer_id;
    if (inWindow(window, month) && (await seriesInPlan(db, companyId, product, customer))) return refuse(month);
  }
  return null;
}

// One product's forecast in detail (forecasts/detail): its monthly history
// over the window, the fitted values and the forecast of the last run, the
// override and consensus, the lag-1 snapshot the past months were planned
// with, and per customer the model chosen and why. For one customer, each
// editable month also carries its row id and version for an override edit.
import { monthIndex, monthKey } from '../../engine/time/calendar';
import type { Queryable } from '../db/adapter';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { frozenFrom, planningMonth } from './cycle-math';
import { readCycles } from './runs';
import { loadSettings } from './settings';

const monthOf = (column: string) => `(extract(year FROM ${column})::int * 12 + extract(month FROM ${column})::int - 1)`;

export interface DetailCell {
  month: string;
  id: number;
  version: number;
  statistical: number | null;
  override: number | null;
}

export async function forecastDetail(db: Queryable, companyId: number, productId: number, customerId: number | null, today: string) {
  const [product] = await db.query<Record<string, unknown>>(
    `SELECT p.id, p.sku, p.name, p.status, to_char(p.launch_date, 'YYYY-MM-DD') AS "launchDate", l.sku AS "likeSku", l.name AS "likeName", f.name AS family
     FROM data_products p LEFT JOIN data_products l ON l.id = p.like_id LEFT JOIN data_product_families f ON f.id = p.family_id
     WHERE p.company_id = $1 AND p.id = $2`,
    [companyId, productId],
  );
  if (!product) throw new ApiError('NOT_FOUND', serverText('forecast.noProduct'));
  let customer: Record<string, unknown> | null = null;
  if (customerId !== null) {
    [customer] = await db.query('SELECT id, code, name FROM data_customers WHERE company_id = $1 AND id = $2', [companyId, customerId]);
    if (!customer) throw new ApiError('NOT_FOUND', serverText('forecast.noCustomer'));
  }
  const settings = await loadSettings(db, companyId);
  const cycles = await readCycles(db, companyId);
  const current = planningMonth(cycles, today);
  const first = monthIndex(current) - settings.historyMonths;
  const count = settings.historyMonths + settings.horizon;
  const months = Array.from({ length: count }, (_, i) => monthKey(first + i));
  const params = [companyId, productId, `${monthKey(first)}-01`, `${monthKey(first + count)}-01`, customerId ?? 0];
  const who = 'AND ($5 = 0 OR customer_id = $5)';
  const [sales, values, snapshots, models] = await Promise.all([
    db.query<{ t: number; q: number }>(`SELECT ${monthOf('month')} AS t, sum(quantity)::float8 AS q FROM data_sales_lines WHERE company_id = $1 AND product_id = $2 AND month >= $3::date AND month < $4::date ${who} GROUP BY month`, params),
    db.query<{ t: number; id: number; version: number; s: number | null; o: number | null; c: number | null; n: number }>(
      `SELECT ${monthOf('month')} AS t, min(id) AS id, min(version) AS version, sum(statistical)::float8 AS s, sum(override)::float8 AS o, sum(coalesce(override, statistical))::float8 AS c, count(*)::int AS n
       FROM data_forecast_values WHERE company_id = $1 AND product_id = $2 AND month >= $3::date AND month < $4::date ${who} GROUP BY month`, params),
    db.query<{ t: number; q: number }>(`SELECT ${monthOf('month')} AS t, sum(quantity)::float8 AS q FROM data_forecast_snapshots WHERE company_id = $1 AND product_id = $2 AND lag = 1 AND month >= $3::date AND month < $4::date ${who} GROUP BY month`, params),
    db.query<Record<string, unknown>>(
      `SELECT m.customer_id AS "customerId", c.name AS customer, m.method, m.pattern, m.seasonal, m.smape::float8 AS smape, m.mase::float8 AS mase, m.mae::float8 AS mae,
         m.outliers, m.outlier_count AS "outlierCount", m.components, m.fitted, to_char(m.first_month, 'YYYY-MM') AS "firstMonth", m.history_months AS "historyMonths",
         m.reason, r.code AS run, l.sku AS "likeSku"
       FROM data_forecast_models m JOIN data_customers c ON c.id = m.customer_id LEFT JOIN data_forecast_runs r ON r.id = m.run_id LEFT JOIN data_products l ON l.id = m.like_id
       WHERE m.company_id = $1 AND m.product_id = $2 AND ($3 = 0 OR m.customer_id = $3) ORDER BY c.name`,
      // Its own parameters: an unused $3/$4 (the window's dates) has no type, which Postgres refuses.
      [companyId, productId, customerId ?? 0]),
  ]);
  const at = <T extends { t: number }>(rows: T[], pick: (r: T) => number | null) => {
    const byMonth = new Map(rows.map((r) => [Number(r.t), pick(r)]));
    return months.map((_, i) => byMonth.get(first + i) ?? null);
  };
  // Fitted values of every customer's model, summed month by month where they exist.
  const fitted: Array<number | null> = months.map(() => null);
  for (const model of models) {
    const values = model.fitted ? (JSON.parse(String(model.fitted)) as Array<number | null>) : [];
    const start = model.firstMonth ? monthIndex(String(model.firstMonth)) - first : 0;
    values.forEach((v, i) => {
      if (v === null || start + i < 0 || start + i >= count) return;
      fitted[start + i] = (fitted[start + i] ?? 0) + v;
    });
  }
  const editable = frozenFrom(cycles, settings.frozenMonths, today);
  // A month is history once it is over: before the planning month, and before today's (a cycle opened for next
  // month leaves this month's sales still to come: a 0 there read as a collapse of the product's sales).
  const closedBefore = Math.min(monthIndex(current), monthIndex(today.slice(0, 7)));
  const cells: DetailCell[] = customerId === null ? [] : values.filter((v) => Number(v.n) === 1).map((v) => ({
    month: monthKey(Number(v.t)), id: Number(v.id), version: Number(v.version), statistical: v.s, override: v.o,
  }));
  return {
    product, customer, months, current, frozenFrom: editable,
    cycle: cycles.at(-1) ?? null,
    history: at(sales, (r) => r.q).map((v, i) => (first + i < closedBefore ? (v ?? 0) : null)),
    fitted,
    statistical: at(values, (r) => r.s),
    override: at(values, (r) => r.o),
    consensus: at(values, (r) => r.c),
    lag1: at(snapshots, (r) => r.q),
    cells,
    models,
  };
}

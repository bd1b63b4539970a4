// What sequencing one line reads, set-based over the company $1: the line
// with its factory's calendar and time zone, the line's open production
// orders with the minutes per unit of their product's operation on this
// line, the family the line last ran, and the change matrix of the line.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import type { LineRow } from '../load/master';
import { OPEN_PRODUCTION_STATUSES, requireTable, tableFor } from '../tables';

export interface ScheduledLine extends LineRow {
  timeZone: string | null;
}

export interface LineOrderRow {
  id: number;
  version: number;
  number: string;
  productId: number;
  sku: string;
  familyId: number | null;
  quantity: number;
  produced: number;
  status: string;
  dueDate: string;
  /** YYYY-MM-DD: not before this day; null when free. */
  earliestStart: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  sequence: number | null;
  changeoverMinutes: number | null;
  /** Standard minutes per unit of the product's operations on this line; null when its routing does not use the line. */
  minutesPerUnit: number | null;
}

export async function loadScheduledLine(db: Queryable, config: CompiledConfig, companyId: number, lineId: number): Promise<ScheduledLine | null> {
  const lines = requireTable(config, 'production-line');
  const factories = requireTable(config, 'factory');
  const locations = tableFor(config, 'location');
  const [row] = await db.query<ScheduledLine>(
    `SELECT l.id, l.code, l.name, coalesce(l.active, true) AS active, l.shifts_per_day::float8 AS "shiftsPerDay", l.hours_per_shift::float8 AS "hoursPerShift",
            l.efficiency::float8 AS efficiency, f.working_week AS "workingWeek", f.location_id AS "locationId",
            ${locations ? 'loc.time_zone' : 'NULL::text'} AS "timeZone"
     FROM ${lines} l LEFT JOIN ${factories} f ON f.id = l.factory_id AND f.company_id = l.company_id
     ${locations ? `LEFT JOIN ${locations} loc ON loc.id = f.location_id AND loc.company_id = l.company_id` : ''}
     WHERE l.company_id = $1 AND l.id = $2`,
    [companyId, lineId],
  );
  return row ?? null;
}

/** The line's open orders (planned, released, in progress), in their current sequence. */
export async function loadLineOrders(db: Queryable, config: CompiledConfig, companyId: number, lineId: number): Promise<LineOrderRow[]> {
  const orders = requireTable(config, 'production-order');
  const products = requireTable(config, 'product');
  const steps = tableFor(config, 'process-step');
  const minutes = steps
    ? `(SELECT sum(s.minutes_per_unit)::float8 FROM ${steps} s WHERE s.company_id = o.company_id AND s.product_id = o.product_id AND s.line_id = o.line_id)`
    : 'NULL::float8';
  return db.query<LineOrderRow>(
    `SELECT o.id, o.version, o.number, o.product_id AS "productId", p.sku, p.family_id AS "familyId",
            o.quantity::float8 AS quantity, coalesce(o.produced_quantity, 0)::float8 AS produced, o.status,
            to_char(o.due_date, 'YYYY-MM-DD') AS "dueDate", to_char(o.earliest_start, 'YYYY-MM-DD') AS "earliestStart", o.planned_start AS "plannedStart", o.planned_end AS "plannedEnd",
            o.sequence, o.changeover_minutes AS "changeoverMinutes", ${minutes} AS "minutesPerUnit"
     FROM ${orders} o JOIN ${products} p ON p.id = o.product_id AND p.company_id = o.company_id
     WHERE o.company_id = $1 AND o.line_id = $2 AND o.status = ANY($3::text[])
     ORDER BY o.planned_start NULLS LAST, o.sequence NULLS LAST, o.due_date, o.number`,
    [companyId, lineId, OPEN_PRODUCTION_STATUSES],
  );
}

/** The family of the order the line finished last (its current set-up); null when none. */
export async function loadLastFamily(db: Queryable, config: CompiledConfig, companyId: number, lineId: number): Promise<number | null> {
  const orders = requireTable(config, 'production-order');
  const products = requireTable(config, 'product');
  const [row] = await db.query<{ family: number | null }>(
    `SELECT p.family_id AS family FROM ${orders} o JOIN ${products} p ON p.id = o.product_id AND p.company_id = o.company_id
     WHERE o.company_id = $1 AND o.line_id = $2 AND o.status = 'done' AND o.planned_end IS NOT NULL
     ORDER BY o.planned_end DESC LIMIT 1`,
    [companyId, lineId],
  );
  return row?.family ?? null;
}

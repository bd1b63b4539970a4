// The factory's master data the production plans read, one set-based query
// each over the company $1: lines with their factory's working week and
// location, non-working days per location, routings (process steps), the
// change matrix, and the made products with what sizes their lots.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Queryable } from '../../db/adapter';
import { requireTable, tableFor } from '../tables';

export interface LineRow {
  id: number;
  code: string;
  name: string;
  active: boolean;
  shiftsPerDay: number | null;
  hoursPerShift: number | null;
  /** OEE %, null when missing. */
  efficiency: number | null;
  workingWeek: string | null;
  locationId: number | null;
}

export interface RoutingRow {
  productId: number;
  lineId: number;
  minutesPerUnit: number | null;
  sequence: number;
}

export interface ChangeoverRow {
  lineId: number;
  fromFamily: number;
  toFamily: number;
  minutes: number;
}

export interface ProductRow {
  id: number;
  sku: string;
  familyId: number | null;
  moq: number | null;
  /** The active recipe's batch size (highest revision); null without an active recipe. */
  batchSize: number | null;
  lotRule: string | null;
  lotSize: number | null;
  minBatch: number | null;
  multiple: number | null;
  safetyStock: number | null;
}

export async function loadLines(db: Queryable, config: CompiledConfig, companyId: number): Promise<LineRow[]> {
  const lines = requireTable(config, 'production-line');
  const factories = requireTable(config, 'factory');
  return db.query<LineRow>(
    `SELECT l.id, l.code, l.name, coalesce(l.active, true) AS active, l.shifts_per_day::float8 AS "shiftsPerDay", l.hours_per_shift::float8 AS "hoursPerShift",
            l.efficiency::float8 AS efficiency, f.working_week AS "workingWeek", f.location_id AS "locationId"
     FROM ${lines} l LEFT JOIN ${factories} f ON f.id = l.factory_id AND f.company_id = l.company_id
     WHERE l.company_id = $1 ORDER BY l.code`,
    [companyId],
  );
}

/** location id -> its non-working days (YYYY-MM-DD) from `from` on. */
export async function loadNonWorkingDays(db: Queryable, config: CompiledConfig, companyId: number, from: string): Promise<Map<number, string[]>> {
  const table = tableFor(config, 'non-working-day');
  const out = new Map<number, string[]>();
  if (!table) return out;
  const rows = await db.query<{ location: number; day: string }>(
    `SELECT location_id AS location, to_char(date, 'YYYY-MM-DD') AS day FROM ${table} WHERE company_id = $1 AND date >= $2::date ORDER BY date`,
    [companyId, from],
  );
  for (const r of rows) {
    const list = out.get(r.location);
    if (list) list.push(r.day);
    else out.set(r.location, [r.day]);
  }
  return out;
}

export async function loadRoutings(db: Queryable, config: CompiledConfig, companyId: number): Promise<RoutingRow[]> {
  const table = tableFor(config, 'process-step');
  if (!table) return [];
  return db.query<RoutingRow>(
    `SELECT product_id AS "productId", line_id AS "lineId", minutes_per_unit::float8 AS "minutesPerUnit", sequence
     FROM ${table} WHERE company_id = $1 ORDER BY product_id, sequence`,
    [companyId],
  );
}

export async function loadChangeovers(db: Queryable, config: CompiledConfig, companyId: number, lineId?: number): Promise<ChangeoverRow[]> {
  const table = tableFor(config, 'changeover');
  if (!table) return [];
  return db.query<ChangeoverRow>(
    `SELECT line_id AS "lineId", from_family_id AS "fromFamily", to_family_id AS "toFamily", minutes
     FROM ${table} WHERE company_id = $1 ${lineId === undefined ? '' : 'AND line_id = $2'}`,
    lineId === undefined ? [companyId] : [companyId, lineId],
  );
}

/** Products made in the company's factories, with their lot sizing inputs. */
export async function loadMadeProducts(db: Queryable, config: CompiledConfig, companyId: number): Promise<ProductRow[]> {
  const products = requireTable(config, 'product');
  const recipes = tableFor(config, 'recipe');
  const policies = tableFor(config, 'production-policy');
  const batch = recipes
    ? `LEFT JOIN (SELECT DISTINCT ON (product_id) product_id, batch_size FROM ${recipes}
         WHERE company_id = $1 AND status = 'active' ORDER BY product_id, revision DESC) r ON r.product_id = p.id`
    : '';
  const policy = policies ? `LEFT JOIN ${policies} pp ON pp.product_id = p.id AND pp.company_id = p.company_id` : '';
  return db.query<ProductRow>(
    `SELECT p.id, p.sku, p.family_id AS "familyId", p.moq::float8 AS moq,
            ${recipes ? 'r.batch_size::float8' : 'NULL::float8'} AS "batchSize",
            ${policies ? 'pp.lot_rule' : 'NULL::text'} AS "lotRule", ${policies ? 'pp.lot_size::float8' : 'NULL::float8'} AS "lotSize",
            ${policies ? 'pp.min_batch::float8' : 'NULL::float8'} AS "minBatch", ${policies ? 'pp.multiple::float8' : 'NULL::float8'} AS multiple,
            ${policies ? 'pp.safety_stock::float8' : 'NULL::float8'} AS "safetyStock"
     FROM ${products} p ${batch} ${policy}
     WHERE p.company_id = $1 AND p.source = 'made' ORDER BY p.sku`,
    [companyId],
  );
}

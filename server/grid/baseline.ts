// The spread baseline of each leaf under a cell when it comes from another
// entity (last year's sales for a budget) or from conditions: the baseline
// measure grouped by the leaf refs, through the report aggregation, for the
// cell's levels and month. Leaves that only the baseline has are where a
// top-down edit creates rows.
import type { RowFilter } from '../../engine/data/grid-api';
import type { Filter } from '../../engine/data/list-query';
import type { CallerAccess } from '../data-engine/access';
import type { Queryable } from '../db/adapter';
import type { ReportPlan } from '../reports/plan';
import { buildReportSql } from '../reports/report-sql';
import { gridDimensions, leafDimension, levelDimension, PERIOD, type GridModel } from './model';
import { reachesSame, withScope } from './read';

/**
 * Leaf keys ("12|40") -> baseline, for the cell's levels and month; with `leaves` (indices of the
 * grid's leaves the basis has, e.g. a budget by product only), keyed by those leaves' values.
 */
export async function baselineByLeaf(tx: Queryable, model: GridModel, access: CallerAccess, companyId: number, row: RowFilter, month: string, scopeValue: number | null, today: string, basis = model.grid.baseline, leaves = model.grid.leaves.map((_, i) => i)): Promise<Map<string, number | null>> {
  const measure = withScope(model, model.measures.find((m) => m.id === basis)!, scopeValue);
  const entity = model.entities.get(measure.entity!)!;
  const dimensions = gridDimensions(model, (e, p) => reachesSame(model, e, p));
  const group = leaves.map((i) => leafDimension(i));
  const filters: Filter[] = [
    { field: PERIOD, op: 'eq', value: month },
    ...row.map(([path, value]): Filter => {
      const id = levelDimension(model.levels.indexOf(path));
      return value === null ? { field: id, op: 'null', value: true } : { field: id, op: 'eq', value };
    }),
  ];
  const plan: ReportPlan = {
    measures: [measure], shown: [measure.id], hidden: [], entities: [entity], dimensions, readable: [...dimensions.keys()],
    group, pivot: null, filters, sort: [], limit: null, chart: null, used: group,
  };
  const statement = buildReportSql(model.view, plan, model.scope, access, companyId, today);
  const rows = await tx.query<Record<string, unknown>>(statement.sql, statement.params.values);
  const column = statement.measureColumns.get(measure.id)!;
  const out = new Map<string, number | null>();
  for (const r of rows) {
    if (Number(r.g) !== 0) continue;
    const keys = group.map((_, i) => r[`d${i}`]);
    if (keys.some((k) => k === null || k === undefined)) continue;
    out.set(keys.map(Number).join('|'), r[column] === null ? null : Number(r[column]));
  }
  return out;
}

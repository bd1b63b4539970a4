// What one report request computes, decided before any SQL: which measures
// the caller may see (a measure over an entity or field they may not read is
// left out and named in `hidden`, and so is a formula over it), which
// dimensions they may group and filter by (one they may not read is refused
// exactly like one that does not exist), and the grouping, pivot, filters,
// sort, limit and chart with the view's defaults applied.
import type { CompiledDimension, CompiledEntity, CompiledMeasure, CompiledView } from '../../engine/config/compiled';
import type { Filter, SortSpec } from '../../engine/data/list-query';
import type { ReportQuery } from '../../engine/data/report-api';
import type { CallerAccess } from '../data-engine/access';
import { ApiError } from '../errors/api-error';
import { formulaMeasures } from './measure-formula';
import { canReadReportPath } from './paths';

export const MAX_GROUP = 4;
export const MAX_LIMIT = 10_000;

export interface ChartPlan {
  kind: NonNullable<NonNullable<CompiledView['report']>['chart']>['kind'];
  x: string;
  series?: string;
  y: string[];
}

export interface ReportPlan {
  /** Measures computed: the shown ones and every measure their formulas use, in declaration order. */
  measures: CompiledMeasure[];
  /** Measure ids shown as columns, in declaration order. */
  shown: string[];
  hidden: string[];
  /** Entities aggregated (those of the computed measures), in order of first use. */
  entities: CompiledEntity[];
  dimensions: Map<string, CompiledDimension>;
  /** Dimension ids the caller may group and filter by. */
  readable: string[];
  group: string[];
  pivot: string | null;
  filters: Filter[];
  sort: SortSpec[];
  limit: number | null;
  chart: ChartPlan | null;
  /** Every dimension the query groups by: group, pivot, chart x and series, without repeats. */
  used: string[];
}

const unknown = (where: string, what: string, id: string) => new ApiError('VALIDATION_ERROR', `${where}: there is no ${what} "${id}"`, where);

/** Measure ids the caller may not see: over an entity, field or condition they may not read, or a formula over such a measure. */
export function hiddenMeasures(measures: readonly CompiledMeasure[], access: CallerAccess, entities: ReadonlyMap<string, CompiledEntity>): Set<string> {
  const byId = new Map(measures.map((m) => [m.id, m]));
  const hidden = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: CompiledMeasure): boolean => {
    if (state.get(m.id) === 'done') return hidden.has(m.id);
    if (state.get(m.id) === 'visiting') throw new Error(`report measure "${m.id}": its formula uses itself`);
    state.set(m.id, 'visiting');
    let hide = false;
    if (m.formula !== undefined) {
      for (const id of formulaMeasures(m.formula)) {
        const dep = byId.get(id);
        if (!dep || visit(dep)) hide = true;
      }
    } else {
      const entity = m.entity ? entities.get(m.entity) : undefined;
      hide = !entity || !access.of(entity).read
        || (m.field !== undefined && !canReadReportPath(entity, m.field, access, entities))
        || m.where.some((c) => !canReadReportPath(entity, c.field, access, entities));
    }
    if (hide) hidden.add(m.id);
    state.set(m.id, 'done');
    return hide;
  };
  measures.forEach(visit);
  return hidden;
}

export function planReport(view: CompiledView, query: ReportQuery, access: CallerAccess, entities: ReadonlyMap<string, CompiledEntity>): ReportPlan {
  const report = view.report!;
  const byId = new Map(report.measures.map((m) => [m.id, m]));
  const hidden = hiddenMeasures(report.measures, access, entities);
  const visible = report.measures.filter((m) => !hidden.has(m.id)).map((m) => m.id);

  // A saved report keeps naming a measure its owner may no longer see: it is left out, not refused.
  for (const id of query.measures ?? []) if (!byId.has(id)) throw unknown('measures', 'measure', id);
  const shown = query.measures ? visible.filter((id) => query.measures!.includes(id)) : visible;
  const computed = new Set<string>();
  const need = (id: string) => {
    if (computed.has(id)) return;
    computed.add(id);
    const m = byId.get(id)!;
    if (m.formula !== undefined) formulaMeasures(m.formula).forEach(need);
  };
  shown.forEach(need);
  const measures = report.measures.filter((m) => computed.has(m.id));
  const usedEntities: CompiledEntity[] = [];
  for (const m of measures) {
    const e = m.entity ? entities.get(m.entity) : undefined;
    if (e && !usedEntities.includes(e)) usedEntities.push(e);
  }

  const dimensions = new Map(report.dimensions.map((d) => [d.id, d]));
  const readable = usedEntities.length === 0 ? [] : report.dimensions
    .filter((d) => usedEntities.every((e) => d.paths[e.id] !== undefined && canReadReportPath(e, d.paths[e.id], access, entities)))
    .map((d) => d.id);
  const dimension = (where: string, id: string) => {
    if (!readable.includes(id)) throw unknown(where, 'dimension', id);
    return id;
  };

  const group = query.group ? query.group.map((id) => dimension('group', id)) : report.group.filter((id) => readable.includes(id));
  if (new Set(group).size !== group.length) throw new ApiError('VALIDATION_ERROR', 'group: a dimension is named twice', 'group');
  if (group.length > MAX_GROUP) throw new ApiError('VALIDATION_ERROR', `group: at most ${MAX_GROUP} dimensions`, 'group');
  let pivot: string | null;
  if (query.pivot === undefined) pivot = report.pivot && readable.includes(report.pivot) && !group.includes(report.pivot) ? report.pivot : null;
  else if (query.pivot === null) pivot = null;
  else {
    pivot = dimension('pivot', query.pivot);
    if (group.includes(pivot)) throw new ApiError('VALIDATION_ERROR', `pivot: "${pivot}" already groups the rows`, 'pivot');
  }
  const filters = query.filters.map((f) => ({ ...f, field: dimension('filter', f.field) }));

  const sortable = new Set([...group, ...shown]);
  let sort: SortSpec[];
  if (query.sort.length) {
    sort = query.sort.map((s) => {
      if (!sortable.has(s.field)) throw unknown('sort', 'shown measure or row dimension', s.field);
      return s;
    });
  } else {
    sort = view.sort.map((s) => ({ field: s.replace(/^-/, ''), desc: s.startsWith('-') })).filter((s) => sortable.has(s.field));
  }
  const limit = query.limit ?? report.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)) throw new ApiError('VALIDATION_ERROR', `limit: a whole number from 1 to ${MAX_LIMIT}`, 'limit');

  let chart: ChartPlan | null = null;
  if (report.chart && shown.length) {
    const x = report.chart.x && readable.includes(report.chart.x) ? report.chart.x : group[0] ?? pivot ?? undefined;
    const series = report.chart.series && readable.includes(report.chart.series) && report.chart.series !== x ? report.chart.series : undefined;
    const y = report.chart.y.filter((id) => shown.includes(id));
    if (x) chart = { kind: report.chart.kind, x, ...(series ? { series } : {}), y: y.length ? y : shown.slice(0, report.chart.kind === 'scatter' ? 2 : 1) };
  }
  const used = [...new Set([...group, ...(pivot ? [pivot] : []), ...(chart ? [chart.x, ...(chart.series ? [chart.series] : [])] : [])])];
  return {
    measures, shown, hidden: report.measures.filter((m) => hidden.has(m.id)).map((m) => m.id),
    entities: usedEntities, dimensions, readable, group, pivot, filters, sort, limit, chart, used,
  };
}

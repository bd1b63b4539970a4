// One report request as ONE statement: a CTE per entity that aggregates its
// rows by every dimension the request groups by, under GROUPING SETS (rows,
// subtotals, grand total, the chart's own grouping), and a FULL OUTER JOIN of
// those CTEs on the grouping and the dimension values, so sales and forecasts
// meet on the same family and month, and a key present in one only still
// shows. Formula measures are computed in the final SELECT over the joined
// aggregates (aggregate-sql.ts). Every entity's rows, and every join, are
// scoped to $1, the caller's company. A page of nested rows, or of one level
// over a pivot, is read with two or three such statements over some of the
// sets (paged-groups.ts: StatementOptions).
import type { CompiledDimension, CompiledEntity, CompiledMeasure, CompiledView, ViewCondition } from '../../engine/config/compiled';
import type { FieldValue } from '../../engine/data/field-values';
import type { Filter } from '../../engine/data/list-query';
import type { DimensionKind, ReportValue } from '../../engine/data/report-api';
import { resolveRelativeDate } from '../../engine/data/relative-dates';
import { Params } from '../data-engine/query/params';
import { dimensionKeySql, dimensionKind } from './dimension-sql';
import { aggregateSql, type DimensionFormat, type MeasureInput } from './aggregate-sql';
import { filterSql } from './filters';
import { groupingSets, type GroupingPlan } from './grouping';
import { compileMeasureFormula } from './measure-formula';
import { canReadTitle, resolveReportPath, ROW, sourceOf, type Join, type PathScope, type ReportPath } from './paths';
import type { ReportPlan } from './plan';
import type { CallerAccess } from '../data-engine/access';
import { requestPaths, rolledCount, rolledEntity, rolledPath, rollupCovers } from './rollup';

const DECIMAL_TYPES: ReadonlySet<string> = new Set(['decimal', 'money', 'percent']);

/** Whether a path's value is numeric in SQL (a decimal column or a formula field): summed as numeric, made float8 once per group. */
export const isDecimalPath = (path: ReportPath): boolean => !!path.field.formula || DECIMAL_TYPES.has(path.field.type);

export interface DimensionColumn {
  id: string;
  kind: DimensionKind;
  /** The field grouped by (in the first entity). */
  field: { entity: string; name: string };
  /** Whether the query returns a title (l<i>) beside the value (ref dimensions the caller may read the title of). */
  labelled: boolean;
  /** Labelled by a date or month title (a cycle by its month): how the browser formats the label, and the axis sorts in time. */
  labelKind?: 'date' | 'month';
}

export interface ReportStatement {
  sql: string;
  params: Params;
  grouping: GroupingPlan;
  dimensions: DimensionColumn[];
  /** Measure id -> column alias of its value in the result. */
  measureColumns: Map<string, string>;
  /** Each entity's rows (d<i> its keys) before the aggregation: what paged-groups.ts counts the leaves of. */
  inners: string[];
}

/** SQL array type of a dimension's key values, for keys = ANY($n) (paged-groups.ts); null: its keys are not compared so. */
export function keyArrayType(kind: DimensionKind): string | null {
  if (kind === 'ref') return 'bigint[]';
  if (kind === 'text' || kind === 'enum') return 'text[]';
  if (kind === 'number') return 'float8[]';
  if (kind === 'boolean') return 'boolean[]';
  return null;
}

export interface StatementOptions {
  /** Grouping sets (indices into plan.used) instead of the request's: some of them only. */
  sets?: number[][];
  /** Rows whose key of dimension `index` (d<index>, a key that is its value) is one of `values` (null: empty) only. */
  keys?: ReadonlyArray<{ index: number; values: readonly ReportValue[] }>;
  /** Aggregate in one step (aggregateSql's oneStep): sets whose first step would make as many groups as rows. */
  oneStep?: boolean;
}

/** A path that the config check and the start-up validation guarantee to resolve. */
export function pathOrThrow(entity: CompiledEntity, path: string, scope: PathScope): ReportPath {
  const resolved = resolveReportPath(entity, path, scope);
  if (typeof resolved === 'string') throw new Error(`report path "${path}" in entity "${entity.id}": ${resolved}`);
  return resolved;
}

/** A view's where condition as a filter, its relative dates resolved against today. */
export function conditionFilter(condition: ViewCondition, field: { type: string } | undefined, today: string): Filter {
  const resolve = (v: unknown) => {
    const value = resolveRelativeDate(v, today) as FieldValue;
    return field?.type === 'month' && typeof value === 'string' && value.length === 10 ? value.slice(0, 7) : value;
  };
  const value = Array.isArray(condition.value) ? condition.value.map(resolve) : condition.value === undefined ? undefined : resolve(condition.value);
  return { field: condition.field, op: condition.op, ...(value !== undefined ? { value } : {}) } as Filter;
}

/** The path a condition (or filter) names in an entity: a dimension id, else a field path of the entity. */
export function conditionTarget(field: string, entity: CompiledEntity, dimensions: ReadonlyMap<string, CompiledDimension>, scope: PathScope): { path: ReportPath; dimension: Pick<CompiledDimension, 'grain'> } {
  const dimension = dimensions.get(field);
  if (dimension?.paths[entity.id]) return { path: pathOrThrow(entity, dimension.paths[entity.id], scope), dimension };
  return { path: pathOrThrow(entity, field, scope), dimension: {} };
}

const orderJoins = (joins: Join[]) => {
  const byAlias = new Map(joins.map((j) => [j.alias, j.sql]));
  // A child alias extends its parent's (t_family_id_parent_id after t_family_id): length orders them.
  return [...byAlias.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b)).map((a) => byAlias.get(a)).join(' ');
};

export function buildReportSql(view: CompiledView, plan: ReportPlan, scope: PathScope, access: CallerAccess, companyId: number, today: string, options: StatementOptions = {}): ReportStatement {
  const params = new Params(companyId);
  const dims = plan.used;
  const requested = groupingSets(dims, plan.group, plan.pivot, plan.chart ? [plan.chart.x, ...(plan.chart.series ? [plan.chart.series] : [])] : null);
  const grouping = options.sets ? { dims, sets: options.sets } : requested;
  const inners: string[] = [];
  const dimensionColumns: DimensionColumn[] = [];
  const ctes: string[] = [];
  const measureOf = new Map<string, { cte: number; column: string; agg: CompiledMeasure['agg'] }>();
  /** Per entity, per dimension: the SQL of its title in the final SELECT (a labelled dimension's). */
  const titles: string[][] = [];
  const titleJoins: string[] = [];

  // Kinds and titles follow the first entity (the start-up validation checks the others agree).
  const first = plan.entities[0];
  if (first) {
    for (const id of dims) {
      const dimension = plan.dimensions.get(id)!;
      const path = pathOrThrow(first, dimension.paths[first.id], scope);
      const labelled = !!path.title?.expr && canReadTitle(path.title.entity, access);
      const titleType = path.title?.type;
      const labelKind = labelled && (titleType === 'date' || titleType === 'month') ? titleType : undefined;
      dimensionColumns.push({ id, kind: dimensionKind(path, dimension), field: { entity: path.owner.id, name: path.field.name }, labelled, ...(labelKind ? { labelKind } : {}) });
    }
  }

  plan.entities.forEach((entity, e) => {
    // The entity's rolled rows when they answer this request (rollup.ts), else its rows.
    const rollup = scope.computed.rollup?.(entity.id);
    const rolled = rollup && rollupCovers(rollup, entity.id, requestPaths(entity, view, dims, plan.filters, plan.dimensions), plan.measures) ? rollup : null;
    const rows = rolled ? rolledEntity(rolled, entity, scope) : entity;
    const rowScope: PathScope = rolled ? { ...scope, computed: { ...scope.computed, sql: (id, p) => (id === entity.id ? rolled.sql(p) : scope.computed.sql(id, p)) } } : scope;
    // A summed field keeps its name in the rolled rows; any other path starts with a key (rollupCovers).
    const at = (path: string, summed = false) => pathOrThrow(rows, rolled && !summed ? rolledPath(rolled, path)! : path, rowScope);
    // conditionTarget's rule: a dimension id names its path in the entity, anything else is a field path.
    const target = (field: string) => {
      const dimension = plan.dimensions.get(field);
      return dimension?.paths[entity.id] ? { path: at(dimension.paths[entity.id]), dimension } : { path: at(field), dimension: {} };
    };
    const joins: Join[] = [];
    const select: string[] = [];
    const formats: DimensionFormat[] = [];
    const keys: string[] = [];
    // Which titles the entity's rows carry (l<i>); the others are looked up after (titles).
    const inRows = dims.map(() => false);
    // aggregateSql's rule: a countDistinct aggregates in one step, which groups the keys once (dimensionKeySql).
    const oneStep = !!options.oneStep || plan.measures.some((m) => m.entity === entity.id && m.agg === 'countDistinct');
    titles.push(dims.map(() => 'NULL::text'));
    dims.forEach((id, i) => {
      const dimension = plan.dimensions.get(id)!;
      const path = at(dimension.paths[entity.id]);
      joins.push(...path.joins);
      const { key, format } = dimensionKeySql(path, dimension, { exact: oneStep });
      formats.push(format);
      keys.push(key);
      select.push(`${key} AS d${i}`);
      // A dimension in none of the sets (paged-groups.ts) has no value, so no title.
      if (!dimensionColumns[i].labelled || !grouping.sets.some((set) => set.includes(i))) return;
      const title = path.title?.expr ? path.title : null;
      if (title && !title.entity.computed) {
        // Joined to the groups after the aggregation (keys are ids): a join per source row cost as much as the aggregation
        // of a measure (1,000,000 offer lines by family: ~0.5 s on PGlite). One hash join, not a lookup per group: the
        // MPS has 250,000 groups (product x month).
        const alias = `lt${e}_${i}`;
        titleJoins.push(`LEFT JOIN (SELECT ${title.join.alias}.id AS k, ${title.expr} AS title FROM ${sourceOf(title.entity, rowScope)} ${title.join.alias} WHERE ${title.join.alias}.company_id = $1) ${alias} ON ${alias}.k = e${e}.d${i}`);
        titles[e][i] = `${alias}.title`;
        return;
      }
      // A computed entity's rows come from its computation: joined once, not looked up per group.
      if (title) joins.push(title.join);
      select.push(title ? `${title.expr} AS l${i}` : `NULL::text AS l${i}`);
      inRows[i] = true;
      titles[e][i] = `e${e}.l${i}`;
    });
    const conditions = [`${ROW}.company_id = $1`];
    for (const condition of view.where) {
      const { path, dimension } = target(condition.field);
      joins.push(...path.joins);
      conditions.push(filterSql(conditionFilter(condition, path.field, today), path, dimension, params));
    }
    for (const filter of plan.filters) {
      const { path, dimension } = target(filter.field);
      joins.push(...path.joins);
      conditions.push(filterSql(filter, path, dimension, params));
    }
    for (const { index, values: wanted } of options.keys ?? []) {
      const type = keyArrayType(dimensionColumns[index].kind);
      if (!type || formats[index]) throw new Error(`report rows by the keys of "${dims[index]}": its keys are not its values`);
      const some = wanted.filter((v) => v !== null) as Array<string | number | boolean>;
      const parts = [...(some.length ? [`${keys[index]} = ANY(${params.add(some.map((v) => (typeof v === 'boolean' ? String(v) : v)), type)})`] : []), ...(some.length < wanted.length ? [`${keys[index]} IS NULL`] : [])];
      conditions.push(parts.length ? `(${parts.join(' OR ')})` : 'false');
    }
    const inputs: MeasureInput[] = [];
    /** Value SQL -> its column in the entity's rows. */
    const values = new Map<string, string>();
    plan.measures.filter((m) => m.entity === entity.id).forEach((m, k) => {
      let value: string | null = null;
      let count: string | null = null;
      if (rolled && m.agg === 'count') {
        // A rolled row stands for as many rows (or non-empty values) as its count says.
        value = `v${k}`;
        select.push(`${ROW}.${rolledCount(rolled, entity, m)} AS v${k}`);
      } else if (m.field) {
        const path = at(m.field, true);
        joins.push(...path.joins);
        value = `v${k}`;
        // Numbers sum as float8, exact to the cent far beyond any report's totals, except a decimal value (a numeric column, a
        // computation's numeric or float8 column, or a formula field, always numeric): numeric to float8 goes through text, which
        // cost 4x the whole aggregation on PGlite (2x on PostgreSQL) against an exact numeric sum (a formula's per row: ~3 of
        // 10 s over 1,000,000 offer lines on PGlite). The totals become float8 once, at the end.
        const decimal = isDecimalPath(path);
        const numeric = m.agg !== 'count' && m.agg !== 'countDistinct' && !decimal;
        const expr = numeric ? `(${path.expr})::float8` : path.expr;
        // Measures of the same value (the value, and the value of accepted offers) read one column: a formula is computed once per row.
        const same = values.get(expr);
        if (same) value = same;
        else {
          values.set(expr, value);
          select.push(`${expr} AS v${k}`);
        }
        if (rolled && m.agg === 'avg') {
          count = `c${k}`;
          select.push(`${ROW}.${rolledCount(rolled, entity, m)} AS c${k}`);
        }
      }
      let filter: string | null = null;
      if (m.where.length) {
        const parts = m.where.map((c) => {
          const path = at(c.field);
          joins.push(...path.joins);
          return filterSql(conditionFilter(c, path.field, today), path, {}, params);
        });
        filter = `w${k}`;
        select.push(`(${parts.join(' AND ')}) AS w${k}`);
      }
      inputs.push({ measure: m, value, filter, ...(rolled ? { rolled: true, count } : {}) });
      measureOf.set(m.id, { cte: e, column: `m${k}`, agg: m.agg });
    });
    const inner = `SELECT ${select.length ? select.join(', ') : '1 AS one'} FROM ${sourceOf(rows, rowScope)} ${ROW} ${orderJoins(joins)} WHERE ${conditions.join(' AND ')}`;
    inners.push(inner);
    ctes.push(`e${e} AS (${aggregateSql(inner, dims.length, inRows, grouping.sets, inputs, formats, { oneStep })})`);
  });

  // The FULL JOIN of the entity CTEs: a key is the grouping and every dimension value, NULL meeting NULL.
  const merged = (column: string, upTo: number) => (upTo === 1 ? `e0.${column}` : `coalesce(${Array.from({ length: upTo }, (_, e) => `e${e}.${column}`).join(', ')})`);
  const from = plan.entities.map((_, e) => {
    if (e === 0) return 'e0';
    const on = [`e${e}.g = ${merged('g', e)}`, ...dims.flatMap((_, i) => [
      `coalesce(e${e}.d${i}::text, '') = coalesce(${merged(`d${i}`, e)}::text, '')`,
      `(e${e}.d${i} IS NULL) = (${merged(`d${i}`, e)} IS NULL)`,
    ])];
    return `FULL JOIN e${e} ON ${on.join(' AND ')}`;
  }).join(' ');
  const n = plan.entities.length;
  const columns = n ? [`${merged('g', n)} AS g`, ...dims.map((_, i) => `${merged(`d${i}`, n)} AS d${i}`), ...dimensionColumns.flatMap((d, i) => (d.labelled ? [`${n === 1 ? titles[0][i] : `coalesce(${titles.map((t) => t[i]).join(', ')})`} AS l${i}`] : []))] : [];

  const measureColumns = new Map<string, string>();
  const exprOf = (id: string, seen: string[] = []): string => {
    if (seen.includes(id)) throw new Error(`report measure "${id}": its formula uses itself`);
    const m = plan.measures.find((x) => x.id === id)!;
    if (m.formula !== undefined) return compileMeasureFormula(m.formula, (dep) => exprOf(dep, [...seen, id]));
    const at = measureOf.get(id)!;
    const value = `e${at.cte}.${at.column}`;
    // A key only another entity has counts zero rows of this one; a sum over no rows stays empty.
    return at.agg === 'count' || at.agg === 'countDistinct' ? `coalesce(${value}, 0)` : value;
  };
  plan.measures.forEach((m, k) => {
    measureColumns.set(m.id, `x${k}`);
    columns.push(`(${exprOf(m.id)})::float8 AS x${k}`);
  });
  const sql = n ? `WITH ${ctes.join(', ')} SELECT ${columns.join(', ')} FROM ${[from, ...titleJoins].join(' ')}` : 'SELECT 0 AS g WHERE false';
  return { sql, params, grouping, dimensions: dimensionColumns, measureColumns, inners };
}

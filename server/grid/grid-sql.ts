// The grid's read as ONE statement shaped for the grid, not for a report:
// each measure entity's rows aggregated by the row's levels and the month
// (the month kept a date: no text formatting of every source row), under
// the two grouping sets the grid shows (row x month, and the total per
// month), the entities merged by UNION ALL and a GROUP BY (NULL keys meet
// without the FULL JOIN's text comparisons), then pivoted to ONE result row
// per grid row carrying, per measure, its values as an array beside the
// months' indices (5,000 rows instead of 180,000 for 5,000 products x 36
// months). Titles are looked up once per result row, not joined to every
// source row. Conditions, paths, measure aggregation and formulas are the
// reports' own (server/reports), so a grid cell equals the report's figure.
import type { CompiledDimension, CompiledEntity, CompiledMeasure, CompiledView } from '../../engine/config/compiled';
import { addMonths } from '../../engine/data/grid-buckets';
import type { Filter } from '../../engine/data/list-query';
import type { CallerAccess } from '../data-engine/access';
import { Params } from '../data-engine/query/params';
import { aggregateSql, type MeasureInput } from '../reports/aggregate-sql';
import { dimensionValueSql } from '../reports/dimension-sql';
import { filterSql } from '../reports/filters';
import { compileMeasureFormula } from '../reports/measure-formula';
import { canReadTitle, ROW, sourceOf, type Join, type PathScope, type ReportPath } from '../reports/paths';
import { conditionFilter, conditionTarget, isDecimalPath, pathOrThrow } from '../reports/report-sql';
import { UNSHIFTED } from './model';
import { MapCtes, RefMaps } from './ref-map';

export interface GridSqlInput {
  view: CompiledView;
  scope: PathScope;
  access: CallerAccess;
  companyId: number;
  today: string;
  dimensions: ReadonlyMap<string, CompiledDimension>;
  /** Level dimensions grouped by, in order (d0, d1, ...). */
  group: readonly string[];
  /** The month dimension (each entity's period path). */
  period: string;
  /** The first month shown (index 0 of the month arrays) and the last. */
  firstMonth: string;
  lastMonth: string;
  /** Stand-ins of shifted measures: their months of shift (model.ts). */
  shifts: ReadonlyMap<string, number>;
  filters: readonly Filter[];
  measures: readonly CompiledMeasure[];
  /** Entities of the measures that read rows, in order of first use. */
  entities: readonly CompiledEntity[];
  /** Also the total per month (every level rolled up). */
  total: boolean;
}

export interface GridStatement {
  sql: string;
  params: Params;
  /** Whether the last level's title comes back as column `label`. */
  labelled: boolean;
  /** Measure id -> column of its values (beside `i`, the months' indices), each a list as text (textList in read.ts). */
  measureColumns: Map<string, string>;
  /** GROUPING value of the total rows (the rows of the grid have 0). */
  totalMask: number;
}

const orderJoins = (joins: Join[]) => {
  const byAlias = new Map(joins.map((j) => [j.alias, j.sql]));
  // A child alias extends its parent's (t_family_id_parent_id after t_family_id): length orders them.
  return [...byAlias.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b)).map((a) => byAlias.get(a)).join(' ');
};

/** The month of a row as a date (a date field's day folded into its month). */
const monthSql = (path: ReportPath) => (path.field.type === 'date' ? `date_trunc('month', ${path.expr})::date` : `(${path.expr})::date`);

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export function buildGridSql(input: GridSqlInput): GridStatement {
  const { scope, access, dimensions, group, entities } = input;
  const params = new Params(input.companyId);
  const n = group.length;
  const keys = Array.from({ length: n }, (_, i) => `d${i}`);
  const month = `d${n}`;
  const all = [...keys, month];
  // Sets as indices into d0..dn: the rows (every level and the month) and the total (the month alone).
  const sets = n === 0 ? [[0]] : [[...keys.keys(), n], ...(input.total ? [[n]] : [])];
  const columnOf = new Map<string, string>();
  const ctes: string[] = [];
  const perEntity: string[][] = [];

  const maps = new MapCtes();
  entities.forEach((entity, e) => {
    const joins: Join[] = [];
    const select: string[] = [];
    const levels = group.map((id) => pathOrThrow(entity, dimensions.get(id)!.paths[entity.id], scope));
    const fewGroups = levels.every((p) => p.joins.length > 0);
    const shift = input.shifts.get(entity.id);
    // A shifted stand-in's window is the stored month's (below) alone: the same rows, and the condition on
    // the shifted month besides made the planner expect 1 row in 200 (a sort spilled to disk for 120,000).
    const window = (f: Filter) => shift !== undefined && f.field === input.period && f.op === 'between' && Array.isArray(f.value) && f.value[0] === input.firstMonth && f.value[1] === input.lastMonth;
    const targets = [
      ...input.view.where.map((c) => {
        const target = conditionTarget(c.field, entity, dimensions, scope);
        return { ...target, filter: conditionFilter(c, target.path.field, input.today) };
      }),
      ...input.filters.filter((f) => !window(f)).map((f) => ({ ...conditionTarget(f.field, entity, dimensions, scope), filter: f })),
    ];
    // Levels and conditions up the product tree read through one join to a map of the products (ref-map.ts).
    const refs = new RefMaps(entity, scope, [...levels, ...targets.map((t) => t.path)]);
    const via = (path: ReportPath) => {
      const read = refs.path(path);
      joins.push(...read.joins);
      return read;
    };
    levels.forEach((path, i) => {
      if (!refs.mapped(path)) joins.push(...path.joins);
      select.push(`${refs.value(path, (p) => dimensionValueSql(p, dimensions.get(group[i])!))} AS d${i}`);
    });
    const period = via(pathOrThrow(entity, dimensions.get(input.period)!.paths[entity.id], scope));
    select.push(`${monthSql(period)} AS ${month}`);
    const conditions = [`${ROW}.company_id = $1`];
    for (const t of targets) conditions.push(filterSql(t.filter, via(t.path), t.dimension, params));
    // The same window on the month as stored: the table's own rows of those months, found by its index.
    if (shift !== undefined) conditions.push(`${ROW}.${UNSHIFTED} BETWEEN ${params.add(`${addMonths(input.firstMonth, -shift)}-01`, 'date')} AND ${params.add(`${addMonths(input.lastMonth, -shift)}-01`, 'date')}`);
    const inputs: MeasureInput[] = [];
    const columns: string[] = [];
    input.measures.filter((m) => m.entity === entity.id).forEach((m, k) => {
      let value: string | null = null;
      if (m.field) {
        const path = via(pathOrThrow(entity, m.field, scope));
        value = `v${k}`;
        // Numbers sum as float8 except a decimal value (a numeric column or a formula field) when the groups are few: summed as
        // numeric and made float8 once per group, as the reports do (report-sql.ts), since numeric to float8 goes through text
        // (~150 ms per 360,000 forecast rows and measure on PGlite; the top level: 800 -> 500 ms CPU). A level that is a field
        // of the row itself (its product) makes a group per value and month (180,000), whose numeric sums cost more than
        // the conversions they save (the 5,000 products: +110 ms on PGlite), so those stay float8 per row.
        const decimal = fewGroups && isDecimalPath(path);
        select.push(`${m.agg !== 'count' && m.agg !== 'countDistinct' && !decimal ? `(${path.expr})::float8` : path.expr} AS v${k}`);
      }
      let filter: string | null = null;
      if (m.where.length) {
        const parts = m.where.map((c) => {
          const path = via(pathOrThrow(entity, c.field, scope));
          return filterSql(conditionFilter(c, path.field, input.today), path, {}, params);
        });
        filter = `w${k}`;
        select.push(`(${parts.join(' AND ')}) AS w${k}`);
      }
      inputs.push({ measure: m, value, filter });
      columns.push(`m${k}`);
      columnOf.set(m.id, `c${columnOf.size}`);
    });
    perEntity.push(columns);
    joins.push(...refs.joins(maps));
    const inner = `SELECT ${select.join(', ')} FROM ${sourceOf(entity, scope)} ${ROW} ${orderJoins(joins)} WHERE ${conditions.join(' AND ')}`;
    ctes.push(`e${e} AS (${groupedSql(inner, n + 1, sets, inputs)})`);
  });

  // Every entity's aggregates in the same columns (NULL where another entity's), one row per key after the GROUP BY.
  const value = [...columnOf.values()];
  let owner = 0;
  const unions = entities.map((_, e) => {
    const own = new Map(perEntity[e].map((column, k) => [value[owner + k], column]));
    owner += perEntity[e].length;
    return `SELECT g, ${all.join(', ')}, ${value.map((c) => (own.has(c) ? `${own.get(c)} AS ${c}` : `NULL::float8 AS ${c}`)).join(', ')} FROM e${e}`;
  });
  const merged = entities.length === 1
    ? unions[0]
    : `SELECT g, ${all.join(', ')}, ${value.map((c) => `max(${c}) AS ${c}`).join(', ')} FROM (${unions.join(' UNION ALL ')}) u GROUP BY g, ${all.join(', ')}`;

  const measureColumns = new Map<string, string>();
  const exprOf = (id: string, seen: string[] = []): string => {
    if (seen.includes(id)) throw new Error(`grid measure "${id}": its formula uses itself`);
    const m = input.measures.find((x) => x.id === id)!;
    if (m.formula !== undefined) return compileMeasureFormula(m.formula, (dep) => exprOf(dep, [...seen, id]));
    const column = `j.${columnOf.get(id)!}`;
    // A key only another entity has counts zero rows of this one; a sum over no rows stays empty.
    return m.agg === 'count' || m.agg === 'countDistinct' ? `coalesce(${column}, 0)` : column;
  };
  const base = params.add(monthNumber(input.firstMonth), 'integer');
  const head = ['j.g', ...keys.map((k) => `j.${k}`)];
  // Each list as ONE text (comma-separated, an empty item for NULL): PGlite's parser of float8[] took some 100 ms
  // of JavaScript for the 5,000 products' 540,000 numbers, a split a few ms (read.ts parses them, textList).
  const arrays = [`array_to_string(array_agg((date_part('year', j.${month}) * 12 + date_part('month', j.${month}) - 1)::int - ${base}), ',') AS i`];
  input.measures.forEach((m, k) => {
    measureColumns.set(m.id, `x${k}`);
    arrays.push(`array_to_string(array_agg((${exprOf(m.id)})::float8), ',', '') AS x${k}`);
  });
  const pivot = `SELECT ${[...head, ...arrays].join(', ')} FROM (${merged}) j GROUP BY ${head.join(', ')}`;
  const title = n > 0 && entities.length > 0 ? titleSql(entities[0], dimensions.get(group[n - 1])!, scope, access, `q.d${n - 1}`) : null;
  const sql = entities.length === 0
    ? 'SELECT 0 AS g WHERE false'
    : `WITH ${[...maps.ctes(), ...ctes].join(', ')} SELECT q.*${title ? `, ${title} AS label` : ''} FROM (${pivot}) q`;
  return { sql, params, labelled: title !== null, measureColumns, totalMask: (1 << (n + 1)) - 2 };
}

/** The entity's rows aggregated under the grid's sets in one step, with the reports' measure expressions. */
export function groupedSql(inner: string, dims: number, sets: readonly number[][], inputs: readonly MeasureInput[]): string {
  return aggregateSql(inner, dims, Array.from({ length: dims }, () => false), sets, inputs, [], { oneStep: true });
}

/** The title of a ref level's value, looked up by id (null when the caller may not read it or it has none). */
function titleSql(entity: CompiledEntity, dimension: CompiledDimension, scope: PathScope, access: CallerAccess, key: string): string | null {
  const path = pathOrThrow(entity, dimension.paths[entity.id], scope);
  if (!path.title?.expr || !canReadTitle(path.title.entity, access)) return null;
  const target = path.title.entity;
  const own = pathOrThrow(target, target.title, scope);
  return `(SELECT ${own.expr} FROM ${sourceOf(target, scope)} ${ROW} ${orderJoins(own.joins)} WHERE ${ROW}.id = ${key} AND ${ROW}.company_id = $1)`;
}

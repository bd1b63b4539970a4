// One page of a table whose rows nest (group [product, similar]: each
// product's look-alikes) without reading every leaf row. The leaves are most
// of the rows (10,000 products x 6 look-alikes: 60,000) and a page shows a
// few groups of them, but the page's groups are known only once every group
// is in the browser's order (its accent-insensitive collation, which PGlite
// does not have), so:
//   1. the request's grouping sets without the leaves' (the groups, their
//      subtotals and titles, the totals, the pivot's and the chart's cells),
//      and how many leaves each group of the last level but one holds;
//   2. those groups in display order (shape.ts, counting the leaves it does
//      not hold), which gives the groups the page shows;
//   3. the leaves of those groups only, under the leaves' grouping sets.
// The counts, totals and chart cover every row as before; the page's rows are
// the same rows, since a group's leaves are all read or none.
// One level of rows spread over a pivot (the MPS: 10,000 products x 24
// months) is read alike: every row without its pivot cells (240,000), then
// the pivot cells of the page's rows only.
import type { Queryable } from '../db/adapter';
import type { ReportValue } from '../../engine/data/report-api';
import type { ReportPlan } from './plan';
import { keyArrayType, type ReportStatement, type StatementOptions } from './report-sql';
import { keyOf, toValue, type Shaped } from './shape';

export interface LeafSplit {
  /** Indices (d<i>) of the group's dimensions above the leaves, and of the leaves'. */
  parents: number[];
  leaf: number;
  /** The grouping sets read first, and those read for the page's groups after. */
  groupSets: number[][];
  leafSets: number[][];
  /** Leaves counted (nested rows), or every row read first and only its pivot cells after (one level and a pivot). */
  counted: boolean;
}

/** How a paged request's leaves can be read apart, or null: one level, keys that are not their values, or a chart over the leaves. */
export function splitLeaves(statement: ReportStatement, plan: ReportPlan): LeafSplit | null {
  const dims = statement.grouping.dims;
  const sets = statement.grouping.sets;
  const levels = plan.group.map((id) => dims.indexOf(id));
  const leaf = levels.at(-1)!;
  if (plan.group.length === 1 && plan.pivot) {
    const pivot = dims.indexOf(plan.pivot);
    if (!keyArrayType(statement.dimensions[leaf].kind) || (plan.chart && [plan.chart.x, plan.chart.series].includes(dims[leaf]))) return null;
    const cells = (s: number[]) => s.includes(leaf) && s.includes(pivot);
    return { parents: [leaf], leaf, groupSets: sets.filter((s) => !cells(s)), leafSets: sets.filter(cells), counted: false };
  }
  if (plan.group.length < 2) return null;
  const parents = levels.slice(0, -1);
  // The page's groups are asked for by their keys (keys = ANY(...)): keys that are the values themselves.
  if (parents.some((i) => !keyArrayType(statement.dimensions[i].kind))) return null;
  // A chart over the leaf dimension needs every leaf.
  if (plan.chart && [plan.chart.x, plan.chart.series].includes(dims[leaf])) return null;
  return { parents, leaf, groupSets: sets.filter((s) => !s.includes(leaf)), leafSets: sets.filter((s) => s.includes(leaf)), counted: true };
}

/** Statement 1's second half: the leaves of each group of the last level but one (every entity's, a key once). */
export function leafCountSql(statement: ReportStatement, split: LeafSplit): string {
  const columns = [...split.parents, split.leaf].map((i) => `r.d${i}`).join(', ');
  const parents = split.parents.map((i) => `u.d${i}`).join(', ');
  const keys = statement.inners.map((inner) => `SELECT DISTINCT ${columns} FROM (${inner}) r`).join(' UNION ');
  return `SELECT ${parents}, count(*) AS n FROM (${keys}) u GROUP BY ${parents}`;
}

/** The page through the three steps above; `build` makes the request's statement with options, `shape` shapes rows. */
export async function pagedLeaves(
  q: Queryable, split: LeafSplit, build: (options: StatementOptions) => ReportStatement,
  shape: (rows: ReadonlyArray<Record<string, unknown>>, leafCounts?: ReadonlyMap<string, number>) => Shaped,
): Promise<Shaped> {
  // One level and a pivot: the first step of a two-step aggregation would group by row and pivot value, the very cells
  // left out (the MPS's 240,000 product-months, sorted on PGlite); in one step each row adds to its row's and its month's.
  const groups = build({ sets: split.groupSets, oneStep: !split.counted });
  const rows = await q.query<Record<string, unknown>>(groups.sql, groups.params.values);
  let leafCounts: Map<string, number> | undefined;
  if (split.counted) {
    const counted = await q.query<Record<string, unknown>>(leafCountSql(groups, split), groups.params.values);
    leafCounts = new Map(counted.map((r) => [keyOf(split.parents.map((i) => toValue(r[`d${i}`]))), Number(r.n)]));
  }
  const first = shape(rows, leafCounts);
  const dims = groups.grouping.dims;
  // Nested rows: the groups whose leaves the page shows; one level: the page's rows, for their pivot cells.
  const missing = split.counted ? first.missing ?? [] : first.rows.map((r) => [r.keys[dims[split.leaf]]]);
  if (!missing.length) return first;
  const keys = split.parents.map((index, j) => {
    const values = new Map<string, ReportValue>();
    for (const k of missing) values.set(keyOf([k[j]]), k[j]);
    return { index, values: [...values.values()] };
  });
  const leaves = build({ sets: split.leafSets, keys });
  const more = await q.query<Record<string, unknown>>(leaves.sql, leaves.params.values);
  return shape([...rows, ...more], leafCounts);
}

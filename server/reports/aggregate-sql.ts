// The aggregation of one entity's rows (the inner SELECT of its CTE) under
// the report's grouping sets. When every measure can be rolled up from
// partial results (sum, count, min, max, and avg as sum / count), it runs in
// two steps: first one row per combination of the dimension values (a hash
// aggregate over every row), then the grouping sets over those few rows.
// A countDistinct cannot be rolled up (the same offer counts once in a
// subtotal), so an entity with one is aggregated in one step.
import type { CompiledMeasure } from '../../engine/config/compiled';
import { groupingMask } from './grouping';

export interface MeasureInput {
  measure: CompiledMeasure;
  /** Column of the value in the inner rows (null: count rows). */
  value: string | null;
  /** Boolean column of the measure's own where (null: every row). */
  filter: string | null;
  /**
   * Rolled rows (rollup.ts): a count's value is the rows each one stands for
   * (summed), an avg's value is a sum and `count` how many values it adds.
   */
  rolled?: boolean;
  count?: string | null;
}

const where = (filter: string | null, row: string) => (filter ? ` FILTER (WHERE ${row}.${filter})` : '');

function oneStep({ measure, value, filter, rolled, count }: MeasureInput): string {
  const v = value ? `r.${value}` : null;
  if (rolled && measure.agg === 'count') return `sum(${v})${where(filter, 'r')}::float8`;
  if (rolled && measure.agg === 'avg') return `(sum(${v})${where(filter, 'r')} / NULLIF(sum(r.${count})${where(filter, 'r')}, 0))::float8`;
  switch (measure.agg) {
    case 'count':
      return `count(${v ?? '*'})${where(filter, 'r')}::float8`;
    case 'countDistinct':
      return `count(DISTINCT ${v})${where(filter, 'r')}::float8`;
    default:
      return `${measure.agg}(${v})${where(filter, 'r')}::float8`;
  }
}

/** First step's partial columns (a<k>, b<k>) and the second step's expression over them. */
function twoSteps({ measure, value, filter, rolled, count }: MeasureInput, k: number): { partial: string[]; final: string } {
  const v = value ? `r.${value}` : null;
  const w = where(filter, 'r');
  switch (measure.agg) {
    case 'count':
      return { partial: [`${rolled ? `sum(${v})` : `count(${v ?? '*'})`}${w} AS a${k}`], final: `sum(p.a${k})::float8` };
    case 'avg':
      return { partial: [`sum(${v})${w} AS a${k}`, `${rolled ? `sum(r.${count})` : `count(${v})`}${w} AS b${k}`], final: `(sum(p.a${k}) / NULLIF(sum(p.b${k}), 0))::float8` };
    case 'min':
    case 'max':
      return { partial: [`${measure.agg}(${v})${w} AS a${k}`], final: `${measure.agg}(p.a${k})::float8` };
    default:
      return { partial: [`sum(${v})${w} AS a${k}`], final: `sum(p.a${k})::float8` };
  }
}

/** A dimension's text from its grouped key (dimensionKeySql; two keys never format alike): null when the key is the value. */
export type DimensionFormat = ((column: string) => string) | null;

/** SELECT g, d0.., l.., m0.. FROM ... for one entity: `inner` selects d<i> (the keys), l<i>, v<k>, w<k>, c<k>. */
/**
 * `oneStep`: aggregate in one step whatever the measures, for a caller whose
 * keys already make small groups (the planning grid's row x month: a second
 * step would group the same pairs again just for the month totals).
 */
export function aggregateSql(
  inner: string, dims: number, labelled: readonly boolean[], sets: readonly number[][], measures: readonly MeasureInput[],
  formats: readonly DimensionFormat[] = [], options: { oneStep?: boolean } = {},
): string {
  const d = Array.from({ length: dims }, (_, i) => i);
  const labels = d.filter((i) => labelled[i]);
  const setsSql = (col: (i: number) => string) => sets.map((s) => `(${s.map(col).join(', ')})`).join(', ');
  if (dims === 0) return `SELECT 0 AS g${measures.map((m, k) => `, ${oneStep(m)} AS m${k}`).join('')} FROM (${inner}) r`;
  const named = (expr: string, i: number) => (expr.endsWith(`.d${i}`) ? expr : `${expr} AS d${i}`);
  // A dimension in no set (the leaves a page reads apart: paged-groups.ts) is not grouped by at all: its value is empty and
  // its bit in g set, as if rolled up, so g means the same whichever sets are asked for.
  const present = d.filter((i) => sets.some((s) => s.includes(i)));
  const grouping = (col: (i: number) => string) => {
    if (present.length === dims) return `GROUPING(${d.map(col).join(', ')})`;
    if (!present.length) return `${groupingMask([], dims)}`;
    const cases = sets.map((s) => `WHEN ${groupingMask(s.map((i) => present.indexOf(i)), present.length)} THEN ${groupingMask(s, dims)}`);
    return `CASE GROUPING(${present.map(col).join(', ')}) ${cases.join(' ')} END`;
  };
  const absent = (i: number) => !present.includes(i);
  const head = (col: (i: number) => string, row: string) => [
    `${grouping(col)} AS g`, ...d.map((i) => (absent(i) ? `NULL AS d${i}` : named(col(i), i))),
    ...labels.map((i) => (absent(i) ? `NULL::text AS l${i}` : `min(${row}.l${i}) AS l${i}`)),
  ];
  const formatted = (i: number) => (formats[i] ? formats[i]!(`r.d${i}`) : `r.d${i}`);
  if (options.oneStep || measures.some((m) => m.measure.agg === 'countDistinct')) {
    const key = (i: number) => `r.d${i}`;
    const grouped = `SELECT ${[...head(key, 'r'), ...measures.map((m, k) => `${oneStep(m)} AS m${k}`)].join(', ')} FROM (${inner}) r GROUP BY GROUPING SETS (${setsSql(key)})`;
    if (!formats.some(Boolean)) return grouped;
    // Grouped by the keys, formatted per group after: every row formatted (and sorted as text) was most of the statement.
    const out = (i: number) => (formats[i] && !absent(i) ? `${formats[i]!(`o.d${i}`)} AS d${i}` : `o.d${i}`);
    return `SELECT ${['o.g', ...d.map(out), ...labels.map((i) => `o.l${i}`), ...measures.map((_, k) => `o.m${k}`)].join(', ')} FROM (${grouped}) o`;
  }
  const steps = measures.map(twoSteps);
  // Grouped by the keys, formatted per group: keys that format alike meet in the grouping sets.
  const first = [...present.map((i) => named(formatted(i), i)), ...labels.filter((i) => !absent(i)).map((i) => `min(r.l${i}) AS l${i}`), ...steps.flatMap((s) => s.partial)];
  const partial = `SELECT ${first.join(', ')} FROM (${inner}) r${present.length ? ` GROUP BY ${present.map((i) => `r.d${i}`).join(', ')}` : ''}`;
  const outer = (i: number) => `p.d${i}`;
  return `SELECT ${[...head(outer, 'p'), ...steps.map((s, k) => `${s.final} AS m${k}`)].join(', ')} FROM (${partial}) p GROUP BY GROUPING SETS (${setsSql(outer)})`;
}

// The aggregation of one entity's rows (the inner SELECT of its CTE) under
// the report's grouping sets. Measures that roll up from partial results
// (sum, count, min, max, and avg as sum / count) run in two steps: first one
// row per combination of the dimension values (a hash aggregate over every
// row), then the grouping sets over those few rows. A countDistinct cannot
// be rolled up (the same offer counts once in a subtotal), and
// count(DISTINCT) under GROUPING SETS makes PostgreSQL sort every row once per
// set; instead each one groups (dimension values, value) first, then the
// grouping sets with the value in every set (hashed, no DISTINCT), and counts
// the rows per set: each distinct value once. Those counts join the other
// measures on the grouping and the dimension values.
import type { CompiledMeasure } from '../../engine/config/compiled';

export interface MeasureInput {
  measure: CompiledMeasure;
  /** Column of the value in the inner rows (null: count rows). */
  value: string | null;
  /** Boolean column of the measure's own where (null: every row). */
  filter: string | null;
}

const where = (filter: string | null, row: string) => (filter ? ` FILTER (WHERE ${row}.${filter})` : '');

function oneStep({ measure, value, filter }: MeasureInput): string {
  const v = value ? `r.${value}` : null;
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
function twoSteps({ measure, value, filter }: MeasureInput, k: number): { partial: string[]; final: string } {
  const v = value ? `r.${value}` : null;
  const w = where(filter, 'r');
  switch (measure.agg) {
    case 'count':
      return { partial: [`count(${v ?? '*'})${w} AS a${k}`], final: `sum(p.a${k})::float8` };
    case 'avg':
      return { partial: [`sum(${v})${w} AS a${k}`, `count(${v})${w} AS b${k}`], final: `(sum(p.a${k}) / NULLIF(sum(p.b${k}), 0))::float8` };
    case 'min':
    case 'max':
      return { partial: [`${measure.agg}(${v})${w} AS a${k}`], final: `${measure.agg}(p.a${k})::float8` };
    default:
      return { partial: [`sum(${v})${w} AS a${k}`], final: `sum(p.a${k})::float8` };
  }
}

/** The two-step aggregation of measures that roll up (their columns m<k> keep their index in `all`). */
function rolledUp(from: string, d: number[], labels: number[], setsSql: (row: string) => string, head: (row: string) => string[], measures: ReadonlyArray<[MeasureInput, number]>): string {
  const steps = measures.map(([m, k]) => ({ k, ...twoSteps(m, k) }));
  const first = [...d.map((i) => `r.d${i}`), ...labels.map((i) => `min(r.l${i}) AS l${i}`), ...steps.flatMap((s) => s.partial)];
  const partial = `SELECT ${first.join(', ')} FROM ${from} r GROUP BY ${d.map((i) => `r.d${i}`).join(', ')}`;
  return `SELECT ${[...head('p'), ...steps.map((s) => `${s.final} AS m${s.k}`)].join(', ')} FROM (${partial}) p GROUP BY GROUPING SETS (${setsSql('p')})`;
}

/** One countDistinct per grouping set without DISTINCT: rows (set, value) hashed, then counted per set. */
function distinctCounts({ value, filter }: MeasureInput, d: number[], sets: readonly number[][]): string {
  const cols = (row: string) => d.map((i) => `${row}.d${i}`).join(', ');
  const keys = `SELECT ${cols('r')}, r.${value} AS v${filter ? `, bool_or(r.${filter}) AS f` : ''} FROM r WHERE r.${value} IS NOT NULL GROUP BY ${cols('r')}, r.${value}`;
  const setsSql = sets.map((s) => `(${[...s.map((i) => `s.d${i}`), 's.v'].join(', ')})`).join(', ');
  const perSet = `SELECT GROUPING(${cols('s')}) AS g, ${cols('s')}${filter ? ', bool_or(s.f) AS f' : ''} FROM (${keys}) s GROUP BY GROUPING SETS (${setsSql})`;
  return `SELECT q.g, ${cols('q')}, count(*)${filter ? ' FILTER (WHERE q.f)' : ''} AS n FROM (${perSet}) q GROUP BY q.g, ${cols('q')}`;
}

/** SELECT g, d0.., l.., m0.. FROM ... for one entity: `inner` selects d<i>, l<i>, v<k>, w<k>. */
export function aggregateSql(inner: string, dims: number, labelled: readonly boolean[], sets: readonly number[][], measures: readonly MeasureInput[]): string {
  const d = Array.from({ length: dims }, (_, i) => i);
  const labels = d.filter((i) => labelled[i]);
  const setsSql = (row: string) => sets.map((s) => `(${s.map((i) => `${row}.d${i}`).join(', ')})`).join(', ');
  if (dims === 0) return `SELECT 0 AS g${measures.map((m, k) => `, ${oneStep(m)} AS m${k}`).join('')} FROM (${inner}) r`;
  const head = (row: string) => [`GROUPING(${d.map((i) => `${row}.d${i}`).join(', ')}) AS g`, ...d.map((i) => `${row}.d${i}`), ...labels.map((i) => `min(${row}.l${i}) AS l${i}`)];
  const indexed = measures.map((m, k): [MeasureInput, number] => [m, k]);
  const distinct = indexed.filter(([m]) => m.measure.agg === 'countDistinct');
  if (!distinct.length) return rolledUp(`(${inner})`, d, labels, setsSql, head, indexed);
  // The rows are read by every step: r once, as a CTE of this entity's own.
  const base = rolledUp('r', d, labels, setsSql, head, indexed.filter(([m]) => m.measure.agg !== 'countDistinct'));
  const ctes = [`r AS (${inner})`, `b AS (${base})`, ...distinct.map(([m], j) => `c${j} AS (${distinctCounts(m, d, sets)})`)];
  const on = (j: number) => [`c${j}.g = b.g`, ...d.flatMap((i) => [`coalesce(c${j}.d${i}::text, '') = coalesce(b.d${i}::text, '')`, `(c${j}.d${i} IS NULL) = (b.d${i} IS NULL)`])].join(' AND ');
  const cj = new Map(distinct.map(([, k], j) => [k, j]));
  const columns = ['b.g', ...d.map((i) => `b.d${i}`), ...labels.map((i) => `b.l${i}`), ...indexed.map(([, k]) => (cj.has(k) ? `coalesce(c${cj.get(k)}.n, 0)::float8 AS m${k}` : `b.m${k}`))];
  return `WITH ${ctes.join(', ')} SELECT ${columns.join(', ')} FROM b ${distinct.map((_, j) => `LEFT JOIN c${j} ON ${on(j)}`).join(' ')}`;
}

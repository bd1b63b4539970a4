// Report views name entities, number fields, dimensions and measures; each
// must exist and fit: an aggregated field is a number (count excepted), a
// dimension reaches a field in every entity the report aggregates, a formula
// measure computes with other measures, and group, pivot, chart, filters and
// sort name the report's own dimensions and measures.
import type { CompiledEntity, CompiledField, CompiledReport } from '../../../engine/config/compiled.ts';
import { AGGREGATES, FormulaError, formulaPaths, parseFormula, type FormulaNode } from '../../../engine/data/formula.ts';
import { didYouMean } from '../did-you-mean.ts';
import type { PathSegment } from '../paths.ts';
import { forEachView, reporter, type Reporter, type Rule } from './rule.ts';

const NUMERIC = new Set(['integer', 'decimal', 'money', 'percent']);
const DATED = new Set(['date', 'month']);

/** The field at the end of a path up to three segments long (two refs then a field), or a reason. */
export function resolvePath(path: string, entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>): CompiledField | string {
  let current = entity;
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    const field = current.fields.find((f) => f.name === segments[i]);
    if (!field) return `unknown field "${segments[i]}" of entity "${current.id}"${didYouMean(segments[i], current.fields.map((f) => f.name))}`;
    if (i === segments.length - 1) return field.type === 'children' ? `"${segments[i]}" is a children field` : field;
    const next = field.type === 'ref' && field.entity ? entities.get(field.entity) : undefined;
    if (!next) return `"${segments[i]}" of entity "${current.id}" is not a ref field, so "${path}" cannot reach into it`;
    current = next;
  }
  return `empty path`;
}

export const reportViews: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  forEachView(model, ({ view, file, base }) => {
    if (view.kind !== 'report' || !view.report) return;
    checkReport(r, file, base, view.report, view.filters, view.sort, entities);
  });
  return r.problems;
};

function checkReport(r: Reporter, file: string, base: PathSegment[], report: CompiledReport, filters: string[], sort: string[], entities: ReadonlyMap<string, CompiledEntity>) {
  const say = (where: PathSegment[], code: string, message: string) => r.report(file, [...base, ...where], code, message);
  const measureIds = report.measures.map((m) => m.id);
  const dimensionIds = report.dimensions.map((d) => d.id);
  const ids = [...measureIds, ...dimensionIds];
  const seen = new Set<string>();
  ids.forEach((id) => {
    if (seen.has(id)) say([], 'duplicate-report-id', `"${id}" names two measures or dimensions; each needs its own id`);
    seen.add(id);
  });
  report.measures.forEach((m, k) => {
    const at = ['measures', k];
    if (m.formula !== undefined) {
      if (m.entity || m.field) say(at, 'bad-measure', `measure "${m.id}" has a formula: it cannot also name entity or field`);
      checkMeasureFormula(m.formula, measureIds.filter((id) => id !== m.id), (message) => say([...at, 'formula'], 'bad-formula', `${message} (in "${m.formula}")`));
      return;
    }
    const entity = m.entity ? entities.get(m.entity) : undefined;
    if (!m.entity) return say(at, 'bad-measure', `measure "${m.id}" needs entity (and field) or formula`);
    if (!entity) return say([...at, 'entity'], 'unknown-entity', `unknown entity "${m.entity}"${didYouMean(m.entity, entities.keys())}`);
    if (m.field === undefined) {
      if (m.agg !== 'count') say(at, 'bad-measure', `measure "${m.id}" aggregates with ${m.agg}: name the field (only count needs none)`);
    } else {
      const field = resolvePath(m.field, entity, entities);
      if (typeof field === 'string') say([...at, 'field'], 'unknown-field', field);
      else if (!NUMERIC.has(field.type) && m.agg !== 'count' && m.agg !== 'countDistinct') {
        say([...at, 'field'], 'bad-measure', `"${m.field}" is ${field.type}; ${m.agg} needs a number field (count and countDistinct take any)`);
      }
    }
    m.where.forEach((c, w) => {
      const field = resolvePath(c.field, entity, entities);
      if (typeof field === 'string') say([...at, 'where', w, 'field'], 'unknown-field', field);
    });
  });
  report.dimensions.forEach((d, k) => {
    for (const [entityId, path] of Object.entries(d.paths)) {
      const entity = entities.get(entityId);
      if (!entity) continue;
      const field = resolvePath(path, entity, entities);
      if (typeof field === 'string') say(['dimensions', k], 'unknown-field', `${field} (dimension "${d.id}" in ${entityId})`);
      else if (d.grain && !DATED.has(field.type)) say(['dimensions', k, 'grain'], 'bad-grain', `"${path}" is ${field.type}; grain applies to date and month fields`);
    }
    for (const m of report.measures) {
      if (m.entity && entities.has(m.entity) && d.paths[m.entity] === undefined) {
        say(['dimensions', k], 'dimension-without-path', `dimension "${d.id}" has no path in "${m.entity}" (measure "${m.id}"): give path, or paths.${m.entity}`);
      }
    }
  });
  const dimension = (id: string | undefined, where: PathSegment[]) => {
    if (id !== undefined && !dimensionIds.includes(id)) say(where, 'unknown-dimension', `unknown dimension "${id}"${didYouMean(id, dimensionIds)}`);
  };
  report.group.forEach((id, k) => dimension(id, ['group', k]));
  dimension(report.pivot, ['pivot']);
  dimension(report.chart?.x, ['chart', 'x']);
  dimension(report.chart?.series, ['chart', 'series']);
  report.chart?.y.forEach((id, k) => {
    if (!measureIds.includes(id)) say(['chart', 'y', k], 'unknown-measure', `unknown measure "${id}"${didYouMean(id, measureIds)}`);
  });
  filters.forEach((id, k) => dimension(id, ['filters', k]));
  sort.forEach((spec, k) => {
    const id = spec.replace(/^-/, '');
    if (!ids.includes(id)) say(['sort', k], 'unknown-report-id', `unknown measure or dimension "${id}"${didYouMean(id, ids)}`);
  });
}

export function checkMeasureFormula(text: string, others: string[], say: (message: string) => void) {
  let node: FormulaNode;
  try {
    node = parseFormula(text);
  } catch (error) {
    if (error instanceof FormulaError) return say(`${error.message} at character ${error.offset + 1}`);
    throw error;
  }
  const usesAggregate = (n: FormulaNode): boolean =>
    n.kind === 'call' ? (AGGREGATES as readonly string[]).includes(n.fn) || n.args.some(usesAggregate)
    : n.kind === 'binary' ? usesAggregate(n.left) || usesAggregate(n.right)
    : n.kind === 'neg' ? usesAggregate(n.arg) : false;
  if (usesAggregate(node)) say('a measure formula computes with other measures, already aggregated: no sum(), count()...');
  for (const { path } of formulaPaths(node)) {
    const id = path.join('.');
    if (!others.includes(id)) say(`unknown measure "${id}"${didYouMean(id, others)}`);
  }
}

// Gantt views draw rows as bars on lanes in time: the lanes are a ref field,
// start and end are dates or moment strings, due is a date, the colour an
// enum or ref, and the report view a gantt reads over capacity from must
// exist, be a report and have the dimensions and measure it names. Caught
// here, a typo is a located message instead of an empty chart.
import type { CompiledConfig, CompiledEntity, CompiledView } from '../../../engine/config/compiled.ts';
import { didYouMean } from '../did-you-mean.ts';
import type { PathSegment } from '../paths.ts';
import { forEachView, reporter, type Rule } from './rule.ts';

export const ganttViews: Rule = (model, at) => {
  const r = reporter(at);
  const entities = new Map(model.config.entities.map((e) => [e.id, e]));
  forEachView(model, ({ view, file, base }) => {
    const entity = entities.get(view.entity);
    if (view.kind !== 'gantt' || !view.gantt || !entity) return;
    const say = (where: PathSegment[], code: string, message: string) => r.report(file, [...base, ...where], code, message);
    checkGantt(say, view, entity, model.config);
  });
  return r.problems;
};

type Say = (where: PathSegment[], code: string, message: string) => void;

function checkGantt(say: Say, view: CompiledView, entity: CompiledEntity, config: Pick<CompiledConfig, 'routes'>) {
  const gantt = view.gantt!;
  const field = (name: string | undefined) => entity.fields.find((f) => f.name === name);
  const names = entity.fields.map((f) => f.name);
  const resource = field(gantt.resource);
  if (!gantt.resource) say([], 'gantt-without-resource', 'a gantt needs resource: the ref field whose rows are its lanes');
  else if (!resource) say(['resource'], 'unknown-field', `unknown field "${gantt.resource}" of entity "${entity.id}"${didYouMean(gantt.resource, names)}`);
  else if (resource.type !== 'ref') say(['resource'], 'bad-gantt-field', `"${resource.name}" is ${resource.type}; a gantt's lanes come from a ref field`);
  for (const key of ['start', 'end'] as const) {
    if (!view[key]) {
      say([], 'gantt-without-times', `a gantt needs ${key}: a date field or a string field holding YYYY-MM-DDTHH:mm`);
      continue;
    }
    const f = field(view[key]);
    if (f && f.type !== 'date' && f.type !== 'string') say([key], 'bad-gantt-field', `"${f.name}" is ${f.type}; a gantt's ${key} must be a date or a string holding YYYY-MM-DDTHH:mm`);
  }
  if (gantt.due) {
    const due = field(gantt.due);
    if (!due) say(['due'], 'unknown-field', `unknown field "${gantt.due}" of entity "${entity.id}"${didYouMean(gantt.due, names)}`);
    else if (due.type !== 'date') say(['due'], 'bad-gantt-field', `"${due.name}" is ${due.type}; due must be a date field`);
  }
  const color = field(view.color);
  if (color && color.type !== 'enum' && color.type !== 'ref') say(['color'], 'bad-gantt-field', `"${color.name}" is ${color.type}; colour by an enum or ref field`);
  if (gantt.layout === 'sequence' && !gantt.scheduler) say(['layout'], 'gantt-without-scheduler', 'a sequence layout needs scheduler: the server scheduler that sequences a lane');
  if (gantt.load) {
    const { load } = gantt;
    const route = config.routes.find((x) => x.id === load.route);
    const report = route?.views[load.view]?.report;
    if (!route) return say(['load', 'route'], 'unknown-route', `unknown route "${load.route}"${didYouMean(load.route, config.routes.map((x) => x.id))}`);
    if (!report) return say(['load', 'view'], 'bad-gantt-load', `view ${load.view} of route "${load.route}" is not a report view`);
    const dimensions = report.dimensions.map((d) => d.id);
    for (const key of ['resource', 'period'] as const) {
      if (!dimensions.includes(load[key])) say(['load', key], 'unknown-dimension', `the report of "${load.route}" has no dimension "${load[key]}"${didYouMean(load[key], dimensions)}`);
    }
    const period = report.dimensions.find((d) => d.id === load.period);
    if (period && period.grain !== 'month') say(['load', 'period'], 'bad-gantt-load', `dimension "${load.period}" must group by month (grain: month)`);
    const measure = report.measures.find((m) => m.id === load.measure);
    if (!measure) say(['load', 'measure'], 'unknown-measure', `the report of "${load.route}" has no measure "${load.measure}"${didYouMean(load.measure, report.measures.map((m) => m.id))}`);
    else if (measure.format !== 'percent') say(['load', 'measure'], 'bad-gantt-load', `measure "${load.measure}" must be a percent (above 100 is over capacity)`);
  }
}

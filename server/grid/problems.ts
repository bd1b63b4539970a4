// What the server checks of every grid view at start-up, beyond the config
// check: each level path, measure field and condition resolves to SQL
// (through refs and the stand-ins of shifted measures), and the edited field
// has a column. A problem stops the start with its file, route and view.
import { resolveReportPath } from '../reports/paths';
import type { GridModel } from './model';

export function gridProblems(model: GridModel): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${model.route.source}: route ${model.route.id}, views[${model.index}]: ${message}`);
  const resolves = (entityId: string, path: string, what: string) => {
    const entity = model.entities.get(entityId);
    if (!entity) return say(`${what}: unknown entity "${entityId}"`);
    const resolved = resolveReportPath(entity, path, model.scope);
    if (typeof resolved === 'string') say(`${what}: ${resolved}`);
  };
  for (const path of model.levels) resolves(model.entity.id, path, `level ${path}`);
  for (const m of model.measures) {
    if (m.formula !== undefined || !m.entity) continue;
    if (m.field) resolves(m.entity, m.field, `measure ${m.id}`);
    m.where.forEach((c) => resolves(m.entity!, c.field, `measure ${m.id} where`));
  }
  if (!model.editField?.column) say(`the edited measure "${model.grid.edit}" has no column to write`);
  if (model.grid.scope && !model.scopeField?.column) say(`the scope "${model.grid.scope}" has no column`);
  return problems;
}

// What the server checks of every report view at start-up, beyond the
// config check: each path resolves to SQL (through refs and computed
// entities), a dimension's values have the same kind in every entity it
// meets in, the view's where names a dimension or a path of every entity,
// and no formula measure uses itself. A problem stops the start with its
// file, route and view, instead of a 500 on the first request.
import type { CompiledConfig, CompiledEntity } from '../../engine/config/compiled';
import type { DimensionKind } from '../../engine/data/report-api';
import { compatibleKinds, dimensionKind } from './dimension-sql';
import { formulaMeasures } from './measure-formula';
import { resolveReportPath, type PathScope } from './paths';

export function reportProblems(config: Pick<CompiledConfig, 'routes'>, scope: PathScope): string[] {
  const problems: string[] = [];
  for (const route of config.routes) {
    route.views.forEach((view, v) => {
      const report = view.report;
      if (view.kind !== 'report' || !report) return;
      const say = (message: string) => problems.push(`${route.source}: route ${route.id}, views[${v}]: ${message}`);
      const entityOf = (id: string | undefined): CompiledEntity | undefined => (id ? scope.entities.get(id) : undefined);
      const resolves = (entity: CompiledEntity, path: string, what: string) => {
        const resolved = resolveReportPath(entity, path, scope);
        if (typeof resolved === 'string') say(`${what}: ${resolved}`);
        return typeof resolved === 'string' ? undefined : resolved;
      };
      const used = new Set<CompiledEntity>();
      for (const m of report.measures) {
        if (m.formula !== undefined) continue;
        const entity = entityOf(m.entity);
        if (!entity) {
          say(`measure ${m.id}: unknown entity "${m.entity}"`);
          continue;
        }
        used.add(entity);
        if (m.field) resolves(entity, m.field, `measure ${m.id}`);
        m.where.forEach((c) => resolves(entity, c.field, `measure ${m.id} where`));
      }
      for (const d of report.dimensions) {
        let first: { kind: DimensionKind; entity: string } | undefined;
        for (const entity of used) {
          if (d.paths[entity.id] === undefined) continue;
          const path = resolves(entity, d.paths[entity.id], `dimension ${d.id} in ${entity.id}`);
          if (!path) continue;
          const kind = dimensionKind(path, d);
          if (!first) first = { kind, entity: entity.id };
          else if (!compatibleKinds(first.kind, kind)) say(`dimension ${d.id} is ${first.kind} in ${first.entity} but ${kind} in ${entity.id}: its values cannot meet in one column`);
        }
      }
      view.where.forEach((c, k) => {
        if (report.dimensions.some((d) => d.id === c.field)) return;
        for (const entity of used) resolves(entity, c.field, `where[${k}] (neither a dimension nor a field of ${entity.id})`);
      });
      const byId = new Map(report.measures.map((m) => [m.id, m]));
      const visiting = new Set<string>();
      const done = new Set<string>();
      const visit = (id: string): void => {
        if (done.has(id)) return;
        if (visiting.has(id)) {
          say(`measure ${id}: its formula uses itself`);
          done.add(id);
          return;
        }
        visiting.add(id);
        const m = byId.get(id);
        if (m?.formula !== undefined) formulaMeasures(m.formula).forEach((dep) => byId.has(dep) && visit(dep));
        visiting.delete(id);
        done.add(id);
      };
      report.measures.forEach((m) => visit(m.id));
    });
  }
  return problems;
}

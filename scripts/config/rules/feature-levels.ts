// features.yaml says which levels a feature knows ([read] or [read, write]).
// A route demanding a level its feature does not know is a mistake: only a
// role granting "*" at that level could ever open it. (A role granting write
// on a read-only feature is harmless, write includes read, so it is allowed.)
import { SINGLE_FILES } from '../files.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export const featureLevels: Rule = (model, at) => {
  const r = reporter(at);
  const levels = new Map(model.config.features.map((f) => [f.id, f.levels as string[]]));
  model.config.routes.forEach((route, i) => {
    const { level } = route.permissions;
    for (const id of route.permissions.features) {
      const known = levels.get(id);
      if (!known || known.includes(level)) continue;
      const site = routeSite(model, i);
      r.report(site.file, [...site.path, 'permissions', 'level'], 'unknown-feature-level',
        `level "${level}" is not a level of feature "${id}" (levels: ${known.join(', ')}); add it to the feature in ${SINGLE_FILES.features} or lower the route's level`);
    }
  });
  // Writing an entity (or a field) asks its write features at level write.
  const needsWrite = (file: string, path: Array<string | number>, id: string) => {
    const known = levels.get(id);
    if (known && !known.includes('write')) {
      r.report(file, path, 'unknown-feature-level', `feature "${id}" has no write level (levels: ${known.join(', ')}); add write to it in ${SINGLE_FILES.features} or name another feature`);
    }
  };
  for (const entity of model.config.entities) {
    entity.access.write.forEach((id, k) => needsWrite(entity.source, ['access', 'write', k], id));
    for (const field of entity.fields) field.access.write.forEach((id, k) => needsWrite(entity.source, ['fields', field.name, 'access', 'write', k], id));
  }
  return r.problems;
};

// A feature named anywhere (a route's permissions, a role's grants, a plugin's
// unlocks, an entity's or a field's access) must be declared in features.yaml; a typo would silently deny (or
// fail to grant) access.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { reporter, routeSite, type Rule } from './rule.ts';

export const knownFeatures: Rule = (model, at) => {
  const r = reporter(at);
  const known = new Set(model.config.features.map((f) => f.id));
  const unknown = (id: string) => `unknown feature "${id}"${didYouMean(id, known)}`;

  model.config.routes.forEach((route, i) => {
    route.permissions.features.forEach((id, k) => {
      if (known.has(id)) return;
      const site = routeSite(model, i);
      r.report(site.file, [...site.path, 'permissions', 'features', k], 'unknown-feature', unknown(id));
    });
  });
  model.config.roles.forEach((role, i) => {
    for (const id of Object.keys(role.grants)) {
      if (id === '*' || known.has(id)) continue;
      r.report(SINGLE_FILES.roles, ['roles', i, 'grants', id], 'unknown-feature', unknown(id), { key: true });
    }
  });
  model.config.plugins.forEach((plugin, i) => {
    plugin.unlocks.forEach((id, k) => {
      if (!known.has(id)) r.report(SINGLE_FILES.plugins, ['plugins', i, 'unlocks', k], 'unknown-feature', unknown(id));
    });
  });
  model.config.entities.forEach((entity) => {
    for (const level of ['read', 'write'] as const) {
      entity.access[level].forEach((id, k) => {
        if (!known.has(id)) r.report(entity.source, ['access', level, k], 'unknown-feature', unknown(id));
      });
    }
    for (const field of entity.fields) {
      for (const level of ['read', 'write'] as const) {
        field.access[level].forEach((id, k) => {
          if (!known.has(id)) r.report(entity.source, ['fields', field.name, 'access', level, k], 'unknown-feature', unknown(id));
        });
      }
    }
  });
  return r.problems;
};

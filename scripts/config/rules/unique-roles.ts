// Role numbers are what users hold and tokens carry; role keys name the
// translation roles.<key>. Either one repeated makes two roles one.
import { SINGLE_FILES } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const uniqueRoles: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.roles;
  const roles = model.config.roles;
  forEachDuplicate(roles, (role) => role.id, (i, first) => {
    r.report(file, ['roles', i, 'id'], 'duplicate-role-id',
      `duplicate role id ${roles[i].id}; already used by role "${roles[first].key}" at ${r.where(file, ['roles', first, 'id'])}`);
  });
  forEachDuplicate(roles, (role) => role.key, (i, first) => {
    r.report(file, ['roles', i, 'key'], 'duplicate-role-key',
      `duplicate role key "${roles[i].key}"; already used by role ${roles[first].id} at ${r.where(file, ['roles', first, 'key'])}`);
  });
  return r.problems;
};

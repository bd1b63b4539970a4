// Users invited during onboarding get this role; it must be a declared role or
// the server would create users who can open nothing.
import { SINGLE_FILES } from '../files.ts';
import { reporter, type Rule } from './rule.ts';

export const onboardingInviteRole: Rule = (model, at) => {
  const r = reporter(at);
  const roles = model.config.roles;
  const role = model.config.onboarding.inviteRole;
  if (!roles.some((x) => x.id === role)) {
    r.report(SINGLE_FILES.onboarding, ['inviteRole'], 'unknown-role',
      `unknown role ${role}; expected one of: ${roles.map((x) => `${x.id} (${x.key})`).join(', ')}`);
  }
  return r.problems;
};

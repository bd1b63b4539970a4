// Who is calling: what the single auth query returns for a valid session.
// Everything the permission rule needs (roles, active plugins, restrictions)
// is in here, so no handler has to query it again.
import type { AccessContext } from '../../engine/access/policy';

export interface Caller {
  userId: number;
  companyId: number;
  sessionId: string;
  name: string;
  email: string;
  language: string;
  roles: number[];
  /** Only loaded for the profile routes (it can weigh ~300 KB); null elsewhere. */
  photo: string | null;
  autoRefresh: boolean;
  onboarding: boolean;
  alias: string;
  activePlugins: string[];
  /** Features restricted for this user (CUSTOM_ROLES); the policy ignores them while that plugin is off. */
  restricted: string[];
}

export function accessContext(caller: Caller): AccessContext {
  const restrictions: Record<string, boolean> = {};
  for (const feature of caller.restricted) restrictions[feature] = true;
  return { roles: caller.roles, activePlugins: caller.activePlugins, restrictions };
}

// Account operations shared by registration, the onboarding invite, the user
// manager and the demo seed: creating a member of a company (with the default
// favourites they may open, and an invitation when there is no password) and
// opening a session.
import type { Queryable } from './db/adapter';
import { hashPassword } from './auth/passwords';
import { createSession } from './data/sessions';
import { activePlugins } from './data/plugins';
import { companyStillOnboarding } from './data/companies';
import { seedFavorites } from './data/favorites';
import { createInvitation, invitationUrl } from './data/invitations';
import { insertUser, type UserRow } from './data/users';
import type { Services } from './services';

export interface NewMember {
  companyId: number;
  name: string;
  email: string;
  roles: number[];
  /** Without a password the user is created inactive with an invitation. */
  password?: string;
  language?: string;
}

export async function createMember(tx: Queryable, services: Services, member: NewMember): Promise<{ user: UserRow; invitationUrl?: string }> {
  const { config, policy, paths } = services;
  const user = await insertUser(tx, {
    companyId: member.companyId,
    name: member.name,
    email: member.email,
    passwordHash: member.password ? await hashPassword(member.password) : null,
    language: member.language ?? config.app.languages.default,
    roles: member.roles,
    // New members of a company that is still onboarding see the wizard too.
    onboarding: await companyStillOnboarding(tx, member.companyId),
    active: member.password !== undefined,
  });
  // Default favourites, only those this user may open in this company.
  const ctx = { roles: member.roles, activePlugins: await activePlugins(tx, member.companyId) };
  const defaults = config.app.favorites.defaults.filter((path) => {
    const resolved = paths.resolve(path);
    return resolved && !resolved.item && policy.canOpen(resolved.route, ctx);
  });
  await seedFavorites(tx, user.id, defaults.slice(0, config.app.favorites.max));
  if (member.password !== undefined) return { user };
  return { user, invitationUrl: invitationUrl(await createInvitation(tx, member.companyId, user.id)) };
}

/** Opens a session and signs its token. */
export async function openSession(db: Queryable, services: Services, userId: number, companyId: number): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(Date.now() + services.tokens.lifetimeMs);
  const sessionId = await createSession(db, userId, companyId, expiresAt);
  return { token: await services.tokens.sign({ userId, companyId, sessionId }, expiresAt), sessionId };
}

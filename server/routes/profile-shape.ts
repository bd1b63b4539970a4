// The Profile of the API contract, built from the auth query's row.
import type { Profile } from '../../engine/http/api-contract';
import type { LanguageCode } from '../../engine/config/compiled';
import type { Caller } from '../access/caller';
import { lookupCaller } from '../data/sessions';
import type { Queryable } from '../db/adapter';

export function toProfile(caller: Caller): Profile {
  return {
    Id: caller.userId,
    Name: caller.name,
    Email: caller.email,
    Language: caller.language as LanguageCode,
    Roles: caller.roles,
    Photo: caller.photo ?? null,
    BussinessAlias: caller.alias,
    ActivePlugins: caller.activePlugins,
    OnBoarding: caller.onboarding,
    AutoRefresh: caller.autoRefresh,
  };
}

/** Profile of a session just opened (login, register, invitation). */
export async function profileOfSession(db: Queryable, sessionId: string, userId: number): Promise<Profile> {
  const caller = await lookupCaller(db, sessionId, userId, true);
  if (!caller) throw new Error('a session just opened was not found');
  return toProfile(caller);
}

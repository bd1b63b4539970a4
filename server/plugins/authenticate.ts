// Authentication and authorisation of /api routes, as an onRequest hook of
// the /api scope: it runs before the body is parsed or validated, so a caller
// without the right gets 401/403 and learns nothing about the schema.
// Routes opt out with config.public and declare what they need with
// config.access (checked with the engine's policy, see access/requirements.ts).
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../access/caller';
import type { AccessRequirement } from '../access/requirements';
import { lookupCaller } from '../data/sessions';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, register, health, docs...). */
    public?: boolean;
    /** What the caller must be allowed, beyond being signed in. */
    access?: AccessRequirement;
    /** Load the user's photo in the auth query (profile routes only). */
    withPhoto?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function createAuthenticateHook(services: Services) {
  const { db, tokens, access } = services;
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const config = request.routeOptions.config;
    // Unknown /api paths answer 404 whoever asks.
    if (config.public || request.is404) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
    const verified = await tokens.verify(match[1]);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? new ApiError('TOKEN_EXPIRED', 'Your session has expired; sign in again')
        : new ApiError('UNAUTHORIZED', 'The session token is not valid; sign in again');
    }
    const { sessionId, userId, companyId } = verified.claims;
    // The one query of the request's authentication: session, user, company, plugins, restrictions.
    const caller = await lookupCaller(db, sessionId, userId, config.withPhoto === true);
    if (!caller || caller.companyId !== companyId) throw new ApiError('UNAUTHORIZED', 'Your session has ended; sign in again');
    request.caller = caller;
    if (config.access) access.assert(config.access, caller);
  };
}

/** The signed-in caller of a route that is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`route ${request.routeOptions.url} used callerOf() but is public`);
  return request.caller;
}

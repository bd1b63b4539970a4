// Bearer tokens: HS256 JWTs signed with jose. The token names the user (sub),
// the company and the session (sid); the session row decides revocation, the
// exp claim decides expiry. Each token carries its own id (jti): two tokens
// of one session signed within the same second (sign-in, then a refresh)
// were otherwise the same string, and a refresh seemed to return nothing new.
//
// Verifying costs ~45-150 µs through WebCrypto (more than the rest of a
// profile fetch's CPU), and a browser sends the same token for up to an hour,
// so tokens that verified are remembered (bounded, until their exp). This is
// safe: a cached token is one that verified with this secret, expiry is
// checked on every hit, and revocation never depended on the signature (the
// auth query checks the session row on every request). A remembered token
// is dropped once its signing key's grace period ends (signing-keys.ts).
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { SigningKeys } from './signing-keys';

export interface TokenClaims {
  userId: number;
  companyId: number;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'exp'>, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
  lifetimeMs: number;
}

/** Verified tokens remembered at most; the oldest are forgotten first. */
const CACHE_SIZE = 10_000;

export function createTokenService(keys: SigningKeys, lifetimeMs: number): TokenService {
  const verified = new Map<string, { claims: TokenClaims; kid: string | undefined }>();

  function remember(token: string, claims: TokenClaims, kid: string | undefined) {
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, kid });
  }

  const keyOf: JWTVerifyGetKey = async (header) => {
    const found = await keys.find(header.kid);
    if (!found) throw new errors.JWSSignatureVerificationFailed();
    return found.key;
  };

  return {
    lifetimeMs,
    async sign({ userId, companyId, sessionId }, expiresAt) {
      const { kid, key } = await keys.current();
      return new SignJWT({ company: companyId, sid: sessionId })
        .setProtectedHeader(kid === undefined ? { alg: 'HS256', typ: 'JWT' } : { alg: 'HS256', typ: 'JWT', kid })
        .setSubject(String(userId))
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && keys.accepts(known.kid)) {
        if (known.claims.exp * 1000 > Date.now()) return { ok: true, claims: known.claims };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      if (known) verified.delete(token);
      try {
        // The signature is checked before the claims, so an expired forged token is 'invalid'.
        const { payload, protectedHeader } = await jwtVerify(token, keyOf, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const companyId = payload.company;
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || typeof companyId !== 'number' || typeof sessionId !== 'string' || !payload.exp) {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { userId, companyId, sessionId, exp: payload.exp };
        remember(token, claims, protectedHeader.kid);
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

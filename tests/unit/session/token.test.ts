import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from '../../../engine/session';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('tokenExpiry', () => {
  it('reads exp (seconds) as milliseconds, without verifying', () => {
    expect(tokenExpiry(jwt({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('decodes URL-safe base64 and UTF-8 claims', () => {
    expect(tokenExpiry(jwt({ name: 'José Ñúñez ~~~???>>>', exp: 2 }))).toBe(2000);
  });

  it('is null for missing, malformed or exp-less tokens', () => {
    for (const token of [null, undefined, '', 'abc', 'a.b', 'a..c', `x.${b64url('str')}.y`, 'x.!!!.y', jwt({ sub: 1 }), jwt({ exp: '5' })]) {
      expect(tokenExpiry(token)).toBeNull();
    }
  });
});

describe('isTokenExpired', () => {
  const token = jwt({ exp: 1000 }); // expires at 1,000,000 ms
  it('compares exp with now, minus an optional skew', () => {
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired(token, 990_000, 10_000)).toBe(true);
  });

  it('a missing or malformed token is expired; a JWT without exp is left to the server', () => {
    expect(isTokenExpired(null, 0)).toBe(true);
    expect(isTokenExpired('garbage', 0)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 1 }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

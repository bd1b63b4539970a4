import { describe, expect, it } from 'vitest';
import { appLayoutChunk, authLayoutChunk, frameChunk } from '../../../engine/shell/layout-chunks';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('frameChunk: which frame the first load asks for early', () => {
  const now = 1_800_000_000_000;
  it('the signed-in frame for a usable token', () => {
    expect(frameChunk(jwt({ sub: '1', exp: now / 1000 + 60 }), now)).toBe(appLayoutChunk);
  });
  it('the public frame (login) without a token, or with an expired or malformed one', () => {
    for (const token of [null, '', jwt({ sub: '1', exp: now / 1000 }), 'not-a-jwt']) expect(frameChunk(token, now)).toBe(authLayoutChunk);
  });
});

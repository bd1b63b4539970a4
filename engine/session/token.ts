// Reads a JWT's expiry without verifying it. The browser cannot verify the
// server's signature and does not need to: the server does on every call. The
// client only uses exp to decide early whether a stored token is worth using
// (the /auth redirect to the last authorised URL) and to check before it lapses.
import { decodeBase64Utf8 } from '../http/base64';

/** exp of the token in ms since epoch; null when the token is malformed or has no numeric exp. */
export function tokenExpiry(jwt: string | null | undefined): number | null {
  if (!jwt) return null;
  const parts = jwt.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Utf8(parts[1]));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * True when the token is missing, malformed or expires within skewMs. A token
 * without exp counts as usable: the server remains the judge.
 */
export function isTokenExpired(jwt: string | null | undefined, now: number, skewMs = 0): boolean {
  if (!jwt) return true;
  if (jwt.split('.').length !== 3) return true;
  const expiry = tokenExpiry(jwt);
  return expiry !== null && expiry - skewMs <= now;
}

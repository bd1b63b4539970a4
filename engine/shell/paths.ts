// Pure helpers about URLs the shell redirects to (unit-tested in tests/unit/shell).

/** A config path ('forecasts/review') as an absolute URL path ('/forecasts/review'). */
export function toUrl(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/** The config path of a URL path ('/forecasts/review/' -> 'forecasts/review'). */
export function fromUrl(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

/** True for /auth and anything under it. */
export function isAuthUrl(pathname: string): boolean {
  return /^\/auth(\/|$|\?|#)/.test(pathname);
}

/**
 * A URL we may send the user to after signing in: same-origin, absolute path,
 * not an /auth page (that would loop), no protocol-relative '//host' trick.
 * Anything else gives the fallback.
 */
export function safeReturnUrl(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters (CR/LF, NUL) in a return URL are refused on purpose
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  if (isAuthUrl(candidate)) return fallback;
  return candidate;
}

/** Initials for an avatar: first letters of the first two words ('Ana María Ruiz' -> 'AM'). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase()).join('');
}

/** Picks one of n backgrounds at random (random in [0, 1)); n < 1 gives 0. */
export function pickBackground(n: number, random: number): number {
  if (!Number.isFinite(n) || n < 1) return 0;
  return Math.min(Math.floor(random * Math.floor(n)), Math.floor(n) - 1);
}

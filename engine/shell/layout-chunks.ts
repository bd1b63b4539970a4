// The two frames' code, out of the first load: the signed-in frame
// (AppLayout: header, menu bar, overlays), which the login page never shows,
// and the public one (AuthLayout, with Mantine's components for the forms),
// which a signed-in visit never shows. The first load asks for the one the
// stored token points to (boot.ts), beside the application's code; the
// router's 'app' and 'public' routes take them from here.
import { isTokenExpired } from '../session/token';
import { chunk } from './chunk';

export const appLayoutChunk = chunk(() => import('./AppLayout'));
export const authLayoutChunk = chunk(() => import('./AuthLayout'));

/** The frame the first page will show: the signed-in one given a usable token (the server may still refuse it), else the public one. */
export function frameChunk(token: string | null, now: number): typeof appLayoutChunk | typeof authLayoutChunk {
  return token && !isTokenExpired(token, now) ? appLayoutChunk : authLayoutChunk;
}

// The session token: kept in localStorage so a reload keeps the user signed
// in, and shared by every tab (the storage event here; the BroadcastChannel
// of engine/session for logout and refreshed tokens, wired in the shell).
import { atom } from 'jotai';
import { atomWithLocalString, readStored, writeStored } from './storage';

// In a module of its own: the first load reads the token before the state's code has loaded (engine/shell/boot.ts).
import { TOKEN_KEY } from './token-key';

export { TOKEN_KEY };
export const LAST_URL_KEY = 'sop.lastUrl';
export const RETURN_TO_KEY = 'sop.returnTo';

/** The bearer token, or null when signed out. Written by sign-in, token refresh and sign-out. */
export const tokenAtom = atomWithLocalString(TOKEN_KEY);

/** The last URL the user was allowed to open; /auth sends a token holder back there. */
export const lastAuthorisedUrlAtom = atomWithLocalString(LAST_URL_KEY);

/** True while the user is signed in and their profile is loaded. */
export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null);

/** The URL a signed-out visitor tried to open; sign-in returns there once. */
export function rememberReturnTo(url: string): void {
  try { sessionStorage.setItem(RETURN_TO_KEY, url); } catch { writeStored(RETURN_TO_KEY, url); }
}

export function takeReturnTo(): string | null {
  let url: string | null;
  try {
    url = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    url = readStored(RETURN_TO_KEY);
    writeStored(RETURN_TO_KEY, null);
  }
  return url;
}

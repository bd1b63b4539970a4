// The signed-in user's profile (GET /api/profile). null while signed out.
// Written by the session loader, sign-in, the profile page and session refresh.
import { atom } from 'jotai';
import type { Profile } from '../http';

export const profileAtom = atom<Profile | null>(null);

/** The user's role numbers; empty while signed out. */
export const rolesAtom = atom((get) => get(profileAtom)?.Roles ?? []);

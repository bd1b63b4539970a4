// Pages the user opened recently, newest first, kept in localStorage per user
// (sop.recent.<user id>) so they survive a reload but never leak between the
// accounts of one browser. Written by the shell whenever a permitted page opens.
import { atom } from 'jotai';
import { profileAtom } from './profile';
import { readStoredJson, writeStored } from './storage';

export interface RecentPage { path: string; at: number }

export const MAX_RECENT_PAGES = 8;
export const recentPagesKey = (userId: number | string) => `sop.recent.${userId}`;

/** Pure: the list after visiting path at time at (deduplicated, newest first, bounded). */
export function pushRecentPage(list: readonly RecentPage[], path: string, at: number, max = MAX_RECENT_PAGES): RecentPage[] {
  return [{ path, at }, ...list.filter((p) => p.path !== path)].slice(0, max);
}

function isRecentPage(value: unknown): value is RecentPage {
  return !!value && typeof value === 'object' && typeof (value as RecentPage).path === 'string' && typeof (value as RecentPage).at === 'number';
}

// Bumped after each write so the derived atom re-reads storage.
const revisionAtom = atom(0);

export const recentPagesAtom = atom<RecentPage[]>((get) => {
  get(revisionAtom);
  const profile = get(profileAtom);
  if (!profile) return [];
  const stored = readStoredJson<unknown>(recentPagesKey(profile.Id), []);
  return Array.isArray(stored) ? stored.filter(isRecentPage).slice(0, MAX_RECENT_PAGES) : [];
});

export const recordRecentPageAtom = atom(null, (get, set, path: string) => {
  const profile = get(profileAtom);
  if (!profile) return;
  const current = get(recentPagesAtom);
  if (current[0]?.path === path) return;
  writeStored(recentPagesKey(profile.Id), JSON.stringify(pushRecentPage(current, path, Date.now())));
  set(revisionAtom, (n) => n + 1);
});

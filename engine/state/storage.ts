// localStorage helpers that never throw (private mode, quota, tests without
// a DOM) and a string atom kept in localStorage and in sync across tabs
// through the 'storage' event.
import { atom, type WritableAtom } from 'jotai';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try { return storage()?.getItem(key) ?? null; } catch { return null; }
}

export function writeStored(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota or private mode: the value lives in memory only
  }
}

export function readStoredJson<T>(key: string, fallback: T): T {
  const raw = readStored(key);
  if (raw === null) return fallback;
  try { return JSON.parse(raw) as T; } catch { return fallback; }
}

/** A string (or null) persisted under key; another tab's change reaches this one. */
export function atomWithLocalString(key: string): WritableAtom<string | null, [string | null], void> {
  const base = atom<string | null>(readStored(key));
  base.onMount = (set) => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) set(readStored(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(base),
    (_get, set, value: string | null) => {
      writeStored(key, value);
      set(base, value);
    },
  );
}

// This session's logs (specification sections 3 and 8): HTTP errors from the
// client's onLog hook, alerts raised by the shell (favourites limit, session
// expiry, translation file failure). The header bell lists them; the toasts
// show the new ones for logs.lifetimeMs. Not persisted: a reload starts empty.
import { atom } from 'jotai';
import { shouldShowLog, upsertError, type ErrorEntry, type Log } from '../http';
import { configAtom } from './config';
import { rolesAtom } from './profile';

export interface SessionLog extends Log {
  /** When it was added (ms since epoch). */
  at: number;
}

/** Oldest logs are dropped past this many, so a long session cannot grow without bound. */
export const MAX_LOGS = 200;

export const logsAtom = atom<SessionLog[]>([]);

/** Ids of logs currently shown as notifications (the toasts). */
export const toastIdsAtom = atom<string[]>([]);

/** The logs this user may see (status 0 only for roles that see network errors), newest first. */
export const visibleLogsAtom = atom((get) => {
  const roles = get(rolesAtom);
  const rolesConfig = get(configAtom).roles;
  return get(logsAtom).filter((log) => shouldShowLog(log, roles, rolesConfig)).reverse();
});

let sequence = 0;
export const nextLogId = (prefix = 'log') => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export type NewLog = Omit<Log, 'id'> & { id?: string };

/** At most this many notifications at once: a new one pushes the oldest out of the stack (the bell keeps it). */
export const MAX_TOASTS = 4;

/**
 * Adds a log and shows it as a notification, unless this user may not see it
 * (status 0 for roles without seesNetworkErrors): it is kept, so the history
 * shows it if the user's roles change. Returns its id.
 */
export const addLogAtom = atom(null, (get, set, log: NewLog): string => {
  const entry: SessionLog = { ...log, id: log.id ?? nextLogId(), at: Date.now() };
  set(logsAtom, [...get(logsAtom), entry].slice(-MAX_LOGS));
  if (shouldShowLog(entry, get(rolesAtom), get(configAtom).roles)) {
    set(toastIdsAtom, [...get(toastIdsAtom), entry.id].slice(-MAX_TOASTS));
  }
  return entry.id;
});

export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(toastIdsAtom, get(toastIdsAtom).filter((x) => x !== id));
});

export const clearLogsAtom = atom(null, (_get, set) => {
  set(logsAtom, []);
  set(toastIdsAtom, []);
});

/** A body flagged Error, with when it arrived. */
export interface SessionError extends ErrorEntry {
  at: number;
}

/** Successful bodies flagged Error (specification section 8); a repeated ErrorCode replaces the earlier entry. */
export const errorsAtom = atom<SessionError[]>([]);

export const addErrorAtom = atom(null, (get, set, entry: ErrorEntry) => {
  const stamped: SessionError = { ...entry, at: Date.now() };
  set(errorsAtom, upsertError(get(errorsAtom), stamped) as SessionError[]);
});

/** One line of the bell's history: a log, or a successful body flagged Error. */
export interface HistoryEntry extends SessionLog {
  source: 'log' | 'body';
}

/**
 * The bell's history: the logs the user may see and the bodies flagged Error,
 * newest first (a log before a body error of the same millisecond). A body
 * error reads as an error log with its ErrorCode's title, so it has the same
 * copy button (Message, Status, Endpoint, Payload).
 */
export function historyEntries(
  logs: readonly SessionLog[],
  errors: readonly SessionError[],
  titleFor: (errorCode: string) => string,
): HistoryEntry[] {
  const fromBodies = errors.map((e): HistoryEntry => ({
    id: `body-error:${e.ErrorCode}`,
    source: 'body',
    logLevel: 'error',
    errorCode: e.ErrorCode,
    title: titleFor(e.ErrorCode),
    message: e.Message,
    status: e.Status,
    endpoint: e.Endpoint,
    payload: e.Payload,
    at: e.at,
  }));
  const all = [...logs.map((log): HistoryEntry => ({ ...log, source: 'log' })), ...fromBodies];
  // A stable sort: entries of one millisecond keep logs (already newest first) ahead.
  return all.sort((a, b) => b.at - a.at);
}

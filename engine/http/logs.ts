// The logs viewer's model (specification sections 3, 6 and 8). Logs are
// plain data so the viewer, the header's history and the tests share them.
import type { CompiledConfig } from '../config/compiled';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';

export type LogLevel = 'warning' | 'error' | 'http-error' | 'info';

export interface Log {
  id: string;
  logLevel: LogLevel;
  errorCode?: string;
  title: string;
  message: string;
  /** HTTP status; 0 means the server could not be reached. */
  status?: number;
  endpoint?: string;
  payload?: unknown;
}

/** What the copy button puts on the clipboard, base64-encoded. */
export interface CopiedLog { Message: string; Status: number | null; Endpoint: string | null; Payload: unknown }

const LEVELS: readonly LogLevel[] = ['warning', 'error', 'http-error', 'info'];

/** Levels also arrive written 'ERROR', 'HTTP-ERROR', 'HTTP_ERROR' or 'warn'; anything unknown is 'info'. */
export function normalizeLogLevel(level: string | null | undefined): LogLevel {
  const folded = String(level ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (folded === 'warn') return 'warning';
  return (LEVELS as readonly string[]).includes(folded) ? (folded as LogLevel) : 'info';
}

/**
 * Status 0 (server unreachable) is noise for business users: only roles that
 * declare seesNetworkErrors (role 0) see it. Every other log is shown.
 */
export function shouldShowLog(
  log: Pick<Log, 'status'>,
  roles: readonly number[],
  rolesConfig: CompiledConfig['roles'] | ReadonlyArray<{ id: number; seesNetworkErrors?: boolean }>,
): boolean {
  if (log.status !== 0) return true;
  return rolesConfig.some((role) => role.seesNetworkErrors === true && roles.includes(role.id));
}

/** Base64 of the JSON of Message, Status, Endpoint and Payload; every key present (null when unknown). */
export function copyPayload(log: Pick<Log, 'message' | 'status' | 'endpoint' | 'payload'>): string {
  const copied: CopiedLog = {
    Message: log.message,
    Status: log.status ?? null,
    Endpoint: log.endpoint ?? null,
    Payload: log.payload ?? null,
  };
  return encodeBase64Utf8(JSON.stringify(copied));
}

/** The inverse of copyPayload, for tests and for support staff reading a pasted report. */
export function decodeCopyPayload(base64: string): CopiedLog {
  return JSON.parse(decodeBase64Utf8(base64)) as CopiedLog;
}

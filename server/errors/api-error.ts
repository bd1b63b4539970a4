// The only error codes this server answers with. Each must exist in
// config/errors.yaml, which also gives its HTTP status: checkErrorCatalogue()
// refuses to start the server otherwise, and a test asserts the same.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { ServerText } from './texts';

export const SERVER_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'PLUGIN_INACTIVE',
  'SEPARATION_OF_DUTIES',
  'NOT_FOUND',
  'CONFLICT',
  'USER_EXISTS',
  'FAVORITES_LIMIT',
  'ONBOARDING_INCOMPLETE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * Thrown by handlers and hooks; the error handler turns it into
 * { ok: false, ErrorCode, Message, Field?, MessageKey?, MessageParams? }.
 * A ServerText (texts.ts) gives the message a key the browser translates.
 */
export class ApiError extends Error {
  readonly text?: ServerText;

  constructor(
    readonly code: ErrorCode,
    message: string | ServerText,
    readonly field?: string,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'ApiError';
    if (typeof message !== 'string') this.text = message;
  }
}

export type ErrorStatuses = Record<ErrorCode, number>;

/** HTTP status of every server error code, read from the config; throws when one is missing. */
export function checkErrorCatalogue(config: Pick<CompiledConfig, 'errors'>): ErrorStatuses {
  const declared = new Map(config.errors.codes.map((c) => [c.code, c.status]));
  const missing = SERVER_ERROR_CODES.filter((code) => !declared.has(code));
  if (missing.length > 0) {
    throw new Error(`config/errors.yaml lacks error codes the server answers with: ${missing.join(', ')}`);
  }
  const statuses = {} as ErrorStatuses;
  for (const code of SERVER_ERROR_CODES) {
    const status = declared.get(code)!;
    if (status < 400 || status > 599) throw new Error(`config/errors.yaml: ${code} must have an HTTP error status (got ${status})`);
    statuses[code] = status;
  }
  return statuses;
}

// What a failed call throws. It keeps the server's ErrorCode and Field so a
// form can put the message under the right input, and Status so callers can
// tell "unauthorised" (401) from "server unreachable" (0).

export class ApiError extends Error {
  readonly ErrorCode: string;
  readonly Status: number;
  readonly Message: string;
  readonly Field?: string;
  readonly Endpoint: string;
  /** serverErrors.<MessageKey> says Message in the user's language, with MessageParams (see serverMessage). */
  readonly MessageKey?: string;
  readonly MessageParams?: Record<string, string | number>;

  constructor(init: {
    ErrorCode: string; Status: number; Message: string; Field?: string; Endpoint: string;
    MessageKey?: string; MessageParams?: Record<string, string | number>;
  }) {
    super(init.Message || init.ErrorCode);
    this.name = 'ApiError';
    this.ErrorCode = init.ErrorCode;
    this.Status = init.Status;
    this.Message = init.Message;
    this.Field = init.Field;
    this.Endpoint = init.Endpoint;
    this.MessageKey = init.MessageKey;
    this.MessageParams = init.MessageParams;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A failed call's message in the user's language: the server's text key
 * (serverErrors.<MessageKey>) with its parameters when the translations have
 * it, else the server's own Message (English), never a raw key.
 */
export function serverMessage(error: Pick<ApiError, 'Message' | 'MessageKey' | 'MessageParams'>, t: Translate): string {
  if (!error.MessageKey) return error.Message;
  return t(`serverErrors.${error.MessageKey}`, { ...error.MessageParams, defaultValue: error.Message });
}

/** What to tell the user of a failure: the server's message in their language, else the page's own text for it (t(fallbackKey)). */
export function failureMessage(error: unknown, t: Translate, fallbackKey: string): string {
  return isApiError(error) && error.Message ? serverMessage(error, t) : t(fallbackKey, {});
}

// What a failed call throws. It keeps the server's ErrorCode and Field so a
// form can put the message under the right input, and Status so callers can
// tell "unauthorised" (401) from "server unreachable" (0).

export class ApiError extends Error {
  readonly ErrorCode: string;
  readonly Status: number;
  readonly Message: string;
  readonly Field?: string;
  readonly Endpoint: string;

  constructor(init: { ErrorCode: string; Status: number; Message: string; Field?: string; Endpoint: string }) {
    super(init.Message || init.ErrorCode);
    this.name = 'ApiError';
    this.ErrorCode = init.ErrorCode;
    this.Status = init.Status;
    this.Message = init.Message;
    this.Field = init.Field;
    this.Endpoint = init.Endpoint;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// The HTTP client. fetch is injected so tests (and the server's own tests)
// drive it without a network. It applies, in one place, the rules of
// specification sections 4, 7 and 8: bearer token on every request, a Token in
// any body is stored (restarting the session timer), failures are logged
// unless the request opts out, and bodies flagged Error feed the errors list.
import { ApiError } from './api-error';
import { resolveEndpoint, type QueryValue } from './endpoint';
import type { ErrorEntry } from './errors';
import type { Log } from './logs';

/** The part of a fetch Response the client reads (a real Response fits). */
export interface ResponseLike { status: number; statusText: string; text(): Promise<string> }
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export interface HttpClientConfig {
  /** Prefix for every path, e.g. '' (same origin) or 'http://localhost:3000'. */
  baseUrl?: string;
  fetch: FetchLike;
  getToken(): string | null | undefined;
  /** A body carried a Token: store it and restart the session timeout. */
  onToken?(token: string): void;
  onLog?(log: Log): void;
  onBodyError?(entry: ErrorEntry): void;
  /** A 401 to a request that carried a token: the session is no longer valid. */
  onUnauthorized?(error: ApiError): void;
  /** The log's title for an ErrorCode, e.g. code => t(errorHeaderKey(config.errors, code)). */
  titleFor?(errorCode: string): string;
  /** The log's message for a failure, e.g. error => serverMessage(error, t) (default: the server's Message). */
  messageFor?(error: ApiError): string;
  nextLogId?(): string;
}

export interface RequestOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  /** Do not log a failure (the caller shows its own message). */
  silent?: boolean;
  /** Failures with these ErrorCodes are expected: not logged. */
  ignoreCodes?: readonly string[];
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpClient = ReturnType<typeof createHttpClient>;

type Body = Record<string, unknown>;
const INVALID = Symbol('invalid JSON');

const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

async function readBody(response: ResponseLike): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try { return JSON.parse(text); } catch { return INVALID; }
}

/** The Token a body carries, top-level (login) or inside data (profile refresh). */
export function tokenOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return str(body.Token) ?? (isRecord(body.data) ? str(body.data.Token) : undefined);
}

export function createHttpClient(config: HttpClientConfig) {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  let logCount = 0;
  const nextLogId = config.nextLogId ?? (() => `http-${++logCount}`);
  const titleFor = config.titleFor ?? ((code: string) => code);

  function fail(error: ApiError, payload: unknown, options: RequestOptions, sentToken: boolean): never {
    if (error.Status === 401 && sentToken) config.onUnauthorized?.(error);
    if (!options.silent && !options.ignoreCodes?.includes(error.ErrorCode)) {
      config.onLog?.({
        id: nextLogId(), logLevel: 'http-error', errorCode: error.ErrorCode, title: titleFor(error.ErrorCode),
        message: config.messageFor?.(error) ?? error.Message, status: error.Status, endpoint: error.Endpoint, payload,
      });
    }
    throw error;
  }

  /** Calls an api-contract endpoint ('GET /api/profile') and resolves to its `data`. */
  async function request<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
    const { method, path } = resolveEndpoint(endpoint, options.params, options.query);
    const token = config.getToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const sendsBody = options.body !== undefined && method !== 'GET' && method !== 'HEAD';
    if (sendsBody) headers['Content-Type'] = 'application/json';
    const payload = options.body ?? null;
    const url = baseUrl + (path.startsWith('/') ? path : `/${path}`);

    let response: ResponseLike;
    try {
      response = await config.fetch(url, {
        method, headers, body: sendsBody ? JSON.stringify(options.body) : undefined, signal: options.signal,
      });
    } catch (cause) {
      // A request the caller cancelled is not an error worth telling anyone about.
      if (options.signal?.aborted || (cause as Error)?.name === 'AbortError') {
        throw new ApiError({ ErrorCode: 'ABORTED', Status: 0, Message: 'Request aborted', Endpoint: path });
      }
      const message = cause instanceof Error ? cause.message : String(cause);
      return fail(new ApiError({ ErrorCode: 'NETWORK_ERROR', Status: 0, Message: message, Endpoint: path }), payload, options, !!token);
    }

    const body = await readBody(response);
    const fresh = tokenOf(body);
    if (fresh) config.onToken?.(fresh);

    const record = isRecord(body) ? body : undefined;
    if (response.status >= 400 || body === INVALID || record?.ok === false) {
      const ErrorCode = str(record?.ErrorCode)
        ?? (response.status >= 400 ? `HTTP_${response.status}` : body === INVALID ? 'INVALID_RESPONSE' : 'UNKNOWN_ERROR');
      const Message = str(record?.Message) ?? response.statusText ?? '';
      const MessageParams = isRecord(record?.MessageParams) ? record.MessageParams as Record<string, string | number> : undefined;
      return fail(new ApiError({ ErrorCode, Status: response.status, Message, Field: str(record?.Field), Endpoint: path, MessageKey: str(record?.MessageKey), MessageParams }), payload, options, !!token);
    }

    if (record?.Error) {
      const data = isRecord(record.data) ? record.data : undefined;
      config.onBodyError?.({
        ErrorCode: str(record.ErrorCode) ?? str(data?.ErrorCode) ?? 'UNKNOWN_ERROR',
        Message: str(record.Message) ?? str(record.Error) ?? str(data?.Message) ?? '',
        Endpoint: path,
        Payload: payload,
        Status: response.status,
      });
    }
    return (record && 'data' in record ? record.data : body) as T;
  }

  return { request };
}

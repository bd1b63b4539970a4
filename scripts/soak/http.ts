// A small JSON client for spawned servers (soak setup and checks, reliability
// tests): every answer with its status and how long it took; a request that
// never completes (the server was killed, the socket reset) resolves with
// status 0 instead of throwing.

/** The API's JSON envelope: `data` when it answers, `ErrorCode` and `Message` when it refuses. */
export interface ApiBody<D = unknown> {
  ok?: boolean;
  data?: D;
  ErrorCode?: string;
  Message?: string;
}

/** `T`: the body's shape as the caller expects it (the envelope unless told more). */
export interface Answer<T = ApiBody> {
  status: number;
  body: T;
  ms: number;
  /** Set when no HTTP answer arrived (connection refused or reset, timeout). */
  error?: string;
}

export async function request<T = ApiBody>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: body as T, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: undefined as T, ms: performance.now() - started, error: String((error as Error)?.cause ?? error) };
  }
}

export async function loginOver(base: string, email: string, password = 'demo1234'): Promise<string> {
  const answer = await request<{ data: { Token: string } }>(base, 'POST', '/api/auth/login', { body: { Email: email, Password: password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.Token;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

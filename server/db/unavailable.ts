// "The database cannot answer right now", told apart from "this statement is
// wrong". The first is an outage (network cut, server restarting, every
// connection busy past the timeout): the API answers 503 SERVICE_UNAVAILABLE
// and the request may be retried; the second stays a 500. The pg adapter's
// timeouts (pg.ts) turn a database that stops answering into one of these
// errors within a bounded time instead of a request that hangs.

/** SQLSTATEs of an unreachable, restarting, overloaded or timed-out server. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** Socket errors of a peer that is gone or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** node-postgres and pg-pool raise these as plain Errors, recognisable only by their text. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout
  /^timeout exceeded when trying to connect/, // pool: no connection within connectionTimeoutMillis
  /^Query read timeout/, // query_timeout
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exception (08000, 08003, 08006...).
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** A database call that gives up after `ms`: for health checks, which must answer even when the database does not. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`Query read timeout (no answer within ${ms} ms)`), { code: 'ETIMEDOUT' })), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

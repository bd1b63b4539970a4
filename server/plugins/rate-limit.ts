// @fastify/rate-limit with its counters in the database (data/rate-limits.ts)
// instead of one process's memory: the login and registration limits hold
// across every server instance on one PostgreSQL. Only the routes that declare
// config.rateLimit (login, register) are limited. When the database is down the
// store's error propagates, and the error handler answers 503.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countAttempt, purgeExpired, rateLimitKey, readAttempts } from '../data/rate-limits';
import type { Db } from '../db/adapter';
import { ApiError } from '../errors/api-error';

/** How often one instance purges ended windows (a background statement, never on a request's path). */
const PURGE_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route a child store counts for: each limited route has its own counters. */
function routeNamespace(params: unknown): string {
  const route = ((params as { routeInfo?: unknown }).routeInfo ?? params) as { method?: unknown; url?: unknown };
  return `${String(route.method ?? '*')} ${String(route.url ?? '*')}`;
}

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastPurge = Date.now();

  constructor(
    private readonly db: Db,
    private readonly namespace = 'global',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    countAttempt(this.db, rateLimitKey(this.namespace, key), timeWindow).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      purgeExpired(this.db).catch(() => {});
    }
  }

  /** The count without counting (the plugin's `increment: false`). */
  read(key: string, callback: Callback): void {
    readAttempts(this.db, rateLimitKey(this.namespace, key)).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(params: unknown): FastifyRateLimitStore {
    return new DatabaseRateLimitStore(this.db, routeNamespace(params));
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    // The plugin instantiates the store itself (`new store(settings)`): bind the database here.
    const store: FastifyRateLimitStoreCtor = class extends DatabaseRateLimitStore {
      constructor() {
        super(options.db);
      }
    };
    await app.register(rateLimit, {
      global: false,
      store,
      errorResponseBuilder: (_request, context) => new ApiError('RATE_LIMITED', `Too many attempts; try again in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);

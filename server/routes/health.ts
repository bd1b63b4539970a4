// Liveness for load balancers and monitors: is the database reachable?
import type { FastifyInstance } from 'fastify';
import type { HealthStatus } from '../../engine/http/api-contract';
import { withTimeout } from '../db/unavailable';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';

/** A monitor must get an answer even when the database gives none. */
export const HEALTH_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.services;
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: `Database reachability; 503 SERVICE_UNAVAILABLE when it does not answer within ${HEALTH_TIMEOUT_MS / 1000} s.`,
        response: responses({ type: 'object', required: ['Database'], properties: { Database: { type: 'string', enum: ['up'] } } }),
      },
    },
    async (request) => {
      try {
        await withTimeout(db.query('SELECT 1'), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ error: (error as Error).message }, 'health check: database unreachable');
        throw new ApiError('SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { ok: true, data: { Database: 'up' } satisfies HealthStatus };
    },
  );
}

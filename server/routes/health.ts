// Liveness for load balancers and monitors: is the database reachable?
import type { FastifyInstance } from 'fastify';
import type { HealthStatus } from '../../engine/http/api-contract';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';

export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.services;
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Database reachability; 503 SERVICE_UNAVAILABLE when it is not.',
        response: responses({ type: 'object', required: ['Database'], properties: { Database: { type: 'string', enum: ['up'] } } }),
      },
    },
    async (request) => {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError('SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { ok: true, data: { Database: 'up' } satisfies HealthStatus };
    },
  );
}

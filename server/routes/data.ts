// The generic data API: for every declared entity with a table, its calls
// under /api/data/<entity id> (server/data-engine/http), generated from the
// entity so the OpenAPI document lists each entity's own paths and fields.
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../data-engine/http/crud-routes';
import { useLazyCompilers } from '../data-engine/http/lazy-compilers';
import { registerTransferRoutes } from '../data-engine/http/transfer-routes';

export async function dataRoutes(app: FastifyInstance) {
  const engine = app.services.data;
  useLazyCompilers(app);
  for (const entity of engine.entities.values()) {
    // Import registers content-type parsers of its own: in a scope, so JSON stays the only body elsewhere.
    await app.register(async (scope) => registerTransferRoutes(scope, engine, entity));
    registerCrudRoutes(app, engine, entity);
  }
}

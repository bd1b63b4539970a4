// The plugins marketplace: the catalogue comes from config/plugins.yaml, the
// state per company from the database (already in the caller row).
import type { FastifyInstance } from 'fastify';
import type { CatalogPlugin } from '../../engine/http/api-contract';
import { callerOf } from '../plugins/authenticate';
import { setPluginActive } from '../data/plugins';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';
import { stringList } from '../schemas/models';

const catalogPluginSchema = { type: 'object', required: ['Id', 'Active'], properties: { Id: { type: 'string' }, Active: { type: 'boolean' } } };

export async function pluginRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const known = new Set(config.plugins.map((p) => p.id));

  app.get(
    '/plugins/catalog',
    { schema: { tags: ['plugins'], summary: "Every plugin of the catalogue with its state for the caller's company.", response: responses({ type: 'array', items: catalogPluginSchema }) } },
    async (request) => {
      const active = new Set(callerOf(request).activePlugins);
      return { ok: true, data: config.plugins.map((p): CatalogPlugin => ({ Id: p.id, Active: active.has(p.id) })) };
    },
  );

  app.get(
    '/plugins/active',
    { schema: { tags: ['plugins'], summary: "Ids of the plugins active for the caller's company.", response: responses(stringList) } },
    async (request) => ({ ok: true, data: callerOf(request).activePlugins }),
  );

  app.put<{ Params: { id: string }; Body: { Active: boolean } }>(
    '/plugins/:id',
    {
      config: { access: { feature: 'PLUGINS_ADMIN', level: 'write' } },
      schema: {
        tags: ['plugins'],
        summary: "Activate or deactivate a plugin for the caller's company.",
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
        body: { type: 'object', additionalProperties: false, required: ['Active'], properties: { Active: { type: 'boolean' } } },
        response: responses(catalogPluginSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!known.has(id)) throw new ApiError('NOT_FOUND', `There is no plugin '${id}'`, 'id');
      await setPluginActive(db, callerOf(request).companyId, id, request.body.Active);
      return { ok: true, data: { Id: id, Active: request.body.Active } satisfies CatalogPlugin };
    },
  );
}

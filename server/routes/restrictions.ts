// Restrictions check (CUSTOM_ROLES): which of the given features are
// restricted for the caller. All false while the plugin is not active, as the
// specification says restrictions only apply with it.
import type { FastifyInstance } from 'fastify';
import type { Restrictions, RestrictionsBody } from '../../engine/http/api-contract';
import { RESTRICTIONS_PLUGIN } from '../../engine/access/policy';
import { callerOf } from '../plugins/authenticate';
import { responses } from '../schemas/envelope';
import { configEnums } from '../schemas/models';

export async function restrictionRoutes(app: FastifyInstance) {
  const { features } = configEnums(app.services.config);

  app.post<{ Body: RestrictionsBody }>(
    '/restrictions/check',
    {
      schema: {
        tags: ['restrictions'],
        summary: 'Map each given feature to true when it is restricted for the caller (only while CUSTOM_ROLES is active).',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Features'],
          properties: { Features: { type: 'array', maxItems: features.length * 2 + 10, items: { type: 'string', enum: features } } },
        },
        response: responses({ type: 'object', additionalProperties: { type: 'boolean' } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const applies = caller.activePlugins.includes(RESTRICTIONS_PLUGIN);
      const restricted = new Set(caller.restricted);
      const data: Restrictions = {};
      for (const feature of request.body.Features) data[feature] = applies && restricted.has(feature);
      return { ok: true, data };
    },
  );
}

// Step 6, plugins: exactly the chosen plugins active, in one transaction.
import type { FastifyInstance } from 'fastify';
import type { OnboardingPluginsBody } from '../../../engine/http/api-contract';
import { callerOf } from '../../plugins/authenticate';
import { activePlugins, setPluginActive } from '../../data/plugins';
import { responses } from '../../schemas/envelope';
import { stringList } from '../../schemas/models';
import { stillOnboarding, tags } from './shared';

export async function pluginRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const pluginIds = config.plugins.map((p) => p.id);

  app.put<{ Body: OnboardingPluginsBody }>(
    '/onboarding/plugins',
    {
      config: { access: { feature: 'PLUGINS_ADMIN', level: 'write' } },
      schema: {
        tags,
        summary: 'Make exactly these plugins active for the company (the others are deactivated), in one transaction. Returns the active plugin ids.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Plugins'],
          properties: { Plugins: { type: 'array', uniqueItems: true, maxItems: pluginIds.length, items: { type: 'string', enum: pluginIds } } },
        },
        response: responses(stringList),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const wanted = new Set(request.body.Plugins);
      const active = await db.transaction(async (tx) => {
        for (const id of pluginIds) await setPluginActive(tx, caller.companyId, id, wanted.has(id));
        return activePlugins(tx, caller.companyId);
      });
      return { ok: true, data: active };
    },
  );
}

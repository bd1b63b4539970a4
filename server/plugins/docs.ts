// The OpenAPI document, generated from the route schemas (the single
// description of every call) and served at GET /api/docs. Each route's access
// requirement is written into its description, and protected routes carry the
// bearer security scheme.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CompiledConfig } from '../../engine/config/compiled';
import { describeRequirement } from '../access/requirements';

export const docsPlugin = fp(
  async (app: FastifyInstance, options: { config: CompiledConfig }) => {
    // Registered before swagger's own onRoute hook, so it sees the completed schema.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || !route.schema) return;
      const config = route.config as { public?: boolean; access?: Parameters<typeof describeRequirement>[0] } | undefined;
      const needs = config?.public ? 'Public.' : config?.access ? describeRequirement(config.access, options.config) : 'Requires a signed-in user.';
      route.schema = {
        ...route.schema,
        description: [route.schema.description, needs].filter(Boolean).join(' '),
        ...(config?.public ? {} : { security: [{ bearerAuth: [] }] }),
      };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${options.config.app.productName} API`,
          version: options.config.version,
          description:
            'Envelope: success { ok: true, data, Token? }; failure { ok: false, ErrorCode, Message, Field? } with the HTTP status config/errors.yaml gives the code. A Token in any response replaces the stored one.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
  },
  { name: 'docs' },
);

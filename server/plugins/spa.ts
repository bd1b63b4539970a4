// The built SPA (dist/) on the same port as the API. Unknown paths that look
// like app routes (GET, no file extension, not /api) get index.html so the
// client router handles them; when dist/ is missing the API still works and
// those paths answer 503 saying how to build the app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorStatuses } from '../errors/api-error';
import { sendError } from './errors';

/** Vite puts a content hash in asset names (index-B4x9aQ1z.js): those never change. */
const HASHED_ASSET = /\/assets\/(?!i18n\/).+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function isAppRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !/\.[A-Za-z0-9]+$/.test(pathname);
}

export const spaPlugin = fp(
  async (app: FastifyInstance, options: { staticDir?: string; statuses: ErrorStatuses }) => {
    const root = options.staticDir ? path.resolve(options.staticDir) : undefined;
    const built = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        // index.html and the translation files may change with every build; hashed assets never do.
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', HASHED_ASSET.test(filePath.split(path.sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (isAppRoute(request)) {
        if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        return sendError(reply, options.statuses, {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The web app has not been built (dist/ is missing): run `npm run build`. The API under /api works.',
        });
      }
      return sendError(reply, options.statuses, { code: 'NOT_FOUND', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'spa' },
);

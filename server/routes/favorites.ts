// Favourites: route paths per user, at most app.favorites.max, enforced by one
// statement that locks the user row (see data/favorites.ts), so concurrent
// adds can never exceed the limit. Only routes the caller may open can be added.
import type { FastifyInstance } from 'fastify';
import type { FavoritesUpdateBody } from '../../engine/http/api-contract';
import { accessContext, type Caller } from '../access/caller';
import { denial } from '../access/requirements';
import { callerOf } from '../plugins/authenticate';
import { changeFavorite, listFavorites } from '../data/favorites';
import { dimensionExists } from '../data/dimensions';
import { reportExists } from '../data/reports';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';
import { stringList } from '../schemas/models';
import type { Services } from '../services';

/** A route path as in config/routes: no leading slash (forecasts/review, dimensions/5). */
const PATH_PATTERN = '^[a-z0-9][a-z0-9_-]*(/[a-z0-9_-]+)*$';

/** Throws unless `path` names a page the caller may open (400 unknown, 403 forbidden). */
async function assertFavoriteAllowed(services: Services, caller: Caller, path: string): Promise<void> {
  const resolved = services.paths.resolve(path);
  if (!resolved) throw new ApiError('BAD_REQUEST', `'${path}' is not a page of the application`, 'Path');
  const refused = denial(services.policy.checkRoute(resolved.route, accessContext(caller)));
  if (refused) throw refused;
  if (resolved.item) {
    const exists =
      resolved.item.kind === 'dimensions'
        ? await dimensionExists(services.db, caller.companyId, resolved.item.id)
        : await reportExists(services.db, caller.companyId, caller.userId, resolved.item.id);
    if (!exists) throw new ApiError('BAD_REQUEST', `'${path}' is not a page of the application`, 'Path');
  }
}

export async function favoritesRoutes(app: FastifyInstance) {
  const services = app.services;
  const { db, config } = services;
  const max = config.app.favorites.max;

  app.get(
    '/favorites',
    { schema: { tags: ['favorites'], summary: "The caller's favourite route paths, in the order added.", response: responses(stringList) } },
    async (request) => ({ ok: true, data: await listFavorites(db, callerOf(request).userId) }),
  );

  app.post<{ Body: FavoritesUpdateBody }>(
    '/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: `Add or remove a favourite; returns the updated list. At most ${max} (FAVORITES_LIMIT); adding an existing one changes nothing.`,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Path', 'Action'],
          properties: {
            Path: { type: 'string', minLength: 1, maxLength: 200, pattern: PATH_PATTERN, description: 'a route path without a leading slash, e.g. forecasts/review or dimensions/5' },
            Action: { type: 'string', enum: ['add', 'remove'] },
          },
        },
        response: responses(stringList),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { Path, Action } = request.body;
      // Removal needs no permission: a page that became forbidden can still be unpinned.
      if (Action === 'add') await assertFavoriteAllowed(services, caller, Path);
      const { outcome, paths } = await changeFavorite(db, caller.userId, Path, Action, max);
      if (outcome === 'full') throw new ApiError('FAVORITES_LIMIT', `You already have ${max} favourites; remove one first`, 'Path');
      return { ok: true, data: paths };
    },
  );
}

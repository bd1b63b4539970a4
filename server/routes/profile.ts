// The signed-in user's profile. GET costs exactly the auth query (the profile
// is the caller row); ?refresh=true also extends the session and returns a
// fresh token, which is how the client's auto-refresh keeps a session alive.
import type { FastifyInstance } from 'fastify';
import type { Profile, UpdateProfileBody } from '../../engine/http/api-contract';
import { callerOf } from '../plugins/authenticate';
import { extendSession } from '../data/sessions';
import { updateProfile } from '../data/users';
import { nameSchema, responses } from '../schemas/envelope';
import { configEnums, profileSchema } from '../schemas/models';
import { profileOfSession, toProfile } from './profile-shape';

/** A data: URL of a PNG, JPEG or WebP image; ~300 KB of image is ~400 K base64 characters. */
export const PHOTO_MAX_LENGTH = 410_000;

export async function profileRoutes(app: FastifyInstance) {
  const services = app.services;
  const { db, tokens } = services;
  const { languages } = configEnums(services.config);

  app.get<{ Querystring: { refresh?: boolean } }>(
    '/profile',
    {
      config: { withPhoto: true },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile; with refresh=true also a new Token (in data and at the top level).",
        querystring: { type: 'object', additionalProperties: false, properties: { refresh: { type: 'boolean' } } },
        response: responses(profileSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const profile: Profile = toProfile(caller);
      if (!request.query.refresh) return { ok: true, data: profile };
      const expiresAt = new Date(Date.now() + tokens.lifetimeMs);
      await extendSession(db, caller.sessionId, expiresAt);
      const token = await tokens.sign({ userId: caller.userId, companyId: caller.companyId, sessionId: caller.sessionId }, expiresAt);
      return { ok: true, data: { ...profile, Token: token }, Token: token };
    },
  );

  app.patch<{ Body: UpdateProfileBody }>(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Change the signed-in user's name, language, photo or auto-refresh preference.",
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            Name: nameSchema,
            Language: { type: 'string', enum: languages },
            Photo: {
              // String keywords apply only to strings, so null passes and clears the photo.
              type: ['string', 'null'],
              maxLength: PHOTO_MAX_LENGTH,
              pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$',
              description: 'A data:image/(png|jpeg|webp);base64 URL of up to ~300 KB, or null to remove the photo.',
            },
            AutoRefresh: { type: 'boolean' },
          },
        },
        response: responses(profileSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { Name, Language, Photo, AutoRefresh } = request.body;
      await updateProfile(db, caller.userId, { name: Name, language: Language, photo: Photo, autoRefresh: AutoRefresh });
      return { ok: true, data: await profileOfSession(db, caller.sessionId, caller.userId) };
    },
  );
}

// JSON bodies: Fastify's own parser (prototype-poisoning safe), except that an
// empty body is accepted as "no payload". The specification's calls such as
// get-initial-configuration send an empty body, and clients disagree on
// whether to set Content-Type for it. Nothing but JSON is accepted.
//
// This is also the one place where text PostgreSQL cannot store (a NUL
// character, a lone surrogate; see unstorable-text.ts) is refused, for every
// route at once: in any JSON body as it is parsed, and in the query string and
// path parameters before validation. The answer is 400 VALIDATION_ERROR naming
// the field, never a 500 from the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error';
import { describeUnstorable, findUnstorableText } from './unstorable-text';

function refuseUnstorable(value: unknown, where: string): ApiError | undefined {
  const found = findUnstorableText(value);
  return found ? new ApiError('VALIDATION_ERROR', describeUnstorable(found, where), found.field) : undefined;
}

export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // The API speaks JSON only: text/plain bodies are refused (415 -> BAD_REQUEST), not validated as strings.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      parseJson(request, body as string, (error, parsed) => {
        if (error) return done(error);
        const refused = refuseUnstorable(parsed, 'the body');
        if (refused) return done(refused);
        done(null, parsed);
      });
    });
    // After authentication (onRequest), like body validation: an anonymous caller learns nothing.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const refused = refuseUnstorable(request.params, 'the path') ?? refuseUnstorable(request.query, 'the query string');
      if (refused) throw refused;
    });
  },
  { name: 'json-body' },
);

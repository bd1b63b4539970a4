// JSON bodies: Fastify's own parser (prototype-poisoning safe), except that an
// empty body is accepted as "no payload". The specification's calls such as
// get-initial-configuration send an empty body, and clients disagree on
// whether to set Content-Type for it. Nothing but JSON is accepted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // The API speaks JSON only: text/plain bodies are refused (415 -> BAD_REQUEST), not validated as strings.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);

// Step 2, terms of use: the version in force and the company's acceptance.
// Accepting is allowed after the onboarding too (a new version of the terms).
import type { FastifyInstance } from 'fastify';
import type { AcceptTermsBody, TermsStatus } from '../../../engine/http/api-contract';
import { callerOf } from '../../plugins/authenticate';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { responses } from '../../schemas/envelope';
import { acceptanceSchema, nullable, text, toAcceptance } from './shapes';
import { tags } from './shared';

export async function termsRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const { onboarding } = config;

  app.get(
    '/onboarding/terms',
    { schema: { tags, summary: "The version of the terms of use in force and the company's acceptance of it (null until accepted).", response: responses({ type: 'object', required: ['Version', 'Accepted'], properties: { Version: { type: 'string' }, Accepted: nullable(acceptanceSchema) } }) } },
    async (request) => {
      const accepted = await steps.termsAcceptance(db, callerOf(request).companyId, onboarding.terms.version);
      return { ok: true, data: { Version: onboarding.terms.version, Accepted: accepted ? toAcceptance(accepted) : null } satisfies TermsStatus };
    },
  );

  app.post<{ Body: AcceptTermsBody }>(
    '/onboarding/terms/accept',
    {
      schema: {
        tags,
        summary: 'Accept the terms of use: records the version, the user and the time. Version must be the one in force (else CONFLICT: the terms changed meanwhile).',
        body: { type: 'object', additionalProperties: false, required: ['Version'], properties: { Version: text(40) } },
        response: responses(acceptanceSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const version = onboarding.terms.version;
      if (request.body.Version !== version) throw new ApiError('CONFLICT', `The terms of use changed: read version ${version} and accept it`, 'Version');
      await steps.acceptTerms(db, caller.companyId, caller.userId, version);
      const accepted = await steps.termsAcceptance(db, caller.companyId, version);
      return { ok: true, data: toAcceptance(accepted!) };
    },
  );
}

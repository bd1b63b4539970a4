// Step 3, billing: a plan of onboarding.yaml and the billing details, with
// the tax id and postal code checked by the product's rules (product/reference).
// The same details stay editable after onboarding on the billing page
// (/api/billing, guarded by that route), through the same checks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingDetails } from '../../../engine/http/api-contract';
import { COUNTRY_CODES, isValidPostalCode, isValidTaxId, normalizeTaxId } from '../../../product/reference';
import { callerOf } from '../../plugins/authenticate';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { emailSchema, responses } from '../../schemas/envelope';
import { billingProperties, billingSchema, nullable, text, toBilling } from './shapes';
import { stillOnboarding, tags } from './shared';

export async function billingRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const planIds = config.onboarding.plans.map((p) => p.id);

  const bodySchema = {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(billingProperties),
    properties: {
      PlanId: { type: 'string', enum: planIds },
      LegalName: text(160),
      TaxId: { type: 'string', minLength: 2, maxLength: 32, pattern: '^[A-Za-z0-9 .\\-/]+$', description: 'letters and digits (spaces, dots, dashes allowed)' },
      Address: text(200),
      PostalCode: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9 -]+$', description: 'letters, digits, spaces and dashes' },
      City: text(100),
      Country: { type: 'string', enum: COUNTRY_CODES },
      Email: emailSchema,
    },
  };
  const read = async (request: FastifyRequest) => {
    const row = await steps.getBilling(db, callerOf(request).companyId);
    return { ok: true, data: row ? toBilling(row) : null };
  };
  const save = async (request: FastifyRequest<{ Body: BillingDetails }>, onboardingOnly: boolean) => {
    const caller = callerOf(request);
    if (onboardingOnly) stillOnboarding(caller);
    const b = request.body;
    if (!isValidTaxId(b.Country, b.TaxId)) throw new ApiError('VALIDATION_ERROR', `TaxId is not a valid tax identification number for ${b.Country}`, 'TaxId');
    if (!isValidPostalCode(b.Country, b.PostalCode)) throw new ApiError('VALIDATION_ERROR', `PostalCode is not a valid postal code for ${b.Country}`, 'PostalCode');
    const row = await steps.saveBilling(db, caller.companyId, caller.userId, {
      planId: b.PlanId, legalName: b.LegalName.trim(), taxId: normalizeTaxId(b.Country, b.TaxId), address: b.Address.trim(),
      postalCode: b.PostalCode.trim().toUpperCase(), city: b.City.trim(), country: b.Country, email: b.Email.trim(),
    });
    return { ok: true, data: toBilling(row) };
  };
  const saveSummary = 'Choose a plan of onboarding.yaml and save the billing details. No payment provider is connected: nothing is charged. TaxId is checked with its check character for Spain (NIF, NIE, CIF), by form elsewhere.';

  app.get(
    '/onboarding/billing',
    { config: { access: { feature: 'BILLING', level: 'read' } }, schema: { tags, summary: "The company's plan and billing details (null until saved).", response: responses(nullable(billingSchema)) } },
    read,
  );
  app.put<{ Body: BillingDetails }>(
    '/onboarding/billing',
    { config: { access: { feature: 'BILLING', level: 'write' } }, schema: { tags, summary: `${saveSummary} Only while the company is onboarding.`, body: bodySchema, response: responses(billingSchema) } },
    (request) => save(request, true),
  );

  // The billing page, once onboarding is over (and before): the route's own permissions.
  if (!config.routes.some((r) => r.id === 'billing')) return;
  const page = { route: 'billing' } as const;
  app.get('/billing', { config: { access: page }, schema: { tags: ['billing'], summary: "The company's plan and billing details (null until saved).", response: responses(nullable(billingSchema)) } }, read);
  app.put<{ Body: BillingDetails }>(
    '/billing',
    { config: { access: page }, schema: { tags: ['billing'], summary: saveSummary, body: bodySchema, response: responses(billingSchema) } },
    (request) => save(request, false),
  );
}

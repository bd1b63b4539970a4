// Step 11, finalize: what the company has set up, in one answer.
import type { FastifyInstance } from 'fastify';
import type { OnboardingSummary } from '../../../engine/http/api-contract';
import { callerOf } from '../../plugins/authenticate';
import { listDimensions } from '../../data/dimensions';
import { activePlugins } from '../../data/plugins';
import * as steps from '../../data/onboarding-steps';
import { responses } from '../../schemas/envelope';
import { stringList } from '../../schemas/models';
import { originStatus } from './data-origin';
import { readSettings } from './settings';
import { acceptanceSchema, attributeSchema, cycleSchema, importSchema, invitedUserSchema, nullable, originSchema, settingsSchema, toAcceptance, toAttribute, toCycle, toInvited } from './shapes';
import { manage, tags } from './shared';

export async function summaryRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const { onboarding } = config;

  app.get(
    '/onboarding/summary',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'What the company has set up, for the finalize step.',
        response: responses({
          type: 'object',
          required: ['Company', 'Terms', 'Billing', 'Users', 'Plugins', 'Dimensions', 'Attributes', 'Cycle', 'DataOrigin', 'ProductCount', 'LastImport'],
          properties: {
            Company: settingsSchema,
            Terms: nullable(acceptanceSchema),
            Billing: nullable({ type: 'object', required: ['PlanId', 'LegalName', 'Country'], properties: { PlanId: { type: 'string' }, LegalName: { type: 'string' }, Country: { type: 'string' } } }),
            Users: { type: 'array', items: invitedUserSchema },
            Plugins: stringList,
            Dimensions: { type: 'array', items: { type: 'object', required: ['Id', 'Name', 'ValueCount'], properties: { Id: { type: 'integer' }, Name: { type: 'string' }, ValueCount: { type: 'integer' } } } },
            Attributes: { type: 'array', items: attributeSchema },
            Cycle: nullable(cycleSchema),
            DataOrigin: nullable(originSchema),
            ProductCount: { type: 'integer' },
            LastImport: nullable(importSchema),
          },
        }),
      },
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const dimensionRows = await listDimensions(db, companyId);
      const counts = await db.query<{ id: number; n: number }>('SELECT id, cardinality("values")::int AS n FROM dimensions WHERE company_id = $1', [companyId]);
      const valueCount = new Map(counts.map((r) => [r.id, r.n]));
      const terms = await steps.termsAcceptance(db, companyId, onboarding.terms.version);
      const billing = await steps.getBilling(db, companyId);
      const cycle = await steps.getCycle(db, companyId);
      const origin = await originStatus(db, companyId);
      const summary: OnboardingSummary = {
        Company: await readSettings(db, companyId),
        Terms: terms ? toAcceptance(terms) : null,
        Billing: billing ? { PlanId: billing.planId, LegalName: billing.legalName, Country: billing.country } : null,
        Users: (await steps.invitedUsers(db, companyId)).map(toInvited),
        Plugins: await activePlugins(db, companyId),
        Dimensions: dimensionRows.map((d) => ({ Id: d.id, Name: d.name, ValueCount: valueCount.get(d.id) ?? 0 })),
        Attributes: (await steps.listAttributes(db, companyId)).map(toAttribute),
        Cycle: cycle ? toCycle(cycle) : null,
        DataOrigin: origin.Origin,
        ProductCount: origin.ProductCount,
        LastImport: origin.LastImport,
      };
      return { ok: true, data: summary };
    },
  );
}

// Step 4, company settings: business alias, currency (ISO 4217), time zone
// (IANA) and the first month of the fiscal year.
import type { FastifyInstance } from 'fastify';
import type { CompanySettings } from '../../../engine/http/api-contract';
import { currencyCodes, isValidTimeZone } from '../../../product/reference';
import type { Queryable } from '../../db/adapter';
import { callerOf } from '../../plugins/authenticate';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { nameSchema, responses } from '../../schemas/envelope';
import { settingsSchema } from './shapes';
import { manage, stillOnboarding, tags } from './shared';

/** The company settings as the API names them (empty strings until set). */
export async function readSettings(db: Queryable, companyId: number): Promise<CompanySettings> {
  const s = await steps.getSettings(db, companyId);
  return { BussinessAlias: s.alias, Currency: s.currency ?? '', TimeZone: s.timeZone ?? '', FiscalYearStartMonth: s.fiscalYearStartMonth ?? 1 };
}

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const currencies = currencyCodes();

  app.get(
    '/onboarding/settings',
    { schema: { tags, summary: 'The company settings: business alias, currency, time zone, first month of the fiscal year (empty strings until set).', response: responses(settingsSchema) } },
    async (request) => ({ ok: true, data: await readSettings(db, callerOf(request).companyId) }),
  );

  app.put<{ Body: CompanySettings }>(
    '/onboarding/settings',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Save the company settings (renames the company when BussinessAlias changes). Currency: ISO 4217; TimeZone: IANA.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['BussinessAlias', 'Currency', 'TimeZone', 'FiscalYearStartMonth'],
          properties: {
            BussinessAlias: nameSchema,
            Currency: { type: 'string', enum: currencies },
            TimeZone: { type: 'string', minLength: 1, maxLength: 64 },
            FiscalYearStartMonth: { type: 'integer', minimum: 1, maximum: 12 },
          },
        },
        response: responses(settingsSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const { BussinessAlias, Currency, TimeZone, FiscalYearStartMonth } = request.body;
      if (!isValidTimeZone(TimeZone)) throw new ApiError('VALIDATION_ERROR', 'TimeZone must be an IANA time zone such as Europe/Madrid', 'TimeZone');
      await steps.saveSettings(db, caller.companyId, { alias: BussinessAlias.trim(), currency: Currency, timeZone: TimeZone, fiscalYearStartMonth: FiscalYearStartMonth });
      return { ok: true, data: await readSettings(db, caller.companyId) };
    },
  );
}

// What the onboarding wizard's steps record (issue 6): terms acceptance,
// billing, company settings, invited users, plugins, product attributes, the
// S&OP cycle, the data origin with its products import, help bookings and the
// summary of the finalize step. Everything is scoped to the caller's company.
// Writes belong to the onboarding: once the company has finished it they are
// refused with CONFLICT (the shell's pages own those data afterwards), except
// accepting the terms, renewing an invitation and booking a call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcceptTermsBody,
  AttributeBody,
  BillingDetails,
  Booking,
  BookingBody,
  CompanySettings,
  DataOrigin,
  DataOriginStatus,
  ImportProductsBody,
  ImportProductsResult,
  InvitationResult,
  InvitedUser,
  OnboardingPluginsBody,
  OnboardingSummary,
  ProductAttribute,
  SopCycle,
  TermsAcceptance,
  TermsStatus,
} from '../../engine/http/api-contract';
import { isReservedAttributeName, MAX_PRODUCT_FILE_CHARS, validateProductsFile } from '../../engine/wizard/products-file';
import { COUNTRY_CODES, currencyCodes, isValidPostalCode, isValidTaxId, isValidTimeZone, normalizeTaxId } from '../../engine/wizard/reference';
import type { Caller } from '../access/caller';
import { callerOf } from '../plugins/authenticate';
import { listDimensions } from '../data/dimensions';
import { cancelPendingInvitations, createInvitation, invitationUrl } from '../data/invitations';
import { activePlugins, setPluginActive } from '../data/plugins';
import * as steps from '../data/onboarding-steps';
import * as products from '../data/onboarding-products';
import { ApiError } from '../errors/api-error';
import { emailSchema, idParams, nameSchema, responses, type JsonSchema } from '../schemas/envelope';
import { stringList } from '../schemas/models';

/** Most product attributes a company defines here. */
export const MAX_ATTRIBUTES = 50;
/** Most calls a company may have requested and not yet held. */
export const MAX_OPEN_BOOKINGS = 5;
/** How far ahead a call can be booked. */
export const BOOKING_WINDOW_DAYS = 90;

const text = (max: number, description?: string): JsonSchema => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S', ...(description ? { description } : {}) });
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [{ type: 'null' }, schema] });

const acceptanceSchema: JsonSchema = {
  type: 'object',
  required: ['Version', 'AcceptedAt', 'UserName'],
  properties: { Version: { type: 'string' }, AcceptedAt: { type: 'string', format: 'date-time' }, UserName: { type: 'string' } },
};
const billingProperties = {
  PlanId: { type: 'string' },
  LegalName: { type: 'string' },
  TaxId: { type: 'string' },
  Address: { type: 'string' },
  PostalCode: { type: 'string' },
  City: { type: 'string' },
  Country: { type: 'string' },
  Email: { type: 'string' },
};
const billingSchema: JsonSchema = { type: 'object', required: Object.keys(billingProperties), properties: billingProperties };
const settingsSchema: JsonSchema = {
  type: 'object',
  required: ['BussinessAlias', 'Currency', 'TimeZone', 'FiscalYearStartMonth'],
  properties: { BussinessAlias: { type: 'string' }, Currency: { type: 'string' }, TimeZone: { type: 'string' }, FiscalYearStartMonth: { type: 'integer' } },
};
const invitedUserSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Email', 'Roles', 'Status', 'InvitedAt'],
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Email: { type: 'string' },
    Roles: { type: 'array', items: { type: 'integer' } },
    Status: { type: 'string', enum: ['pending', 'active', 'expired'] },
    InvitedAt: { type: 'string', format: 'date-time' },
  },
};
const attributeSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Type', 'AllowedValues', 'Required'],
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Type: { type: 'string' }, AllowedValues: stringList, Required: { type: 'boolean' } },
};
const cycleSchema: JsonSchema = {
  type: 'object',
  required: ['Frequency', 'MeetingWeekday', 'MeetingWeek', 'HorizonMonths', 'FrozenMonths'],
  properties: {
    Frequency: { type: 'string' },
    MeetingWeekday: { type: 'integer' },
    MeetingWeek: { type: ['integer', 'null'] },
    HorizonMonths: { type: 'integer' },
    FrozenMonths: { type: 'integer' },
  },
};
const originSchema: JsonSchema = {
  type: 'object',
  required: ['Method', 'ErpSystem', 'Notes'],
  properties: { Method: { type: 'string' }, ErpSystem: { type: ['string', 'null'] }, Notes: { type: ['string', 'null'] } },
};
const importSchema: JsonSchema = {
  type: 'object',
  required: ['FileName', 'Rows', 'Created', 'Updated', 'ImportedAt'],
  properties: { FileName: { type: 'string' }, Rows: { type: 'integer' }, Created: { type: 'integer' }, Updated: { type: 'integer' }, ImportedAt: { type: 'string', format: 'date-time' } },
};
const originStatusSchema: JsonSchema = {
  type: 'object',
  required: ['Origin', 'ProductCount', 'LastImport'],
  properties: { Origin: nullable(originSchema), ProductCount: { type: 'integer' }, LastImport: nullable(importSchema) },
};
const problemSchema: JsonSchema = {
  type: 'object',
  required: ['Line', 'Code'],
  properties: {
    Line: { type: 'integer' },
    Column: { type: 'string' },
    Code: { type: 'string' },
    Value: { type: 'string' },
    Params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
};
const importResultSchema: JsonSchema = {
  type: 'object',
  required: ['Imported', 'Rows', 'Created', 'Updated', 'Problems', 'ProblemCount'],
  properties: {
    Imported: { type: 'boolean' },
    Rows: { type: 'integer' },
    Created: { type: 'integer' },
    Updated: { type: 'integer' },
    Problems: { type: 'array', items: problemSchema },
    ProblemCount: { type: 'integer' },
  },
};
const bookingSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Channel', 'Date', 'Time', 'TimeZone', 'Status', 'CreatedAt'],
  properties: {
    Id: { type: 'integer' },
    Channel: { type: 'string' },
    Date: { type: 'string' },
    Time: { type: 'string' },
    TimeZone: { type: 'string' },
    Phone: { type: 'string' },
    Topic: { type: 'string' },
    Status: { type: 'string' },
    CreatedAt: { type: 'string', format: 'date-time' },
  },
};

const toAcceptance = (row: steps.AcceptanceRow): TermsAcceptance => ({ Version: row.version, AcceptedAt: row.acceptedAt, UserName: row.userName });
const toBilling = (row: steps.BillingRow): BillingDetails => ({
  PlanId: row.planId, LegalName: row.legalName, TaxId: row.taxId, Address: row.address, PostalCode: row.postalCode, City: row.city, Country: row.country, Email: row.email,
});
const toInvited = (row: steps.InvitedRow): InvitedUser => ({ Id: row.id, Name: row.name, Email: row.email, Roles: row.roles, Status: row.status, InvitedAt: row.invitedAt });
const toAttribute = (row: steps.AttributeRow): ProductAttribute => ({ Id: row.id, Name: row.name, Type: row.type, AllowedValues: row.allowedValues, Required: row.required });
const toCycle = (row: steps.CycleRow): SopCycle => ({
  Frequency: row.frequency, MeetingWeekday: row.meetingWeekday, MeetingWeek: row.meetingWeek, HorizonMonths: row.horizonMonths, FrozenMonths: row.frozenMonths,
});
const toOrigin = (row: steps.OriginRow): DataOrigin => ({ Method: row.method, ErpSystem: row.erpSystem, Notes: row.notes });
const toImport = (row: products.ImportRecord) => ({ FileName: row.fileName, Rows: row.rows, Created: row.created, Updated: row.updated, ImportedAt: row.importedAt });
const toBooking = (row: steps.BookingRow): Booking => ({
  Id: row.id, Channel: row.channel, Date: row.date, Time: row.time, TimeZone: row.timeZone, Status: row.status, CreatedAt: row.createdAt,
  ...(row.phone ? { Phone: row.phone } : {}),
  ...(row.topic ? { Topic: row.topic } : {}),
});

/** Writes of the wizard need a company still onboarding. */
function stillOnboarding(caller: Caller): void {
  if (!caller.onboarding) throw new ApiError('CONFLICT', 'The onboarding of your company is already finished; change this from the application pages');
}

/** Today's date (YYYY-MM-DD) in a time zone. */
function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export async function onboardingStepRoutes(app: FastifyInstance) {
  const services = app.services;
  const { db, config } = services;
  const { onboarding } = config;
  const planIds = onboarding.plans.map((p) => p.id);
  const pluginIds = config.plugins.map((p) => p.id);
  const currencies = currencyCodes();
  const manage = { route: 'manager' } as const;
  const tags = ['onboarding steps'];

  // --- terms of use (step 2) -----------------------------------------------------------
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

  // --- billing (step 3) ---------------------------------------------------------------------------
  app.get(
    '/onboarding/billing',
    { config: { access: { feature: 'BILLING', level: 'read' } }, schema: { tags, summary: "The company's plan and billing details (null until saved).", response: responses(nullable(billingSchema)) } },
    async (request) => {
      const row = await steps.getBilling(db, callerOf(request).companyId);
      return { ok: true, data: row ? toBilling(row) : null };
    },
  );

  app.put<{ Body: BillingDetails }>(
    '/onboarding/billing',
    {
      config: { access: { feature: 'BILLING', level: 'write' } },
      schema: {
        tags,
        summary: 'Choose a plan of onboarding.yaml and save the billing details. No payment provider is connected: nothing is charged. TaxId is checked with its check character for Spain (NIF, NIE, CIF), by form elsewhere.',
        body: {
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
        },
        response: responses(billingSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const b = request.body;
      if (!isValidTaxId(b.Country, b.TaxId)) throw new ApiError('VALIDATION_ERROR', `TaxId is not a valid tax identification number for ${b.Country}`, 'TaxId');
      if (!isValidPostalCode(b.Country, b.PostalCode)) throw new ApiError('VALIDATION_ERROR', `PostalCode is not a valid postal code for ${b.Country}`, 'PostalCode');
      const row = await steps.saveBilling(db, caller.companyId, caller.userId, {
        planId: b.PlanId, legalName: b.LegalName.trim(), taxId: normalizeTaxId(b.Country, b.TaxId), address: b.Address.trim(),
        postalCode: b.PostalCode.trim().toUpperCase(), city: b.City.trim(), country: b.Country, email: b.Email.trim(),
      });
      return { ok: true, data: toBilling(row) };
    },
  );

  // --- company settings (step 4) --------------------------------------------------------------------
  const readSettings = async (companyId: number): Promise<CompanySettings> => {
    const s = await steps.getSettings(db, companyId);
    return { BussinessAlias: s.alias, Currency: s.currency ?? '', TimeZone: s.timeZone ?? '', FiscalYearStartMonth: s.fiscalYearStartMonth ?? 1 };
  };

  app.get(
    '/onboarding/settings',
    { schema: { tags, summary: 'The company settings: business alias, currency, time zone, first month of the fiscal year (empty strings until set).', response: responses(settingsSchema) } },
    async (request) => ({ ok: true, data: await readSettings(callerOf(request).companyId) }),
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
      return { ok: true, data: await readSettings(caller.companyId) };
    },
  );

  // --- invited users (step 5) ------------------------------------------------------------------------
  app.get(
    '/onboarding/invited-users',
    { config: { access: manage }, schema: { tags, summary: 'Users invited into the company, newest first, with the state of their invitation.', response: responses({ type: 'array', items: invitedUserSchema }) } },
    async (request) => ({ ok: true, data: (await steps.invitedUsers(db, callerOf(request).companyId)).map(toInvited) }),
  );

  app.post<{ Params: { id: number } }>(
    '/onboarding/invited-users/:id/invitation',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'A new invitation link for a user who has not set a password yet; earlier links stop working. No mail is sent: pass the InvitationUrl on.',
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: responses({ type: 'object', required: ['InvitationUrl'], properties: { InvitationUrl: { type: 'string' } } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const url = await db.transaction(async (tx) => {
        const user = await steps.pendingInvitee(tx, caller.companyId, request.params.id);
        if (!user) throw new ApiError('NOT_FOUND', 'There is no pending invitation for this user');
        await cancelPendingInvitations(tx, user.id);
        return invitationUrl(await createInvitation(tx, caller.companyId, user.id));
      });
      return { ok: true, data: { InvitationUrl: url } satisfies InvitationResult };
    },
  );

  // --- plugins (step 6) --------------------------------------------------------------------------------
  app.put<{ Body: OnboardingPluginsBody }>(
    '/onboarding/plugins',
    {
      config: { access: { feature: 'PLUGINS_ADMIN', level: 'write' } },
      schema: {
        tags,
        summary: 'Make exactly these plugins active for the company (the others are deactivated), in one transaction. Returns the active plugin ids.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Plugins'],
          properties: { Plugins: { type: 'array', uniqueItems: true, maxItems: pluginIds.length, items: { type: 'string', enum: pluginIds } } },
        },
        response: responses(stringList),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const wanted = new Set(request.body.Plugins);
      const active = await db.transaction(async (tx) => {
        for (const id of pluginIds) await setPluginActive(tx, caller.companyId, id, wanted.has(id));
        return activePlugins(tx, caller.companyId);
      });
      return { ok: true, data: active };
    },
  );

  // --- product attributes (step 8) -----------------------------------------------------------------
  const attributeRead = { feature: 'PRODUCT_ATTRIBUTES', level: 'read' } as const;
  const attributeWrite = { feature: 'PRODUCT_ATTRIBUTES', level: 'write' } as const;
  const attributeProperties = {
    Name: text(60, '1 to 60 characters, not only spaces'),
    Type: { type: 'string', enum: ['text', 'number', 'boolean', 'list'] },
    AllowedValues: { type: 'array', maxItems: 200, items: text(80) },
    Required: { type: 'boolean' },
  };

  /** The attribute as it will be stored, or the reason it cannot be. */
  async function checkedAttribute(companyId: number, body: AttributeBody, exceptId?: number): Promise<Omit<steps.AttributeRow, 'id'>> {
    const name = body.Name.trim().replace(/\s+/g, ' ');
    if (isReservedAttributeName(name)) throw new ApiError('VALIDATION_ERROR', `Name '${name}' is a fixed column of the products file; choose another name`, 'Name');
    const values = (body.AllowedValues ?? []).map((v) => v.trim());
    if (body.Type === 'list' && values.length === 0) throw new ApiError('VALIDATION_ERROR', 'AllowedValues needs at least one value for a list attribute', 'AllowedValues');
    if (body.Type !== 'list' && values.length > 0) throw new ApiError('VALIDATION_ERROR', 'AllowedValues only applies to list attributes', 'AllowedValues');
    const lower = values.map((v) => v.toLowerCase());
    if (new Set(lower).size !== lower.length) throw new ApiError('VALIDATION_ERROR', 'AllowedValues must not repeat a value', 'AllowedValues');
    if (await steps.attributeNameTaken(db, companyId, name, exceptId)) throw new ApiError('CONFLICT', `An attribute named '${name}' already exists`, 'Name');
    return { name, type: body.Type, allowedValues: values, required: body.Required ?? false };
  }

  app.get(
    '/onboarding/attributes',
    { config: { access: attributeRead }, schema: { tags, summary: 'The product attributes of the company, in the order created.', response: responses({ type: 'array', items: attributeSchema }) } },
    async (request) => ({ ok: true, data: (await steps.listAttributes(db, callerOf(request).companyId)).map(toAttribute) }),
  );

  app.post<{ Body: AttributeBody }>(
    '/onboarding/attributes',
    {
      config: { access: attributeWrite },
      schema: {
        tags,
        summary: `Define a product attribute (at most ${MAX_ATTRIBUTES}). A list attribute needs its allowed values; names are unique ignoring case and may not be code, name, family or unit.`,
        body: { type: 'object', additionalProperties: false, required: ['Name', 'Type'], properties: attributeProperties },
        response: responses(attributeSchema, 201),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      if ((await steps.listAttributes(db, caller.companyId)).length >= MAX_ATTRIBUTES) throw new ApiError('CONFLICT', `A company can define at most ${MAX_ATTRIBUTES} attributes`);
      const row = await steps.insertAttribute(db, caller.companyId, await checkedAttribute(caller.companyId, request.body));
      return reply.code(201).send({ ok: true, data: toAttribute(row) });
    },
  );

  app.patch<{ Params: { id: number }; Body: Partial<AttributeBody> }>(
    '/onboarding/attributes/:id',
    {
      config: { access: attributeWrite },
      schema: {
        tags,
        summary: 'Change a product attribute (fields not sent keep their value).',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: attributeProperties },
        response: responses(attributeSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const current = await steps.getAttribute(db, caller.companyId, request.params.id);
      if (!current) throw new ApiError('NOT_FOUND', 'This attribute does not exist');
      const type = request.body.Type ?? current.type;
      const merged: AttributeBody = {
        Name: request.body.Name ?? current.name,
        Type: type,
        AllowedValues: request.body.AllowedValues ?? (type === 'list' ? current.allowedValues : []),
        Required: request.body.Required ?? current.required,
      };
      const row = await steps.updateAttribute(db, caller.companyId, current.id, await checkedAttribute(caller.companyId, merged, current.id));
      if (!row) throw new ApiError('NOT_FOUND', 'This attribute does not exist');
      return { ok: true, data: toAttribute(row) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/onboarding/attributes/:id',
    { config: { access: attributeWrite }, schema: { tags, summary: "Delete a product attribute and its values on the company's products.", params: idParams, response: responses(attributeSchema) } },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const row = await db.transaction((tx) => steps.deleteAttribute(tx, caller.companyId, request.params.id));
      if (!row) throw new ApiError('NOT_FOUND', 'This attribute does not exist');
      return { ok: true, data: toAttribute(row) };
    },
  );

  // --- S&OP cycle (step 9) ---------------------------------------------------------------------------
  app.get(
    '/onboarding/cycle',
    { config: { access: { feature: 'SOP_MEETINGS', level: 'read' } }, schema: { tags, summary: "The company's S&OP cycle (null until saved).", response: responses(nullable(cycleSchema)) } },
    async (request) => {
      const row = await steps.getCycle(db, callerOf(request).companyId);
      return { ok: true, data: row ? toCycle(row) : null };
    },
  );

  app.put<{ Body: SopCycle }>(
    '/onboarding/cycle',
    {
      config: { access: { feature: 'SOP_MEETINGS', level: 'write' } },
      schema: {
        tags,
        summary: 'Save the S&OP cycle. Weekly and biweekly cycles meet every MeetingWeekday (MeetingWeek is ignored); monthly and quarterly ones on the MeetingWeek-th (5 = last) MeetingWeekday. FrozenMonths must be below HorizonMonths.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Frequency', 'MeetingWeekday', 'HorizonMonths', 'FrozenMonths'],
          properties: {
            Frequency: { type: 'string', enum: ['weekly', 'biweekly', 'monthly', 'quarterly'] },
            MeetingWeekday: { type: 'integer', minimum: 1, maximum: 7 },
            MeetingWeek: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
            HorizonMonths: { type: 'integer', minimum: 3, maximum: 36 },
            FrozenMonths: { type: 'integer', minimum: 0, maximum: 6 },
          },
        },
        response: responses(cycleSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const c = request.body;
      const monthly = c.Frequency === 'monthly' || c.Frequency === 'quarterly';
      if (monthly && (c.MeetingWeek === null || c.MeetingWeek === undefined)) {
        throw new ApiError('VALIDATION_ERROR', 'MeetingWeek is required for monthly and quarterly cycles', 'MeetingWeek');
      }
      if (c.FrozenMonths >= c.HorizonMonths) throw new ApiError('VALIDATION_ERROR', 'FrozenMonths must be shorter than HorizonMonths', 'FrozenMonths');
      const row = await steps.saveCycle(db, caller.companyId, {
        frequency: c.Frequency, meetingWeekday: c.MeetingWeekday, meetingWeek: monthly ? c.MeetingWeek! : null, horizonMonths: c.HorizonMonths, frozenMonths: c.FrozenMonths,
      });
      return { ok: true, data: toCycle(row) };
    },
  );

  // --- data origin and products import (step 10) -------------------------------------------------------
  const productsRead = { feature: 'PRODUCTS', level: 'read' } as const;
  const productsWrite = { feature: 'PRODUCTS', level: 'write' } as const;

  async function originStatus(companyId: number): Promise<DataOriginStatus> {
    const [origin, count, last] = [await steps.getDataOrigin(db, companyId), await products.productCount(db, companyId), await products.lastImport(db, companyId)];
    return { Origin: origin ? toOrigin(origin) : null, ProductCount: count, LastImport: last ? toImport(last) : null };
  }

  app.get(
    '/onboarding/data-origin',
    { config: { access: productsRead }, schema: { tags, summary: 'How the company\'s data arrives, its product count and its last products import.', response: responses(originStatusSchema) } },
    async (request) => ({ ok: true, data: await originStatus(callerOf(request).companyId) }),
  );

  app.put<{ Body: DataOrigin }>(
    '/onboarding/data-origin',
    {
      config: { access: productsWrite },
      schema: {
        tags,
        summary: "Choose how the company's data arrives: csv (products file import), erp (an integration with the named ERP, set up with our team) or manual (entered in the application).",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Method'],
          properties: {
            Method: { type: 'string', enum: ['csv', 'erp', 'manual'] },
            ErpSystem: { anyOf: [{ type: 'null' }, text(80)] },
            Notes: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 1000 }] },
          },
        },
        response: responses(originStatusSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const { Method, ErpSystem, Notes } = request.body;
      const erp = ErpSystem?.trim() || null;
      if (Method === 'erp' && !erp) throw new ApiError('VALIDATION_ERROR', 'ErpSystem is required when the data comes from an ERP', 'ErpSystem');
      await steps.saveDataOrigin(db, caller.companyId, { method: Method, erpSystem: Method === 'erp' ? erp : null, notes: Notes?.trim() || null });
      return { ok: true, data: await originStatus(caller.companyId) };
    },
  );

  app.post<{ Body: ImportProductsBody }>(
    '/onboarding/products/import',
    {
      config: { access: productsWrite },
      // A 2 MB file grows when escaped into JSON.
      bodyLimit: MAX_PRODUCT_FILE_CHARS * 2 + 4096,
      schema: {
        tags,
        summary:
          'Import a products CSV (columns code, name, family, unit and one per product attribute; comma, semicolon or tab separated). Every row is checked first: ' +
          'when any row has a problem nothing is imported and the answer lists each problem by line (Imported false); otherwise every row is created or ' +
          'updated (by code) in one transaction. Records the data origin as csv when none was chosen.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['FileName', 'Content'],
          properties: { FileName: text(200), Content: { type: 'string', maxLength: MAX_PRODUCT_FILE_CHARS } },
        },
        response: responses(importResultSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const attributes = (await steps.listAttributes(db, caller.companyId)).map(toAttribute);
      const checked = validateProductsFile(request.body.Content, attributes);
      if (checked.problemCount > 0) {
        const result: ImportProductsResult = {
          Imported: false, Rows: 0, Created: 0, Updated: 0, ProblemCount: checked.problemCount,
          Problems: checked.problems.map((p) => ({
            Line: p.line, Code: p.code,
            ...(p.column !== undefined ? { Column: p.column } : {}),
            ...(p.value !== undefined ? { Value: p.value } : {}),
            ...(p.params ? { Params: p.params } : {}),
          })),
        };
        return { ok: true, data: result };
      }
      const fileName = request.body.FileName.trim();
      const outcome = await db.transaction(async (tx) => {
        const counts = await products.upsertProducts(tx, caller.companyId, checked.products);
        await products.recordImport(tx, caller.companyId, caller.userId, { fileName, rows: checked.products.length, ...counts });
        if (!(await steps.getDataOrigin(tx, caller.companyId))) await steps.saveDataOrigin(tx, caller.companyId, { method: 'csv', erpSystem: null, notes: null });
        return counts;
      });
      const result: ImportProductsResult = { Imported: true, Rows: checked.products.length, Created: outcome.created, Updated: outcome.updated, Problems: [], ProblemCount: 0 };
      return { ok: true, data: result };
    },
  );

  // --- help: booked calls ----------------------------------------------------------------------------------
  app.get(
    '/onboarding/bookings',
    { schema: { tags, summary: 'Calls the company requested through the built-in booking form, by date.', response: responses({ type: 'array', items: bookingSchema }) } },
    async (request) => ({ ok: true, data: (await steps.listBookings(db, callerOf(request).companyId)).map(toBooking) }),
  );

  app.post<{ Body: BookingBody }>(
    '/onboarding/bookings',
    {
      schema: {
        tags,
        summary: `Request a call with the onboarding team: a working day within ${BOOKING_WINDOW_DAYS} days, 08:00-20:00 in TimeZone. Phone is required for phone calls. At most ${MAX_OPEN_BOOKINGS} open requests per company.`,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Channel', 'Date', 'Time', 'TimeZone'],
          properties: {
            Channel: { type: 'string', enum: ['videoCall', 'phone', 'email'] },
            Date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date as YYYY-MM-DD' },
            Time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'a time as HH:MM' },
            TimeZone: { type: 'string', minLength: 1, maxLength: 64 },
            Phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{6,24}$', description: 'a phone number: digits, spaces, dashes, brackets, an optional leading +' },
            Topic: { type: 'string', maxLength: 1000 },
          },
        },
        response: responses(bookingSchema, 201),
      },
    },
    async (request: FastifyRequest<{ Body: BookingBody }>, reply) => {
      const caller = callerOf(request);
      const b = request.body;
      if (!isValidTimeZone(b.TimeZone)) throw new ApiError('VALIDATION_ERROR', 'TimeZone must be an IANA time zone such as Europe/Madrid', 'TimeZone');
      if (!isCalendarDate(b.Date)) throw new ApiError('VALIDATION_ERROR', 'Date is not a calendar date', 'Date');
      const today = todayIn(b.TimeZone);
      const last = new Date(`${today}T00:00:00Z`);
      last.setUTCDate(last.getUTCDate() + BOOKING_WINDOW_DAYS);
      if (b.Date <= today || b.Date > last.toISOString().slice(0, 10)) {
        throw new ApiError('VALIDATION_ERROR', `Date must be between tomorrow and ${BOOKING_WINDOW_DAYS} days from today`, 'Date');
      }
      const weekday = new Date(`${b.Date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) throw new ApiError('VALIDATION_ERROR', 'Date must be a working day (Monday to Friday)', 'Date');
      if (b.Time < '08:00' || b.Time > '20:00') throw new ApiError('VALIDATION_ERROR', 'Time must be between 08:00 and 20:00', 'Time');
      const phone = b.Phone?.trim() || null;
      if (b.Channel === 'phone' && !phone) throw new ApiError('VALIDATION_ERROR', 'Phone is required to be called by phone', 'Phone');
      if ((await steps.countOpenBookings(db, caller.companyId)) >= MAX_OPEN_BOOKINGS) {
        throw new ApiError('CONFLICT', `Your company already has ${MAX_OPEN_BOOKINGS} calls requested; we will contact you about them first`);
      }
      const row = await steps.insertBooking(db, caller.companyId, caller.userId, {
        channel: b.Channel, date: b.Date, time: b.Time, timeZone: b.TimeZone, phone, topic: b.Topic?.trim() || null,
      });
      return reply.code(201).send({ ok: true, data: toBooking(row) });
    },
  );

  // --- summary (step 11) -----------------------------------------------------------------------------------
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
      const origin = await originStatus(companyId);
      const summary: OnboardingSummary = {
        Company: await readSettings(companyId),
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

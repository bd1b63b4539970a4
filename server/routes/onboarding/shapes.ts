// What the onboarding step calls answer, shared by the step modules: the
// JSON Schemas of their responses (also their OpenAPI description) and the
// mapping from database rows to the API's field names.
import type { BillingDetails, DataOrigin, InvitedUser, ProductAttribute, SopCycle, TermsAcceptance } from '../../../engine/http/api-contract';
import type * as products from '../../data/onboarding-products';
import type * as steps from '../../data/onboarding-steps';
import type { JsonSchema } from '../../schemas/envelope';
import { stringList } from '../../schemas/models';

export const text = (max: number, description?: string): JsonSchema => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S', ...(description ? { description } : {}) });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [{ type: 'null' }, schema] });

export const acceptanceSchema: JsonSchema = {
  type: 'object',
  required: ['Version', 'AcceptedAt', 'UserName'],
  properties: { Version: { type: 'string' }, AcceptedAt: { type: 'string', format: 'date-time' }, UserName: { type: 'string' } },
};
export const billingProperties = {
  PlanId: { type: 'string' },
  LegalName: { type: 'string' },
  TaxId: { type: 'string' },
  Address: { type: 'string' },
  PostalCode: { type: 'string' },
  City: { type: 'string' },
  Country: { type: 'string' },
  Email: { type: 'string' },
};
export const billingSchema: JsonSchema = { type: 'object', required: Object.keys(billingProperties), properties: billingProperties };
export const settingsSchema: JsonSchema = {
  type: 'object',
  required: ['BussinessAlias', 'Currency', 'TimeZone', 'FiscalYearStartMonth'],
  properties: { BussinessAlias: { type: 'string' }, Currency: { type: 'string' }, TimeZone: { type: 'string' }, FiscalYearStartMonth: { type: 'integer' } },
};
export const invitedUserSchema: JsonSchema = {
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
export const attributeSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Type', 'AllowedValues', 'Required'],
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Type: { type: 'string' }, AllowedValues: stringList, Required: { type: 'boolean' } },
};
export const cycleSchema: JsonSchema = {
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
export const originSchema: JsonSchema = {
  type: 'object',
  required: ['Method', 'ErpSystem', 'Notes'],
  properties: { Method: { type: 'string' }, ErpSystem: { type: ['string', 'null'] }, Notes: { type: ['string', 'null'] } },
};
export const importSchema: JsonSchema = {
  type: 'object',
  required: ['FileName', 'Rows', 'Created', 'Updated', 'ImportedAt'],
  properties: { FileName: { type: 'string' }, Rows: { type: 'integer' }, Created: { type: 'integer' }, Updated: { type: 'integer' }, ImportedAt: { type: 'string', format: 'date-time' } },
};
export const originStatusSchema: JsonSchema = {
  type: 'object',
  required: ['Origin', 'ProductCount', 'LastImport'],
  properties: { Origin: nullable(originSchema), ProductCount: { type: 'integer' }, LastImport: nullable(importSchema) },
};

export const toAcceptance = (row: steps.AcceptanceRow): TermsAcceptance => ({ Version: row.version, AcceptedAt: row.acceptedAt, UserName: row.userName });
export const toBilling = (row: steps.BillingRow): BillingDetails => ({
  PlanId: row.planId, LegalName: row.legalName, TaxId: row.taxId, Address: row.address, PostalCode: row.postalCode, City: row.city, Country: row.country, Email: row.email,
});
export const toInvited = (row: steps.InvitedRow): InvitedUser => ({ Id: row.id, Name: row.name, Email: row.email, Roles: row.roles, Status: row.status, InvitedAt: row.invitedAt });
export const toAttribute = (row: steps.AttributeRow): ProductAttribute => ({ Id: row.id, Name: row.name, Type: row.type, AllowedValues: row.allowedValues, Required: row.required });
export const toCycle = (row: steps.CycleRow): SopCycle => ({
  Frequency: row.frequency, MeetingWeekday: row.meetingWeekday, MeetingWeek: row.meetingWeek, HorizonMonths: row.horizonMonths, FrozenMonths: row.frozenMonths,
});
export const toOrigin = (row: steps.OriginRow): DataOrigin => ({ Method: row.method, ErpSystem: row.erpSystem, Notes: row.notes });
export const toImport = (row: products.ImportRecord) => ({ FileName: row.fileName, Rows: row.rows, Created: row.created, Updated: row.updated, ImportedAt: row.importedAt });

// Schemas of the data objects of engine/http/api-contract.ts, one per type.
// Enumerations (languages, roles, features, steps) come from the config so the
// server validates against exactly what the product declares.
import type { CompiledConfig } from '../../engine/config/compiled';
import type { JsonSchema } from './envelope';

export const profileSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Email', 'Language', 'Roles', 'Photo', 'BussinessAlias', 'ActivePlugins', 'OnBoarding', 'AutoRefresh'],
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Email: { type: 'string' },
    Language: { type: 'string' },
    Roles: { type: 'array', items: { type: 'integer' } },
    Photo: { type: ['string', 'null'], description: 'data: URL or null' },
    BussinessAlias: { type: 'string', description: 'Spelled as in the specification.' },
    ActivePlugins: { type: 'array', items: { type: 'string' } },
    OnBoarding: { type: 'boolean' },
    AutoRefresh: { type: 'boolean' },
    Token: { type: 'string' },
  },
};

export const authResultSchema: JsonSchema = {
  type: 'object',
  required: ['Token', 'Profile'],
  properties: { Token: { type: 'string' }, Profile: profileSchema },
};

export const managedUserSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Email', 'Roles', 'Active', 'OnBoarding'],
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Email: { type: 'string' },
    Roles: { type: 'array', items: { type: 'integer' } },
    Active: { type: 'boolean' },
    OnBoarding: { type: 'boolean' },
    InvitationUrl: { type: 'string', description: 'Only when the user was invited (created without a password).' },
  },
};

export const dimensionSummarySchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name'],
  properties: { Id: { type: 'integer' }, Name: { type: 'string' } },
};

export const dimensionSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Values'],
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Values: { type: 'array', items: { type: 'string' } } },
};

const reportValue: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const reportId: JsonSchema = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$', maxLength: 100 };

/** What a custom report opens with (engine/data/report-api.ts SavedReportState). */
export const customReportStateSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    group: { type: 'array', maxItems: 8, items: reportId },
    pivot: { anyOf: [reportId, { type: 'null' }] },
    filters: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object', additionalProperties: false, required: ['field', 'op'],
        properties: {
          field: reportId,
          op: { type: 'string', enum: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'between', 'null'] },
          value: { anyOf: [reportValue, { type: 'array', maxItems: 1000, items: reportValue }] },
        },
      },
    },
    sort: { type: 'array', maxItems: 8, items: { type: 'object', additionalProperties: false, required: ['field', 'desc'], properties: { field: reportId, desc: { type: 'boolean' } } } },
    limit: { type: ['integer', 'null'], minimum: 1, maximum: 10_000 },
    measures: { type: 'array', maxItems: 100, items: reportId },
  },
};

export const customReportSummarySchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Route', 'View'],
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Route: { type: 'string' }, View: { type: 'integer' } },
};

export const customReportSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Route', 'View', 'State'],
  properties: { ...(customReportSummarySchema.properties as object), State: customReportStateSchema },
};

export const stringList: JsonSchema = { type: 'array', items: { type: 'string' } };

export const onboardingConfigurationSchema: JsonSchema = {
  type: 'object',
  required: ['CompletedSteps'],
  properties: { CompletedSteps: { type: ['array', 'null'], items: { type: 'integer' } } },
};

/** Enumerations read from the config, for request schemas. */
export function configEnums(config: CompiledConfig) {
  return {
    languages: [...config.app.languages.bundled] as string[],
    roles: config.roles.map((r) => r.id),
    features: config.features.map((f) => f.id),
    steps: config.onboarding.steps.map((s) => s.status),
  };
}

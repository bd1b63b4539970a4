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

export const customReportSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Name', 'Columns', 'Rows'],
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Columns: { type: 'array', items: { type: 'string' } },
    Rows: { type: 'array', items: { type: 'array', items: { type: ['string', 'number', 'null'] } } },
  },
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

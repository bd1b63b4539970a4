// JSON Schemas of the response envelope. Each route declares its responses
// through responses(), so one object drives validation, serialisation (only
// declared fields ever leave the server) and the OpenAPI document.

export type JsonSchema = Record<string, unknown>;

export const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'Failure: ErrorCode is one of config/errors.yaml; Field names the offending input field when there is one; MessageKey and MessageParams, when given, let the browser say Message in the user\'s language (serverErrors.<MessageKey> of the translations).',
  required: ['ok', 'ErrorCode', 'Message'],
  properties: {
    ok: { type: 'boolean', description: 'false' },
    ErrorCode: { type: 'string' },
    Message: { type: 'string' },
    Field: { type: 'string' },
    MessageKey: { type: 'string' },
    MessageParams: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    Token: { type: 'string' },
  },
};

export function okEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['ok', 'data'],
    properties: { ok: { type: 'boolean', description: 'true' }, data, Token: { type: 'string', description: 'A fresh token: store it and restart the session timer.' } },
  };
}

/** Response schemas of a route: the success envelope at `status`, the error envelope otherwise. */
export function responses(data: JsonSchema, status = 200): Record<string, JsonSchema> {
  return { [status]: okEnvelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/**
 * A 200 that may also be a failure (the specification's add-guest-user answers
 * ok false for an existing e-mail): both shapes' fields are declared.
 */
export function okOrFailure(data: JsonSchema): Record<string, JsonSchema> {
  const ok = okEnvelope(data);
  return {
    200: { type: 'object', required: ['ok'], properties: { ...(ok.properties as object), ...(errorEnvelope.properties as object) } },
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  };
}

export const nullData: JsonSchema = { type: 'null' };

/** Body of calls that take no payload: absent, or an empty JSON object. */
export const emptyBody: JsonSchema = { type: 'object', additionalProperties: false, properties: {} };

/** `:id` path parameter: a positive int4, so a huge number is a 400, not a database error. */
export const idParams: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
};

export const emailSchema: JsonSchema = { type: 'string', format: 'email', minLength: 3, maxLength: 254 };
export const passwordSchema: JsonSchema = { type: 'string', minLength: 8, maxLength: 200 };
/** Names of people and companies: something visible, and not absurdly long. */
export const nameSchema: JsonSchema = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' };

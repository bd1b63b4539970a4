// JSON Schemas of the production calls (server/routes/production.ts): one
// object each drives validation, serialisation and the OpenAPI document.
import type { JsonSchema } from '../../schemas/envelope';

const moment = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2})?$', description: "'YYYY-MM-DDTHH:mm' (plant-local) or 'YYYY-MM-DD'" };
const nullableText = { type: ['string', 'null'] };
const nullableNumber = { type: ['number', 'null'] };
/** A row id: an int4 from 1 (a larger number would reach the database and fail there). */
const rowId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

export const sequenceBodySchema: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['line'],
  properties: { line: rowId, start: moment },
};

export const applyBodySchema: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['line', 'versions'],
  properties: {
    line: rowId,
    start: moment,
    versions: { type: 'object', maxProperties: 10000, propertyNames: { pattern: '^[0-9]{1,10}$' }, additionalProperties: rowId },
  },
};

export const moveBodySchema: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['version', 'start'],
  properties: { version: rowId, start: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$' } },
};

const totals: JsonSchema = {
  type: 'object',
  properties: {
    orders: { type: 'integer' }, changeoverMinutes: { type: 'number' }, lateOrders: { type: 'integer' }, tardinessMinutes: { type: 'number' },
    unscheduled: { type: 'integer' }, end: nullableText,
  },
};

const proposedRow: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, version: { type: 'integer' }, number: { type: 'string' }, sku: { type: 'string' }, status: { type: 'string' },
    quantity: { type: 'number' }, sequence: { type: 'integer' }, changeoverMinutes: { type: 'number' }, start: { type: 'string' }, end: { type: 'string' },
    dueDate: { type: 'string' }, latenessMinutes: { type: 'number' }, late: { type: 'boolean' },
    current: { type: 'object', properties: { sequence: nullableNumber, start: nullableText, end: nullableText, changeoverMinutes: nullableNumber } },
  },
};

const problem: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' }, severity: { type: 'string' }, subject: { type: ['number', 'string'] },
    details: { type: 'object', additionalProperties: { type: ['number', 'string', 'null'] } },
  },
};

export const proposalSchema: JsonSchema = {
  type: 'object',
  properties: {
    lineId: { type: 'integer' }, start: { type: 'string' },
    orders: { type: 'array', items: proposedRow },
    kept: { type: 'array', items: { type: 'integer' } },
    unplaced: { type: 'array', items: { type: 'integer' } },
    problems: { type: 'array', items: problem },
    before: totals, after: totals,
    versions: { type: 'object', additionalProperties: { type: 'integer' } },
    written: { type: 'integer' },
  },
};

export const movedSchema: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, version: { type: 'integer' }, start: { type: 'string' }, end: { type: 'string' }, latenessMinutes: { type: 'number' }, late: { type: 'boolean' } },
};

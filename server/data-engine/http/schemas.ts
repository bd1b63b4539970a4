// JSON Schemas of the data API generated from each entity: one object drives
// body validation, response serialisation (only declared fields leave the
// server) and the OpenAPI document, where every entity gets its own paths
// with its own fields.
import type { CompiledEntity, CompiledField } from '../../../engine/config/compiled';
import { MAX_PAGE_SIZE } from '../../../engine/data/list-query';
import type { JsonSchema } from '../../schemas/envelope';

const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });

/** The wire value of a field (engine/data/field-values.ts). */
export function valueSchema(field: CompiledField): JsonSchema {
  const description = [field.required ? 'required' : '', field.readOnly ? 'read-only' : '', field.formula ? `computed: ${field.formula}` : ''].filter(Boolean).join(', ');
  const base = (schema: JsonSchema) => (description ? { ...schema, description } : schema);
  switch (field.type) {
    case 'string':
    case 'text':
      return base(nullable('string', field.maxLength ? { maxLength: field.maxLength } : {}));
    case 'enum':
      return base(nullable('string', { enum: [...(field.values ?? []), null] }));
    case 'integer':
      return base(nullable('integer'));
    case 'decimal':
    case 'money':
    case 'percent':
      return base(nullable('number'));
    case 'boolean':
      return base(nullable('boolean'));
    case 'date':
      return base(nullable('string', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }));
    case 'month':
      return base(nullable('string', { pattern: '^\\d{4}-\\d{2}$' }));
    case 'ref':
      return base({ ...nullable('integer'), description: `id of a ${field.entity} row${description ? `; ${description}` : ''}` });
    case 'children':
      return {};
  }
}

const anyValue: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };

export function rowSchema(entity: CompiledEntity): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  };
  for (const field of entity.fields) if (field.type !== 'children') properties[field.name] = valueSchema(field);
  // ref.field columns (one hop) arrive under their path.
  return { type: 'object', required: ['id', 'version'], properties, additionalProperties: anyValue };
}

export const refsSchema: JsonSchema = {
  type: 'object',
  description: 'Title and key of the referenced rows: path -> id -> { title, key }',
  additionalProperties: { type: 'object', additionalProperties: { type: 'object', properties: { title: { type: 'string' }, key: { type: 'string' } } } },
};

export function pageSchema(entity: CompiledEntity): JsonSchema {
  return {
    type: 'object',
    properties: { rows: { type: 'array', items: rowSchema(entity) }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, refs: refsSchema },
  };
}

export function recordSchema(entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>): JsonSchema {
  const children: Record<string, JsonSchema> = {};
  for (const field of entity.fields) {
    const child = field.type === 'children' ? entities.get(field.entity!) : undefined;
    if (child) children[field.name] = { type: 'array', items: rowSchema(child) };
  }
  return { type: 'object', properties: { row: rowSchema(entity), refs: refsSchema, children: { type: 'object', properties: children } } };
}

function valuesSchema(entity: CompiledEntity): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of entity.fields) if (field.type !== 'children' && !field.readOnly) properties[field.name] = valueSchema(field);
  // Unknown and forbidden fields are reported by the record rules (validate-record.ts), each by name.
  return { type: 'object', properties };
}

export function writeBodySchema(entity: CompiledEntity, entities: ReadonlyMap<string, CompiledEntity>, update: boolean): JsonSchema {
  const children: Record<string, JsonSchema> = {};
  for (const field of entity.fields) {
    const child = field.type === 'children' ? entities.get(field.entity!) : undefined;
    if (!child) continue;
    children[field.name] = {
      type: 'array',
      maxItems: 5000,
      items: { type: 'object', additionalProperties: false, required: ['values'], properties: { id: { type: 'integer', minimum: 1 }, values: valuesSchema(child) } },
      description: `Replaces every ${field.name} row: rows with an id are updated, rows without are created, rows left out are deleted`,
    };
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: update ? ['values', 'version'] : ['values'],
    properties: {
      values: valuesSchema(entity),
      ...(update ? { version: { type: 'integer', minimum: 1, description: 'The version the edit started from (409 CONFLICT when the row changed since)' } } : {}),
      children: { type: 'object', additionalProperties: false, properties: children },
    },
  };
}

export const listQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
  sort: { type: 'string', maxLength: 500, description: 'Comma-separated field paths, - first for descending: -launchDate,sku' },
  filter: { type: 'string', maxLength: 20_000, description: 'JSON array of { field, op, value }; op: eq ne lt lte gt gte in contains between null under (a ref into a tree, value an id: that row or any row below it)' },
  q: { type: 'string', maxLength: 200, description: 'Free text searched in the key, the title and the text fields (case and accents ignored)' },
  fields: { type: 'string', maxLength: 2000, description: 'Comma-separated field paths to return (default: every field you may read)' },
  view: { type: 'string', maxLength: 200, pattern: '^[a-z0-9-]+:\\d+$', description: '<routeId>:<view index>: the view\'s conditions apply' },
} satisfies Record<string, JsonSchema>;

export const listQuerySchema: JsonSchema = { type: 'object', additionalProperties: false, properties: listQueryProperties };

export const idParams: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The row id, written with digits only: 1 to 2147483647' } },
};

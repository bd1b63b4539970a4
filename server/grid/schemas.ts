// JSON Schemas of the grid calls (validation, serialisation, OpenAPI).
import { errorEnvelope, type JsonSchema } from '../schemas/envelope';

const value: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const pair: JsonSchema = { type: 'array', minItems: 2, maxItems: 2, items: [{ type: 'string', maxLength: 120 }, value] as unknown as JsonSchema };
const rowFilter: JsonSchema = { type: 'array', maxItems: 8, items: pair, description: 'A row: its grouped levels as [path, value] pairs.' };
const month: JsonSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
const number: JsonSchema = { type: ['number', 'null'] };
const matrix: JsonSchema = { type: 'array', items: { type: 'array', items: number } };

const row: JsonSchema = {
  type: 'object',
  required: ['filter', 'label', 'leaf', 'values'],
  properties: { filter: rowFilter, label: { type: ['string', 'null'] }, leaf: { type: 'boolean' }, values: matrix },
};

export const gridParams: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'view'],
  properties: { route: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 }, view: { type: 'integer', minimum: 0, maximum: 99 } },
};

const text = (description: string, maxLength = 4000): JsonSchema => ({ type: 'string', maxLength, description });

export const rowsQuerystring: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hierarchy: text('Hierarchy id (default: the first the caller may read).', 100),
    level: text('Level index in the hierarchy, from 0.', 3),
    parent: text('JSON [[path, value], ...]: the row whose rows are listed.'),
    filter: text('JSON [[path, value], ...]: levels every row keeps.'),
    scope: text('Id of the scope row (e.g. the budget version).', 12),
    from: text('First month, YYYY-MM.', 7),
    to: text('Last month, YYYY-MM.', 7),
    measures: text('Measure ids to compute, comma separated (default: all); the others come back as empty lists.', 1000),
    window: { type: 'string', enum: ['first'], description: 'first: only the months a grid shows first (two before the first month that may be changed to 14 after it, within from..to); meta.span then names every month, for the page to ask the others.' },
  },
};

export const cellQuerystring: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'month'],
  properties: { ...(rowsQuerystring.properties as object), row: text('JSON [[path, value], ...]: the cell\'s row.'), month: text('The cell\'s month, YYYY-MM.', 7) },
};

export const gridPageSchema: JsonSchema = {
  type: 'object',
  required: ['meta', 'rows', 'parent', 'comments'],
  properties: {
    meta: {
      type: 'object',
      properties: {
        months: { type: 'array', items: { type: 'string' } },
        span: { type: 'object', description: 'With window=first, when the months are fewer than the grid\'s: its first and last month.', properties: { from: { type: 'string' }, to: { type: 'string' } } },
        frozenBefore: { type: ['string', 'null'] },
        frozen: { anyOf: [{ type: 'null' }, { type: 'object', properties: { start: { type: 'string' }, months: { type: 'integer' } } }] },
        measures: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string' }, format: { type: 'string' }, editable: { type: 'boolean' }, available: { type: 'boolean' } } },
        },
        hidden: { type: 'array', items: { type: 'string' } },
        hierarchies: { type: 'array', items: { type: 'string' } },
        comments: { type: 'object', properties: { read: { type: 'boolean' }, write: { type: 'boolean' } } },
        scope: {
          anyOf: [{ type: 'null' }, {
            type: 'object',
            properties: { value: { type: ['integer', 'null'] }, options: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } },
          }],
        },
        scale: { type: 'integer' },
        bases: { type: 'array', items: { type: 'string' } },
        min: { type: ['number', 'null'] },
        fallback: { type: ['string', 'null'] },
      },
    },
    rows: { type: 'array', items: row },
    parent: row,
    comments: {
      type: 'array',
      items: { type: 'object', properties: { row: { type: 'string' }, month: { type: 'string' }, measure: { type: 'string' }, count: { type: 'integer' } } },
    },
  },
};

export const editBodySchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hierarchy', 'edits'],
  properties: {
    hierarchy: { type: 'string', maxLength: 100 },
    scope: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    filter: rowFilter,
    edits: {
      type: 'array',
      maxItems: 5000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'month', 'from', 'to'],
        properties: { row: rowFilter, month, from: number, to: number },
      },
    },
    refresh: { type: 'array', maxItems: 2000, items: rowFilter },
    measures: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 } },
    from: month,
    to: month,
    basis: { type: 'string', maxLength: 40, description: 'The measure a parent\'s new value is spread by (meta.bases; default the first, the current plan).' },
    locks: {
      type: 'array', maxItems: 2000, description: 'Cells the planner locked: an edit of a row above one leaves its rows as they are.',
      items: { type: 'object', additionalProperties: false, required: ['row', 'month'], properties: { row: rowFilter, month } },
    },
  },
};

export const editResultSchema: JsonSchema = {
  type: 'object',
  required: ['changed', 'created', 'rows'],
  properties: {
    changed: { type: 'integer' }, created: { type: 'integer' }, cells: { type: 'integer', description: 'Grid cells (row x month) whose rows changed.' },
    rows: { type: 'array', items: row },
  },
};

export const conflictEnvelope: JsonSchema = {
  ...errorEnvelope,
  description: 'CONFLICT: cells changed since they were read; Conflicts gives each one\'s current value. Nothing was saved.',
  properties: {
    ...(errorEnvelope.properties as object),
    Conflicts: {
      type: 'array',
      items: { type: 'object', properties: { index: { type: 'integer' }, row: rowFilter, month: { type: 'string' }, from: number, current: number } },
    },
  },
};

export const historySchema: JsonSchema = {
  type: 'array',
  items: { type: 'object', properties: { at: { type: 'string' }, userName: { type: 'string' }, rows: { type: 'integer' }, from: { type: 'number' }, to: { type: 'number' } } },
};

const comment: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, measure: { type: 'string' }, text: { type: 'string' }, author: { type: 'string' }, at: { type: 'string' } },
};
export const commentsSchema: JsonSchema = { type: 'array', items: comment };
export const commentSchema = comment;

export const commentBodySchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'month', 'measure', 'text'],
  properties: { row: rowFilter, month, measure: { type: 'string', maxLength: 40 }, text: { type: 'string', minLength: 1, maxLength: 2000 } },
};

const step: JsonSchema = { anyOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'integer' }, cells: { type: 'integer' }, at: { type: 'string' } } }] };
export const stepsSchema: JsonSchema = { type: 'object', properties: { undo: step, redo: step } };

export const stepBodySchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hierarchy'],
  properties: Object.fromEntries(Object.entries(editBodySchema.properties as Record<string, JsonSchema>).filter(([k]) => !['edits', 'basis', 'locks'].includes(k))),
};

export const stepResultSchema: JsonSchema = {
  type: 'object',
  required: ['step', 'cells', 'changed', 'rows', 'next'],
  properties: {
    step: { type: 'object', properties: { id: { type: 'integer' }, cells: { type: 'integer' }, at: { type: 'string' } } },
    cells: { type: 'integer', description: 'Grid cells restored.' }, changed: { type: 'integer', description: 'Leaf rows written.' },
    rows: { type: 'array', items: row }, next: stepsSchema,
  },
};

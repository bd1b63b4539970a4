// JSON Schemas of the report calls (validation, serialisation, OpenAPI).
import type { JsonSchema } from '../schemas/envelope';

const value: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const numbers: JsonSchema = { type: 'object', additionalProperties: { type: ['number', 'null'] } };
const field: JsonSchema = { type: 'object', required: ['entity', 'name'], properties: { entity: { type: 'string' }, name: { type: 'string' } } };
const filter: JsonSchema = {
  type: 'object',
  required: ['field', 'op'],
  properties: { field: { type: 'string' }, op: { type: 'string' }, value: { anyOf: [value, { type: 'array', items: value }] } },
};
const sort: JsonSchema = { type: 'object', required: ['field', 'desc'], properties: { field: { type: 'string' }, desc: { type: 'boolean' } } };

// Rows and totals are written as they are (items without a schema: JSON.stringify), not by a serializer compiled from
// their schema: checking every key and value against its types cost 4-6x JSON.stringify over 60,000 rows (half a second
// of the look-alikes report). shapeReport builds them with exactly these fields (ReportRow, engine/data/report-api.ts).
const rows: JsonSchema = {
  type: 'array',
  description: 'ReportRow: keys (dimension id -> value), labels (dimension id -> title), values (measure id, or measure@pivot value, -> number or null), level, subtotal',
  items: {},
};

export const reportResultSchema: JsonSchema = {
  type: 'object',
  required: ['query', 'columns', 'pivot', 'rows', 'totals', 'rowCount', 'paging', 'chart', 'hidden', 'dimensions'],
  properties: {
    query: {
      type: 'object',
      properties: {
        group: { type: 'array', items: { type: 'string' } },
        pivot: { type: ['string', 'null'] },
        filters: { type: 'array', items: filter },
        sort: { type: 'array', items: sort },
        limit: { type: ['integer', 'null'] },
        measures: { type: 'array', items: { type: 'string' } },
      },
    },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'kind', 'id'],
        properties: {
          key: { type: 'string' }, kind: { type: 'string' }, id: { type: 'string' }, format: { type: 'string' }, dimension: { type: 'string' }, field, labelKind: { type: 'string' },
          pivot: { type: 'object', properties: { value, label: { type: 'string' } } },
        },
      },
    },
    pivot: { anyOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'string' }, dimension: { type: 'string' }, field, labelKind: { type: 'string' } } }] },
    rows,
    totals: rows,
    rowCount: { type: 'integer' },
    paging: {
      anyOf: [{ type: 'null' }, {
        type: 'object',
        required: ['page', 'pageSize', 'total'],
        description: 'The page of rows held, and how many rows all pages hold (after the limit); null: every row.',
        properties: { page: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
      }],
    },
    chart: {
      anyOf: [{ type: 'null' }, {
        type: 'object',
        properties: {
          kind: { type: 'string' }, x: { type: 'string' }, xKind: { type: 'string' }, series: { type: 'string' }, seriesKind: { type: 'string' }, xLabelKind: { type: 'string' }, seriesLabelKind: { type: 'string' },
          y: { type: 'array', items: { type: 'string' } }, truncated: { type: 'boolean' },
          points: {
            type: 'array',
            items: { type: 'object', properties: { x: value, xLabel: { type: 'string' }, series: value, seriesLabel: { type: 'string' }, values: numbers } },
          },
        },
      }],
    },
    hidden: { type: 'array', items: { type: 'string' } },
    dimensions: { type: 'array', items: { type: 'string' } },
  },
};

export const dimensionValuesSchema: JsonSchema = {
  type: 'array',
  items: { type: 'object', required: ['value'], properties: { value, label: { type: 'string' } } },
};

export const reportParams: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'view'],
  properties: { route: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 }, view: { type: 'integer', minimum: 0, maximum: 99 } },
};

const text = (description: string): JsonSchema => ({ type: 'string', maxLength: 20_000, description });

export const reportQuerystring: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    group: text('Dimension ids of the rows, comma separated; empty: the grand total only.'),
    pivot: text('A dimension spread into columns; empty: none.'),
    filter: text('JSON list of { field: dimension id, op, value }.'),
    sort: text('Measure or row dimension ids, comma separated, - first for descending.'),
    limit: text('Show only the first N rows; 0: every row.'),
    measures: text('Measure ids shown, comma separated.'),
    page: text('The page of table rows, from 1 (chart, counts and totals stay over every row); absent: every row. Export ignores it.'),
    pageSize: text('Rows per page, 1 to 1,000 (default 100); alone it asks for page 1.'),
    format: { type: 'string', enum: ['csv', 'xlsx'] },
  },
};

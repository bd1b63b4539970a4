// Response schemas of the audit (engine/data/api.ts AuditEntry, AuditPage).
import type { JsonSchema } from '../../schemas/envelope';

const changes: JsonSchema = { type: ['object', 'null'], additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } };

export const auditEntrySchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    entity: { type: 'string' },
    rowId: { type: 'integer' },
    rowTitle: { type: 'string' },
    action: { type: 'string', enum: ['create', 'update', 'delete', 'import'] },
    userId: { type: ['integer', 'null'] },
    userName: { type: 'string' },
    at: { type: 'string' },
    before: changes,
    after: changes,
  },
};

export const auditPageSchema: JsonSchema = {
  type: 'object',
  properties: { entries: { type: 'array', items: auditEntrySchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
};

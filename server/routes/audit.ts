// The audit log of the data API (the modifications page) and the status of
// declared data (the status page): only entities the caller may read, only
// fields they may read.
import type { FastifyInstance } from 'fastify';
import { auditPage, type AuditFilters } from '../data-engine/audit/read';
import { auditPageSchema } from '../data-engine/http/audit-schemas';
import { dataStatus, dataStatusSchema } from '../data-engine/audit/status';
import { isValidDate } from '../../engine/data/field-values';
import { callerOf } from '../plugins/authenticate';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';

const dateOrTime = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$', description: 'YYYY-MM-DD (the whole day) or an ISO timestamp' };

export async function auditRoutes(app: FastifyInstance) {
  const { db, data: engine } = app.services;

  app.get<{ Querystring: Partial<AuditFilters> }>('/audit', {
    schema: {
      tags: ['audit'],
      summary: 'Every change made through the data API, newest first: who, when, which row, the fields before and after.',
      description: 'Only entities you may read, and only fields you may read.',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          entity: { type: 'string', maxLength: 80, pattern: '^[a-z0-9-]+$' },
          user: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          from: dateOrTime,
          to: dateOrTime,
          page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
        },
      },
      response: responses(auditPageSchema),
    },
  }, async (request) => {
    for (const name of ['from', 'to'] as const) {
      const value = request.query[name];
      // The pattern admits 2025-02-30; the calendar does not.
      if (value && (!isValidDate(value.slice(0, 10)) || Number.isNaN(Date.parse(value)))) throw new ApiError('VALIDATION_ERROR', `${name} must be a real date`, name);
    }
    const query = request.query;
    return { ok: true, data: await auditPage(db, engine, callerOf(request), { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 50 }) };
  });

  app.get('/data-status', {
    schema: {
      tags: ['audit'],
      summary: 'Per entity you may read: rows, last change, last import, and rows missing each expected field.',
      response: responses(dataStatusSchema),
    },
  }, async (request) => ({ ok: true, data: await dataStatus(db, engine, callerOf(request)) }));
}

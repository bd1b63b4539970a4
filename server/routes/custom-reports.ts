// The caller's own custom reports. Access follows the custom-reports route of
// the config; another user's (or company's) report is "not found", so its
// existence never leaks.
import type { FastifyInstance } from 'fastify';
import type { CustomReport } from '../../engine/http/api-contract';
import { callerOf } from '../plugins/authenticate';
import { getReport, listReports } from '../data/reports';
import { ApiError } from '../errors/api-error';
import { idParams, responses } from '../schemas/envelope';
import { customReportSchema, dimensionSummarySchema } from '../schemas/models';

export async function customReportRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const access = { route: 'custom-reports' } as const;

  app.get(
    '/custom-reports',
    { config: { access }, schema: { tags: ['custom reports'], summary: "The caller's custom reports (Id, Name).", response: responses({ type: 'array', items: dimensionSummarySchema }) } },
    async (request) => {
      const caller = callerOf(request);
      const rows = await listReports(db, caller.companyId, caller.userId);
      return { ok: true, data: rows.map((r) => ({ Id: r.id, Name: r.name })) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/custom-reports/:id',
    { config: { access }, schema: { tags: ['custom reports'], summary: 'One of the caller\'s custom reports with its content.', params: idParams, response: responses(customReportSchema) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await getReport(db, caller.companyId, caller.userId, request.params.id);
      if (!row) throw new ApiError('NOT_FOUND', 'This report does not exist');
      return { ok: true, data: { Id: row.id, Name: row.name, Columns: row.columns, Rows: row.rows } satisfies CustomReport };
    },
  );
}

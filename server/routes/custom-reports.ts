// The caller's custom reports: report views saved under a name with the
// state they open with (grouping, pivot, filters, sort, limit, measures).
// Access follows the custom-reports route of the config; saving also needs
// the report's own route, and the state must name what the view has and the
// caller may see. Another user's (or company's) report is "not found", so
// its existence never leaks.
import type { FastifyInstance } from 'fastify';
import type { CustomReport, CustomReportBody, CustomReportSummary } from '../../engine/http/api-contract';
import type { SavedReportState } from '../../engine/data/report-api';
import { isUniqueViolation } from '../db/adapter';
import { deleteReport, getReport, insertReport, listReports, updateReport, type ReportRow } from '../data/reports';
import { ApiError } from '../errors/api-error';
import { callerOf } from '../plugins/authenticate';
import type { Caller } from '../access/caller';
import { reportServiceFor } from '../reports/service';
import { idParams, responses } from '../schemas/envelope';
import { customReportSchema, customReportStateSchema, customReportSummarySchema } from '../schemas/models';

const summary = (r: ReportRow): CustomReportSummary => ({ Id: r.id, Name: r.name, Route: r.route, View: r.view });
const full = (r: ReportRow): CustomReport => ({ ...summary(r), State: r.state });
const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' };

export async function customReportRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const reports = reportServiceFor(app.services);
  const access = { route: 'custom-reports' } as const;
  const tags = ['custom reports'];

  const checkState = (caller: Caller, route: string, view: number, state: SavedReportState) =>
    reports.check(caller, route, view, { ...state, filters: state.filters ?? [], sort: state.sort ?? [] });
  const clash = (error: unknown, text: string): never => {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', `You already have a report named "${text}"`, 'Name');
    throw error;
  };

  app.get(
    '/custom-reports',
    { config: { access }, schema: { tags, summary: "The caller's custom reports (Id, Name, and the report view they open).", response: responses({ type: 'array', items: customReportSummarySchema }) } },
    async (request) => {
      const caller = callerOf(request);
      return { ok: true, data: (await listReports(db, caller.companyId, caller.userId)).map(summary) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/custom-reports/:id',
    { config: { access }, schema: { tags, summary: "One of the caller's custom reports: its report view and the state it opens with.", params: idParams, response: responses(customReportSchema) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await getReport(db, caller.companyId, caller.userId, request.params.id);
      if (!row) throw new ApiError('NOT_FOUND', 'This report does not exist');
      return { ok: true, data: full(row) };
    },
  );

  app.post<{ Body: CustomReportBody }>(
    '/custom-reports',
    {
      config: { access },
      schema: {
        tags, summary: 'Saves a report view with its state under a name (unique among the caller\'s reports).',
        body: {
          type: 'object', additionalProperties: false, required: ['Name', 'Route', 'View', 'State'],
          properties: { Name: name, Route: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 }, View: { type: 'integer', minimum: 0, maximum: 99 }, State: customReportStateSchema },
        },
        response: responses(customReportSchema, 201),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { Route, View, State } = request.body;
      const text = request.body.Name.trim();
      checkState(caller, Route, View, State);
      const id = await insertReport(db, caller.companyId, caller.userId, { name: text, route: Route, view: View, state: State }).catch((e) => clash(e, text));
      reply.code(201);
      return { ok: true, data: full({ id, name: text, route: Route, view: View, state: State }) };
    },
  );

  app.patch<{ Params: { id: number }; Body: { Name?: string; State?: SavedReportState } }>(
    '/custom-reports/:id',
    {
      config: { access },
      schema: {
        tags, summary: 'Renames one of the caller\'s custom reports and/or replaces the state it opens with.', params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { Name: name, State: customReportStateSchema } },
        response: responses(customReportSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await getReport(db, caller.companyId, caller.userId, request.params.id);
      if (!row) throw new ApiError('NOT_FOUND', 'This report does not exist');
      const text = request.body.Name?.trim();
      if (request.body.State) checkState(caller, row.route, row.view, request.body.State);
      await updateReport(db, caller.companyId, caller.userId, row.id, { name: text, state: request.body.State }).catch((e) => clash(e, text ?? ''));
      return { ok: true, data: full({ ...row, ...(text ? { name: text } : {}), ...(request.body.State ? { state: request.body.State } : {}) }) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/custom-reports/:id',
    { config: { access }, schema: { tags, summary: 'Deletes one of the caller\'s custom reports (and the favourite pointing at it).', params: idParams, response: responses({ type: 'object', required: ['Id'], properties: { Id: { type: 'integer' } } }) } },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await app.services.db.transaction((tx) => deleteReport(tx, caller.companyId, caller.userId, request.params.id));
      if (!deleted) throw new ApiError('NOT_FOUND', 'This report does not exist');
      return { ok: true, data: { Id: request.params.id } };
    },
  );
}

// Report views (engine/data/report-api.ts): compute one, export it as CSV or
// XLSX, list a dimension's values for the filters. Access follows the route
// the view belongs to, and inside it the caller's entity and field
// permissions (server/reports/plan.ts); every row is the caller's company's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { translationKeys } from '../../engine/config/compiled';
import { parseReportApiQuery, ReportQueryError } from '../../engine/data/report-query';
import { callerOf } from '../plugins/authenticate';
import { ApiError } from '../errors/api-error';
import { responses } from '../schemas/envelope';
import { reportCsv, reportMatrix, reportXlsx } from '../reports/export';
import { dimensionValuesSchema, reportParams, reportQuerystring, reportResultSchema } from '../reports/schemas';
import { everyRow, reportServiceFor } from '../reports/service';
import { translator } from '../reports/texts';

type Params = { route: string; view: number };
type Query = Record<string, string | undefined>;

function parse(query: Query) {
  try {
    return parseReportApiQuery(query);
  } catch (error) {
    if (error instanceof ReportQueryError) throw new ApiError('VALIDATION_ERROR', error.message, error.field);
    throw error;
  }
}

/** filename*= keeps accents; the plain filename is the ASCII fallback. */
function attachment(reply: FastifyReply, name: string, extension: string) {
  const base = name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'report';
  reply.header('content-disposition', `attachment; filename="${base}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`);
}

export async function reportRoutes(app: FastifyInstance) {
  const { config, db } = app.services;
  const reports = reportServiceFor(app.services);
  const tags = ['reports'];

  app.get<{ Params: Params; Querystring: Query }>(
    '/reports/:route/:view',
    { schema: { tags, summary: 'A report view computed for the caller: rows, subtotals, grand total, chart series; measures the caller may not see are listed in hidden.', params: reportParams, querystring: reportQuerystring, response: responses(reportResultSchema) } },
    async (request) => {
      const run = await reports.run(callerOf(request), request.params.route, request.params.view, parse(request.query));
      return { ok: true, data: run.result };
    },
  );

  app.get<{ Params: Params; Querystring: Query }>(
    '/reports/:route/:view/export',
    { schema: { tags, summary: 'The report as shown (same grouping, filters, columns) as CSV or XLSX, in the caller\'s language.', params: reportParams, querystring: reportQuerystring } },
    async (request, reply) => {
      const caller = callerOf(request);
      const format = request.query.format === 'xlsx' ? 'xlsx' : 'csv';
      // Every row, whatever page the view shows: the file holds the whole table.
      const run = await reports.run(caller, request.params.route, request.params.view, everyRow(parse(request.query)));
      const t = translator(app.services.data.translations, caller.language, config.app.languages.default);
      const matrix = reportMatrix(run.result, run.route.id, { locale: caller.language, t, currency: await currencyOf(caller.companyId) });
      const title = t(translationKeys.routeTitle(run.route.id)) ?? run.route.id;
      attachment(reply, title, format);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(matrix));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await reportXlsx(matrix, title));
    },
  );

  app.get<{ Params: Params & { dimension: string }; Querystring: { q?: string; ids?: string; limit?: number } }>(
    '/reports/:route/:view/values/:dimension',
    {
      schema: {
        tags,
        summary: 'The values a dimension takes in the caller\'s rows (title for refs), for the filter pickers.',
        params: { ...reportParams, required: ['route', 'view', 'dimension'], properties: { ...(reportParams.properties as object), dimension: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$', maxLength: 100 } } },
        querystring: {
          type: 'object', additionalProperties: false,
          properties: { q: { type: 'string', maxLength: 200 }, ids: { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,199}$' }, limit: { type: 'integer', minimum: 1, maximum: 200 } },
        },
        response: responses(dimensionValuesSchema),
      },
    },
    async (request) => {
      const { route, view, dimension } = request.params;
      const ids = request.query.ids?.split(',').map(Number);
      const data = await reports.values(callerOf(request), route, view, dimension, { q: request.query.q, ids, limit: request.query.limit });
      return { ok: true, data };
    },
  );

  /** The company's currency (settings), for money cells. */
  async function currencyOf(companyId: number): Promise<string | undefined> {
    const rows = await db.query<{ currency: string | null }>(`SELECT settings->>'currency' AS currency FROM companies WHERE id = $1`, [companyId]);
    return rows[0]?.currency ?? undefined;
  }
}

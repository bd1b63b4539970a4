// Export and import of one entity's rows (engine/data/api.ts): export streams
// a CSV or XLSX file of every permitted row; import takes the file's bytes as
// the body (text/csv, the XLSX type or application/octet-stream, up to
// 25 MB, parsed here only) and answers an ImportReport.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { CompiledEntity } from '../../../engine/config/compiled';
import { callerOf } from '../../plugins/authenticate';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import { responses } from '../../schemas/envelope';
import type { DataEngine } from '../engine';
import { CONTENT_TYPES, csvStream, planExport, xlsxStream, type ExportFormat } from '../export/run';
import { isZip } from '../import/file-guard';
import { runImport, type ImportFormat } from '../import/run';
import { entityAccessHook, describeAccess } from './access-hook';
import { listRequest, type ListQueryString } from './list-params';
import { listQueryProperties } from './schemas';

/** Largest import file. */
export const IMPORT_LIMIT = 25 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ImportReport of engine/data/api.ts (the onboarding's products import answers it too). */
export const importReportSchema = {
  type: 'object',
  required: ['dryRun', 'imported', 'rows', 'created', 'updated', 'problems', 'problemCount', 'columns'],
  properties: {
    dryRun: { type: 'boolean' },
    imported: { type: 'boolean' },
    rows: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    problemCount: { type: 'integer' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer' }, column: { type: 'string' }, field: { type: 'string' }, code: { type: 'string' },
          params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
      },
    },
    columns: { type: 'array', items: { type: 'object', properties: { header: { type: 'string' }, field: { type: ['string', 'null'] } } } },
  },
};

/** ZIP's signature: an XLSX file whatever its name or type says. */
export const looksLikeXlsx = isZip;

export async function registerTransferRoutes(app: FastifyInstance, engine: DataEngine, entity: CompiledEntity): Promise<void> {
  const { db } = app.services;
  const base = `/data/${entity.id}`;
  const tags = [`data: ${entity.id}`];

  app.get<{ Querystring: ListQueryString & { format?: ExportFormat } }>(`${base}/export`, {
    onRequest: entityAccessHook(engine, entity, 'read'),
    schema: {
      tags,
      summary: `Every ${entity.id} row you may see, as a CSV or XLSX file (headers in your language), with the list's filters, sort, search and fields.`,
      description: describeAccess(entity, 'read'),
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
          sort: listQueryProperties.sort, filter: listQueryProperties.filter, q: listQueryProperties.q, fields: listQueryProperties.fields, view: listQueryProperties.view,
        },
      },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const format = request.query.format ?? 'csv';
    await engine.hooks.beforeRead({ db, entity, companyId: caller.companyId });
    const plan = await planExport(db, engine, caller, entity, listRequest(engine, caller, entity, request.query), format === 'xlsx');
    const name = `${entity.id}-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    return reply.send(format === 'xlsx' ? xlsxStream(plan, entity.id) : csvStream(plan));
  });

  // The file's bytes as the body: parsers for the file types, on this route only.
  app.addContentTypeParser(['text/csv', 'text/plain', XLSX_TYPE, 'application/octet-stream', 'application/vnd.ms-excel'], { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { format?: ImportFormat; dryRun?: boolean }; Body: Buffer }>(`${base}/import`, {
    onRequest: entityAccessHook(engine, entity, 'write'),
    bodyLimit: IMPORT_LIMIT,
    errorHandler: (error: FastifyError, _request, reply) => {
      // Told in words a user can act on, then answered by the one error handler.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        throw new ApiError('PAYLOAD_TOO_LARGE', serverText('files.tooLarge', { mb: IMPORT_LIMIT / 1024 / 1024 }));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new ApiError('BAD_REQUEST', 'Send the file itself as the body (text/csv, an XLSX file or application/octet-stream)');
      void reply;
      throw error;
    },
    schema: {
      tags,
      summary: `Import ${entity.id} rows from a CSV or XLSX file: every row checked first, nothing imported when any row has a problem, upsert on the business key.`,
      description: `${describeAccess(entity, 'write')} Body: the file's bytes (text/csv, ${XLSX_TYPE} or application/octet-stream), at most 25 MB. dryRun=true checks without importing.`,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { format: { type: 'string', enum: ['csv', 'xlsx'] }, dryRun: { type: 'boolean', default: true } },
      },
      response: responses(importReportSchema),
    },
  }, async (request) => {
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes)) throw new ApiError('BAD_REQUEST', 'Send the file itself as the body (text/csv, an XLSX file or application/octet-stream)');
    const format: ImportFormat = request.query.format ?? (looksLikeXlsx(bytes) ? 'xlsx' : 'csv');
    // Without dryRun=false nothing is written: a check is the safe default.
    const dryRun = request.query.dryRun !== false;
    return { ok: true, data: await runImport(db, engine, callerOf(request), entity, bytes, { format, dryRun }) };
  });
}

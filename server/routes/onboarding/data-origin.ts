// Step 10, data origin: how the company's data arrives, and the products
// file import. The import is the products page's own (the data engine's
// runImport over the product entity: same headers, checks, problems and
// upsert on the SKU), so a file accepted in one is accepted in the other;
// the wizard adds its history (file name and counts of each import) and
// records the data origin as csv when none was chosen.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { DataOrigin, DataOriginStatus } from '../../../engine/http/api-contract';
import type { DataEngine } from '../../data-engine/engine';
import { entityAccessHook } from '../../data-engine/http/access-hook';
import { IMPORT_LIMIT, importReportSchema, looksLikeXlsx } from '../../data-engine/http/transfer-routes';
import { runImport, type ImportFormat } from '../../data-engine/import/run';
import type { Queryable } from '../../db/adapter';
import { callerOf } from '../../plugins/authenticate';
import * as products from '../../data/onboarding-products';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import { responses } from '../../schemas/envelope';
import { originStatusSchema, text, toImport, toOrigin } from './shapes';
import { stillOnboarding, tags } from './shared';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_TYPES = ['text/csv', 'text/plain', XLSX_TYPE, 'application/octet-stream', 'application/vnd.ms-excel'];
/** The company's data origin, product count and last import. */
export async function originStatus(db: Queryable, companyId: number): Promise<DataOriginStatus> {
  const [origin, count, last] = [await steps.getDataOrigin(db, companyId), await products.productCount(db, companyId), await products.lastImport(db, companyId)];
  return { Origin: origin ? toOrigin(origin) : null, ProductCount: count, LastImport: last ? toImport(last) : null };
}

export async function dataOriginRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const engine = app.services.data;

  const productsRead = { feature: 'PRODUCTS', level: 'read' } as const;
  const productsWrite = { feature: 'PRODUCTS', level: 'write' } as const;

  app.get(
    '/onboarding/data-origin',
    { config: { access: productsRead }, schema: { tags, summary: 'How the company\'s data arrives, its product count and its last products import.', response: responses(originStatusSchema) } },
    async (request) => ({ ok: true, data: await originStatus(db, callerOf(request).companyId) }),
  );

  app.put<{ Body: DataOrigin }>(
    '/onboarding/data-origin',
    {
      config: { access: productsWrite },
      schema: {
        tags,
        summary: "Choose how the company's data arrives: csv (products file import), erp (an integration with the named ERP, set up with our team) or manual (entered in the application).",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Method'],
          properties: {
            Method: { type: 'string', enum: ['csv', 'erp', 'manual'] },
            ErpSystem: { anyOf: [{ type: 'null' }, text(80)] },
            Notes: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 1000 }] },
          },
        },
        response: responses(originStatusSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const { Method, ErpSystem, Notes } = request.body;
      const erp = ErpSystem?.trim() || null;
      if (Method === 'erp' && !erp) throw new ApiError('VALIDATION_ERROR', 'ErpSystem is required when the data comes from an ERP', 'ErpSystem');
      await steps.saveDataOrigin(db, caller.companyId, { method: Method, erpSystem: Method === 'erp' ? erp : null, notes: Notes?.trim() || null });
      return { ok: true, data: await originStatus(db, caller.companyId) };
    },
  );

  const product = engine.entities.get('product');
  // The file's bytes as the body, on this route only (JSON stays the only body of the other steps).
  if (product) await app.register(async (scope) => productsImportRoute(scope, engine, product));
}

async function productsImportRoute(app: FastifyInstance, engine: DataEngine, product: CompiledEntity) {
  const { db } = app.services;
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { fileName: string; format?: ImportFormat; dryRun?: boolean }; Body: Buffer }>(
    '/onboarding/products/import',
    {
      config: { access: { feature: 'PRODUCTS', level: 'write' } },
      onRequest: entityAccessHook(engine, product, 'write'),
      bodyLimit: IMPORT_LIMIT,
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
          throw new ApiError('PAYLOAD_TOO_LARGE', serverText('files.tooLarge', { mb: IMPORT_LIMIT / 1024 / 1024 }));
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new ApiError('BAD_REQUEST', 'Send the file itself as the body (text/csv, an XLSX file or application/octet-stream)');
        throw error;
      },
      schema: {
        tags,
        summary:
          "Import a products file (CSV or XLSX) exactly as the products page does (POST /api/data/product/import): headers are the product's field names or labels " +
          'in any language; every row is checked first and a file with any problem imports nothing; rows are created or updated by SKU. dryRun=true (the default) ' +
          'only checks. An import is added to the step\'s history under fileName and records the data origin as csv when none was chosen.',
        description: `Body: the file's bytes (text/csv, ${XLSX_TYPE} or application/octet-stream), at most ${IMPORT_LIMIT / 1024 / 1024} MB. Requires PRODUCTS write and a company still onboarding.`,
        querystring: {
          type: 'object', additionalProperties: false, required: ['fileName'],
          properties: { fileName: text(200), format: { type: 'string', enum: ['csv', 'xlsx'] }, dryRun: { type: 'boolean', default: true } },
        },
        response: responses(importReportSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new ApiError('BAD_REQUEST', 'Send the file itself as the body (text/csv, an XLSX file or application/octet-stream)');
      const format: ImportFormat = request.query.format ?? (looksLikeXlsx(bytes) ? 'xlsx' : 'csv');
      const dryRun = request.query.dryRun !== false;
      const report = await runImport(db, engine, caller, product, bytes, { format, dryRun });
      if (report.imported) {
        await db.transaction(async (tx) => {
          await products.recordImport(tx, caller.companyId, caller.userId, { fileName: request.query.fileName.trim(), rows: report.rows, created: report.created, updated: report.updated });
          if (!(await steps.getDataOrigin(tx, caller.companyId))) await steps.saveDataOrigin(tx, caller.companyId, { method: 'csv', erpSystem: null, notes: null });
        });
      }
      return { ok: true, data: report };
    },
  );
}

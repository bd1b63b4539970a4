// Dimensions of the data model: read with DIMENSIONS read, change with
// DIMENSIONS write. Names are unique per company ignoring case.
import type { FastifyInstance } from 'fastify';
import type { Dimension } from '../../engine/http/api-contract';
import { callerOf } from '../plugins/authenticate';
import * as dims from '../data/dimensions';
import { ApiError } from '../errors/api-error';
import { idParams, responses } from '../schemas/envelope';
import { dimensionSchema, dimensionSummarySchema } from '../schemas/models';

const nameField = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S', description: '1 to 80 characters, not only spaces' };
const valuesField = { type: 'array', maxItems: 2000, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 120 } };

const toDimension = (row: dims.DimensionRow): Dimension => ({ Id: row.id, Name: row.name, Values: row.values });

export async function dimensionRoutes(app: FastifyInstance) {
  const { db, access } = app.services;
  const read = { feature: 'DIMENSIONS', level: 'read' } as const;
  const write = { feature: 'DIMENSIONS', level: 'write' } as const;
  /** Path of a dimension's page, to drop favourites pointing at a deleted one. */
  const pagePath = (id: number) => access.route('dimensions').path.replace(/:[^/]+/, String(id));

  const notFound = () => new ApiError('NOT_FOUND', 'This dimension does not exist');

  async function assertNameFree(companyId: number, name: string, exceptId?: number) {
    if (await dims.nameTaken(db, companyId, name, exceptId)) throw new ApiError('CONFLICT', `A dimension named '${name}' already exists`, 'Name');
  }

  app.get(
    '/dimensions',
    { config: { access: read }, schema: { tags: ['dimensions'], summary: "The company's dimensions (Id, Name).", response: responses({ type: 'array', items: dimensionSummarySchema }) } },
    async (request) => {
      const rows = await dims.listDimensions(db, callerOf(request).companyId);
      return { ok: true, data: rows.map((r) => ({ Id: r.id, Name: r.name })) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/dimensions/:id',
    { config: { access: read }, schema: { tags: ['dimensions'], summary: 'One dimension with its values.', params: idParams, response: responses(dimensionSchema) } },
    async (request) => {
      const row = await dims.getDimension(db, callerOf(request).companyId, request.params.id);
      if (!row) throw notFound();
      return { ok: true, data: toDimension(row) };
    },
  );

  app.post<{ Body: { Name: string; Values?: string[] } }>(
    '/dimensions',
    {
      config: { access: write },
      schema: {
        tags: ['dimensions'],
        summary: 'Create a dimension.',
        body: { type: 'object', additionalProperties: false, required: ['Name'], properties: { Name: nameField, Values: valuesField } },
        response: responses(dimensionSchema, 201),
      },
    },
    async (request, reply) => {
      const { companyId } = callerOf(request);
      const name = request.body.Name.trim();
      await assertNameFree(companyId, name);
      const row = await dims.insertDimension(db, companyId, name, request.body.Values ?? []);
      return reply.code(201).send({ ok: true, data: toDimension(row) });
    },
  );

  app.patch<{ Params: { id: number }; Body: { Name?: string; Values?: string[] } }>(
    '/dimensions/:id',
    {
      config: { access: write },
      schema: {
        tags: ['dimensions'],
        summary: 'Rename a dimension or replace its values.',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { Name: nameField, Values: valuesField } },
        response: responses(dimensionSchema),
      },
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const { id } = request.params;
      const name = request.body.Name?.trim();
      if (!(await dims.dimensionExists(db, companyId, id))) throw notFound();
      if (name !== undefined) await assertNameFree(companyId, name, id);
      const row = await dims.updateDimension(db, companyId, id, { name, values: request.body.Values });
      if (!row) throw notFound();
      return { ok: true, data: toDimension(row) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/dimensions/:id',
    {
      config: { access: write },
      schema: { tags: ['dimensions'], summary: 'Delete a dimension (and the favourites pointing at its page).', params: idParams, response: responses(dimensionSummarySchema) },
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const { id } = request.params;
      const row = await dims.getDimension(db, companyId, id);
      if (!row) throw notFound();
      const deleted = await db.transaction((tx) => dims.deleteDimension(tx, companyId, id, pagePath(id)));
      if (!deleted) throw notFound();
      return { ok: true, data: { Id: row.id, Name: row.name } };
    },
  );
}

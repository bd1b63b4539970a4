// The generic data API of one entity (engine/data/api.ts): list, count,
// lookup, get, create, update, delete and a row's history, registered under
// /data/<entity id> so the OpenAPI document lists each entity's calls with
// its own fields. A path's :id is parsed by the one strict rule (row-id.ts)
// before the validator sees it; reads run the entity's beforeRead hooks and
// writes its write hooks (records/write.ts), whatever the URL looked like.
import type { FastifyInstance } from 'fastify';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { WriteBody } from '../../../engine/data/api';
import { callerOf } from '../../plugins/authenticate';
import { ApiError } from '../../errors/api-error';
import { responses } from '../../schemas/envelope';
import { rowHistory } from '../audit/read';
import type { DataEngine } from '../engine';
import { countRows, getRecord, listPage, lookup } from '../records/read';
import { createRecord, deleteRecord, updateRecord } from '../records/write';
import { entityAccessHook, describeAccess } from './access-hook';
import { assertValidBody } from './body-errors';
import { listRequest, type ListQueryString } from './list-params';
import { strictRowId } from './row-id';
import { auditEntrySchema } from './audit-schemas';
import { idParams, listQueryProperties, listQuerySchema, pageSchema, recordSchema, writeBodySchema } from './schemas';

const lookupItem = { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' }, key: { type: 'string' } } };

export function registerCrudRoutes(app: FastifyInstance, engine: DataEngine, entity: CompiledEntity): void {
  const { db } = app.services;
  const base = `/data/${entity.id}`;
  const tags = [`data: ${entity.id}`];
  const read = { onRequest: entityAccessHook(engine, entity, 'read') };
  const write = { onRequest: entityAccessHook(engine, entity, 'write') };
  const readText = describeAccess(entity, 'read');
  const writeText = describeAccess(entity, 'write');
  const notFound = () => new ApiError('NOT_FOUND', `This ${entity.id} does not exist`);
  const record = recordSchema(entity, engine.entities);
  const byId = { preValidation: strictRowId };
  const fresh = (companyId: number) => engine.hooks.beforeRead({ db, entity, companyId });

  app.get<{ Querystring: ListQueryString }>(base, {
    ...read,
    schema: { tags, summary: `A page of ${entity.id} rows (sorted, filtered, searched).`, description: readText, querystring: listQuerySchema, response: responses(pageSchema(entity)) },
  }, async (request) => {
    const caller = callerOf(request);
    const query = request.query;
    const list = listRequest(engine, caller, entity, query);
    await fresh(caller.companyId);
    // Query defaults are not filled in by the validator (useDefaults is off): the view's page size, else 50.
    const data = await listPage(db, engine, caller, entity, { ...list, page: query.page ?? 1, pageSize: query.pageSize ?? list.view?.pageSize ?? 50 });
    return { ok: true, data };
  });

  app.get<{ Querystring: ListQueryString }>(`${base}/count`, {
    ...read,
    schema: {
      tags, summary: `How many ${entity.id} rows match.`, description: readText,
      querystring: { type: 'object', additionalProperties: false, properties: { filter: listQueryProperties.filter, q: listQueryProperties.q, view: listQueryProperties.view } },
      response: responses({ type: 'object', properties: { total: { type: 'integer' } } }),
    },
  }, async (request) => {
    const caller = callerOf(request);
    await fresh(caller.companyId);
    return { ok: true, data: { total: await countRows(db, engine, caller, entity, listRequest(engine, caller, entity, request.query)) } };
  });

  app.get<{ Querystring: { q?: string; ids?: string; limit?: number } }>(`${base}/lookup`, {
    ...read,
    schema: {
      tags, summary: `${entity.id} rows by title or key, for reference selects.`, description: readText,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { q: { type: 'string', maxLength: 200 }, ids: { type: 'string', maxLength: 6000, pattern: '^\\d+(,\\d+)*$' }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      },
      response: responses({ type: 'array', items: lookupItem }),
    },
  }, async (request) => {
    await fresh(callerOf(request).companyId);
    const ids = request.query.ids?.split(',').map(Number).filter((n) => n > 0 && n <= 2_147_483_647).slice(0, 500);
    return { ok: true, data: await lookup(db, engine, callerOf(request), entity, { q: request.query.q, ids, limit: ids ? Math.max(ids.length, 1) : (request.query.limit ?? 20) }) };
  });

  app.get<{ Params: { id: number } }>(`${base}/:id`, {
    ...read, ...byId,
    schema: { tags, summary: `One ${entity.id} with its children and the titles of what it refers to.`, description: readText, params: idParams, response: responses(record) },
  }, async (request) => {
    await fresh(callerOf(request).companyId);
    const data = await getRecord(db, engine, callerOf(request), entity, request.params.id);
    if (!data) throw notFound();
    return { ok: true, data };
  });

  app.get<{ Params: { id: number } }>(`${base}/:id/history`, {
    ...read, ...byId,
    schema: { tags, summary: `Every recorded change of one ${entity.id}, newest first.`, description: readText, params: idParams, response: responses({ type: 'array', items: auditEntrySchema }) },
  }, async (request) => ({ ok: true, data: await rowHistory(db, engine, callerOf(request), entity.id, request.params.id) }));

  app.post<{ Body: WriteBody }>(base, {
    ...write,
    attachValidation: true,
    schema: { tags, summary: `Create a ${entity.id}.`, description: writeText, body: writeBodySchema(entity, engine.entities, false), response: responses(record, 201) },
  }, async (request, reply) => {
    assertValidBody(request);
    const caller = callerOf(request);
    const id = await createRecord(db, engine, caller, entity, request.body);
    return reply.code(201).send({ ok: true, data: await getRecord(db, engine, caller, entity, id) });
  });

  app.patch<{ Params: { id: number }; Body: WriteBody }>(`${base}/:id`, {
    ...write, ...byId,
    attachValidation: true,
    schema: {
      tags, summary: `Change a ${entity.id} (409 CONFLICT when it changed since the version sent; nothing is saved then).`, description: writeText,
      params: idParams, body: writeBodySchema(entity, engine.entities, true), response: responses(record),
    },
  }, async (request) => {
    assertValidBody(request);
    const caller = callerOf(request);
    await updateRecord(db, engine, caller, entity, request.params.id, request.body);
    const data = await getRecord(db, engine, caller, entity, request.params.id);
    if (!data) throw notFound();
    return { ok: true, data };
  });

  app.delete<{ Params: { id: number }; Querystring: { version: number } }>(`${base}/:id`, {
    ...write, ...byId,
    schema: {
      tags, summary: `Delete a ${entity.id} (409 CONFLICT when it changed since that version, or when other rows still refer to it).`, description: writeText,
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, required: ['version'], properties: { version: { type: 'integer', minimum: 1 } } },
      response: responses({ type: 'object', properties: { id: { type: 'integer' } } }),
    },
  }, async (request) => {
    await deleteRecord(db, engine, callerOf(request), entity, request.params.id, request.query.version);
    return { ok: true, data: { id: request.params.id } };
  });
}

// The demand review's calls beyond the generic data API: the cycle and the
// last run at a glance, opening and closing a cycle, starting and cancelling
// a forecast run, submitting and deciding revisions, one product's forecast
// in detail. Runs go to the job queue (server/forecast/service.ts); the
// request only writes the run and its jobs. The feature's rules on entities
// of the generic data API (frozen months, the operative forecast's refresh)
// are entity hooks (server/forecast/entity-hooks.ts), not URL matches.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../access/caller';
import { ApiError } from '../errors/api-error';
import { serverText } from '../errors/texts';
import { closeCycle, openCycle } from '../forecast/cycles';
import { forecastDetail } from '../forecast/detail';
import { cancelRun, createRun, settleAbandonedRuns } from '../forecast/runs';
import { decideRevision, submitRevision } from '../forecast/revisions';
import { forecastService } from '../forecast/service';
import { forecastingStatus, revisionDetail } from '../forecast/status';
import { callerOf } from '../plugins/authenticate';
import { strictRowId } from '../data-engine/http/row-id';
import { idParams, responses } from '../schemas/envelope';

const loose = { type: 'object', additionalProperties: true };
const month = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
const comment = { type: 'string', maxLength: 2000 };
const who = (caller: Caller) => ({ userId: caller.userId, name: caller.name });

async function forecastingRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const service = forecastService(app.services);
  const tags = ['forecasting'];
  const read = { route: 'forecasts' } as const;
  const write = { feature: 'FORECASTS', level: 'write' } as const;
  const decide = { route: 'forecast-revision' } as const;

  app.addHook('onClose', async () => service.stop({ graceful: true }));

  app.get('/forecasting/status', {
    config: { access: read },
    schema: { tags, summary: 'The S&OP cycle (open, else the last one), the months frozen, the last forecast run with its progress, revisions waiting for a decision.', response: responses(loose) },
  }, async (request) => {
    const { companyId } = callerOf(request);
    // A run whose batches all ended without finishing it shows as failed, not stuck at its last progress.
    if (service.runner.started) await settleAbandonedRuns(db, service.runner, companyId);
    return { ok: true, data: await forecastingStatus(db, companyId, service.today()) };
  });

  app.post<{ Body: { month?: string } }>('/forecasting/cycles/open', {
    config: { access: write },
    schema: { tags, summary: "Opens a month's S&OP cycle (default: the current month). One cycle is open at a time; a month is planned once.", body: { type: 'object', additionalProperties: false, properties: { month } }, response: responses(loose, 201) },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const opened = await openCycle(db, caller.companyId, who(caller), request.body?.month ?? service.today().slice(0, 7));
    await service.operative.refresh(caller.companyId, service.today(), true);
    reply.code(201);
    return { ok: true, data: opened };
  });

  app.post<{ Params: { id: number } }>('/forecasting/cycles/:id/close', {
    config: { access: decide }, preValidation: strictRowId,
    schema: { tags, summary: "Closes the open cycle: its consensus is frozen as snapshots (with lags). Refused while a run is going or revisions wait for a decision.", params: idParams, response: responses(loose) },
  }, async (request) => {
    const caller = callerOf(request);
    if (service.runner.started) await settleAbandonedRuns(db, service.runner, caller.companyId);
    const closed = await closeCycle(db, caller.companyId, request.params.id, who(caller));
    // Thousands of new snapshots: statistics for the accuracy reports (PGlite has no autovacuum).
    await db.exec('ANALYZE data_forecast_snapshots');
    await service.operative.refresh(caller.companyId, service.today(), true);
    return { ok: true, data: closed };
  });

  app.post<{ Body: { family?: number; products?: number[] } }>('/forecasting/runs', {
    config: { access: write },
    schema: {
      tags, summary: "Starts a forecast run of the open cycle (every series, or a family's or some products'): queued as jobs, run in worker threads; its progress is forecast-run.progress.",
      body: { type: 'object', additionalProperties: false, properties: { family: { type: 'integer', minimum: 1 }, products: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 5000 } } },
      response: responses(loose, 202),
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    await service.start();
    const body = request.body ?? {};
    const started = await createRun(db, service.runner, {
      companyId: caller.companyId, userId: caller.userId, userName: caller.name, today: service.today(),
      scope: { ...(body.family ? { family: body.family } : {}), ...(body.products ? { products: body.products } : {}) },
    });
    reply.code(202);
    return { ok: true, data: started };
  });

  app.post<{ Params: { id: number } }>('/forecasting/runs/:id/cancel', {
    config: { access: write }, preValidation: strictRowId,
    schema: { tags, summary: 'Cancels a queued or running forecast run: what it wrote stays, the rest is not forecast.', params: idParams, response: responses(loose) },
  }, async (request) => {
    const caller = callerOf(request);
    await service.start();
    if (!(await cancelRun(db, service.runner, caller.companyId, request.params.id, caller.name))) throw new ApiError('CONFLICT', serverText('forecast.notGoing'));
    service.abort(request.params.id);
    return { ok: true, data: { id: request.params.id, status: 'cancelled' } };
  });

  app.post<{ Body: { family?: number; comment?: string } }>('/forecasting/revisions', {
    config: { access: write },
    schema: {
      tags, summary: "Submits the caller's overrides of a scope (a family, or every product) changed since this cycle's last revision, for the demand review.",
      body: { type: 'object', additionalProperties: false, properties: { family: { type: 'integer', minimum: 1 }, comment } },
      response: responses(loose, 201),
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const body = request.body ?? {};
    const submitted = await submitRevision(db, { companyId: caller.companyId, userId: caller.userId, author: caller.name, family: body.family, comment: body.comment, today: service.today() });
    reply.code(201);
    return { ok: true, data: submitted };
  });

  app.get<{ Params: { id: number } }>('/forecasting/revisions/:id', {
    config: { access: read }, preValidation: strictRowId,
    schema: { tags, summary: 'One revision: its cells (before, after) with product and customer, and the change by month.', params: idParams, response: responses(loose) },
  }, async (request) => ({ ok: true, data: await revisionDetail(db, callerOf(request).companyId, request.params.id, callerOf(request).userId) }));

  for (const [path, decision] of [['approve', 'approved'], ['send-back', 'sent-back']] as const) {
    app.post<{ Params: { id: number }; Body: { comment?: string } }>(`/forecasting/revisions/:id/${path}`, {
      config: { access: decide }, preValidation: strictRowId,
      schema: {
        tags, summary: decision === 'approved' ? 'Approves a submitted revision (FORECAST_REVISION write).' : 'Sends a submitted revision back to its author with the reason (FORECAST_REVISION write).',
        params: idParams, body: { type: 'object', additionalProperties: false, properties: { comment } }, response: responses(loose),
      },
    }, async (request) => {
      const caller = callerOf(request);
      return { ok: true, data: await decideRevision(db, caller.companyId, request.params.id, decision, who(caller), request.body?.comment) };
    });
  }

  app.get<{ Querystring: { product: number; customer?: number } }>('/forecasting/detail', {
    config: { access: { route: 'forecasts-detail' } },
    schema: {
      tags, summary: "One product's (or one product and customer's) history, fitted values, forecast, override, lag-1 snapshot and models, month by month.",
      querystring: { type: 'object', additionalProperties: false, required: ['product'], properties: { product: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, customer: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
      response: responses(loose),
    },
  }, async (request) => {
    const caller = callerOf(request);
    return { ok: true, data: await forecastDetail(db, caller.companyId, request.query.product, request.query.customer ?? null, service.today()) };
  });
}

export const forecastingPlugin = fp(forecastingRoutes, { name: 'forecasting' });

// The supply review's calls (server/supply): the state of the cached
// projection (recomputed first when its inputs changed) and a forced
// recalculation, accepting purchase suggestions into purchase orders, the
// control tower's exceptions and the commercial order simulator.
import type { FastifyInstance } from 'fastify';
import { isoDate } from '../../engine/data/relative-dates';
import { callerOf } from '../plugins/authenticate';
import { responses } from '../schemas/envelope';
import { acceptSuggestions } from '../supply/accept';
import { analyticsCache } from '../supply/analytics/analytics-cache';
import { ensureFresh } from '../supply/cache';
import { projectionCache } from '../supply/plan/projection-cache';
import { simulate } from '../supply/simulator/simulate';
import { listSuggestions } from '../supply/suggestions-list';
import { listExceptions } from '../supply/tower/list';

const tags = ['supply'];
const page = { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 } };
const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

const stateSchema = {
  type: 'object',
  properties: {
    ComputedAt: { type: 'string' }, DurationMs: { type: 'integer' }, Refreshed: { type: 'boolean' },
    Summary: { type: 'object', additionalProperties: true },
  },
};

export async function supplyRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const engine = app.services.data;
  const today = () => isoDate(new Date());

  const planState = async (companyId: number, force: boolean) => {
    const state = await ensureFresh(db, projectionCache, { config, companyId, today: today() }, force);
    return { ComputedAt: state.computedAt, DurationMs: state.durationMs, Refreshed: state.refreshed, Summary: state.summary ?? {} };
  };

  app.get('/supply/plan', {
    config: { access: { feature: 'STOCK_PROJECTIONS', level: 'read' } },
    schema: { tags, summary: 'When the stock projection was computed and from what (recomputed first when its inputs changed).', response: responses(stateSchema) },
  }, async (request) => ({ ok: true, data: await planState(callerOf(request).companyId, false) }));

  app.post('/supply/plan/refresh', {
    config: { access: { feature: 'STOCK_PROJECTIONS', level: 'write' } },
    schema: { tags, summary: 'Recomputes the stock projection and its purchase suggestions now.', response: responses(stateSchema) },
  }, async (request) => ({ ok: true, data: await planState(callerOf(request).companyId, true) }));

  app.post<{ Body: { References: string[] } }>('/supply/suggestions/accept', {
    config: { access: { feature: 'PURCHASES', level: 'write' } },
    schema: {
      tags,
      summary: 'Turns purchase suggestions into draft purchase orders (one each, audited); a suggestion accepted before returns its order again.',
      body: {
        type: 'object', additionalProperties: false, required: ['References'],
        properties: { References: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 80 } } },
      },
      response: responses({
        type: 'object',
        properties: {
          Orders: {
            type: 'array',
            items: { type: 'object', properties: { Reference: { type: 'string' }, OrderId: { type: 'integer' }, Number: { type: 'string' }, Created: { type: 'boolean' } } },
          },
        },
      }),
    },
  }, async (request) => {
    const caller = callerOf(request);
    // The suggestions shown came from the current projection: make sure it is.
    await ensureFresh(db, projectionCache, { config, companyId: caller.companyId, today: today() });
    const orders = await acceptSuggestions(db, engine, caller, request.body.References, today());
    return { ok: true, data: { Orders: orders.map((o) => ({ Reference: o.reference, OrderId: o.orderId, Number: o.number, Created: o.created })) } };
  });

  app.get<{ Querystring: { warehouse?: number; supplier?: number; product?: number; late?: boolean; q?: string; page?: number; pageSize?: number } }>('/supply/suggestions', {
    config: { access: { feature: 'PURCHASES', level: 'read' } },
    schema: {
      tags, summary: 'Purchase suggestions of the current projection with names, filtered and paged (price and value only for callers who may read costs).',
      querystring: { type: 'object', additionalProperties: false, properties: { warehouse: id, supplier: id, product: id, late: { type: 'boolean' }, q: { type: 'string', maxLength: 100 }, ...page } },
    },
  }, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    await ensureFresh(db, projectionCache, { config, companyId: caller.companyId, today: today() });
    const data = await listSuggestions(db, engine, caller, {
      warehouse: q.warehouse, supplier: q.supplier, product: q.product, lateOnly: q.late, q: q.q, page: q.page ?? 1, pageSize: q.pageSize ?? 50,
    });
    return { ok: true, data };
  });

  app.get<{ Querystring: { kind?: string; severity?: string; page?: number; pageSize?: number } }>('/supply/control-tower', {
    config: { access: { route: 'supply-chain-control-tower' } },
    schema: {
      tags, summary: "The control tower's exceptions (projected stock-outs, late purchase orders and containers, purchases late to order, biased forecasts) with counts by kind and severity.",
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { kind: { type: 'string', pattern: '^[a-z-]{1,40}$' }, severity: { type: 'string', enum: ['high', 'medium', 'low'] }, ...page },
      },
    },
  }, async (request) => {
    const caller = callerOf(request);
    const ctx = { config, companyId: caller.companyId, today: today() };
    await ensureFresh(db, projectionCache, ctx);
    await ensureFresh(db, analyticsCache, ctx);
    const q = request.query;
    return { ok: true, data: await listExceptions(db, engine, caller, { kind: q.kind, severity: q.severity, page: q.page ?? 1, pageSize: q.pageSize ?? 50 }) };
  });

  app.post<{ Body: { Customer: number; Lines: Array<{ Product: number; Quantity: number; RequestedDate: string }> } }>('/supply/simulator', {
    config: { access: { route: 'commercial-order-simulator' } },
    schema: {
      tags, summary: "Simulates an order: each line's price from the customer's price lists and its promise date from the stock projection; nothing is written.",
      body: {
        type: 'object', additionalProperties: false, required: ['Customer', 'Lines'],
        properties: {
          Customer: id,
          Lines: {
            type: 'array', minItems: 1, maxItems: 100,
            items: {
              type: 'object', additionalProperties: false, required: ['Product', 'Quantity', 'RequestedDate'],
              properties: { Product: id, Quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 }, RequestedDate: { type: 'string', pattern: DATE } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const caller = callerOf(request);
    const { Customer, Lines } = request.body;
    const result = await simulate(db, config, caller.companyId, Customer, Lines.map((l) => ({ product: l.Product, quantity: l.Quantity, requestedDate: l.RequestedDate })), today());
    // Which list priced a line is the price lists' business: named only to those who may read them.
    const lists = engine.entities.get('price-list');
    if (!lists || !engine.access(caller).of(lists).read) for (const line of result.Lines) line.PriceList = null;
    return { ok: true, data: result };
  });
}

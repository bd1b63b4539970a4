// Sequencing a line, for the scheduling page and the Gantt chart: preview
// computes the proposal from the current data; apply recomputes it inside
// one transaction (the line's open orders locked), refuses it when any
// order changed since the caller read them, and writes it with its audit.
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Db, Queryable } from '../../db/adapter';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import type { Author } from '../../data-engine/audit/write';
import { loadChangeovers, loadNonWorkingDays } from '../load/master';
import { OPEN_PRODUCTION_STATUSES, requireTable } from '../tables';
import { ScheduleConflictError, staleOrders, writeSchedule } from './apply';
import { loadLastFamily, loadLineOrders, loadScheduledLine, type LineOrderRow } from './load';
import { planLine, type LinePlan } from './plan';

export interface SequenceRequest {
  lineId: number;
  /** 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD'; default: now at the line's plant. */
  start?: string;
}

/** 'YYYY-MM-DDTHH:mm' of an instant in a time zone (the plant's wall clock). */
export function wallClock(at: Date, timeZone: string | null): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  } catch {
    return wallClock(at, 'UTC'); // an unknown zone name in the master data
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function computePlan(db: Queryable, config: CompiledConfig, companyId: number, request: SequenceRequest, now: Date): Promise<{ plan: LinePlan; orders: LineOrderRow[] }> {
  const line = await loadScheduledLine(db, config, companyId, request.lineId);
  if (!line) throw new ApiError('NOT_FOUND', serverText('production.noLine', { line: request.lineId }), 'line');
  const start = request.start ?? wallClock(now, line.timeZone);
  const day = start.slice(0, 10);
  const holidays = line.locationId === null ? [] : (await loadNonWorkingDays(db, config, companyId, day)).get(line.locationId) ?? [];
  const orders = await loadLineOrders(db, config, companyId, line.id);
  const changeovers = await loadChangeovers(db, config, companyId, line.id);
  const lastFamily = await loadLastFamily(db, config, companyId, line.id);
  return { plan: planLine({ line, holidays, orders, changeovers, lastFamily, start }), orders };
}

export function createScheduleService(config: CompiledConfig, db: Db) {
  const table = requireTable(config, 'production-order');
  return {
    async preview(companyId: number, request: SequenceRequest, now = new Date()): Promise<LinePlan> {
      return (await computePlan(db, config, companyId, request, now)).plan;
    },
    /** Writes the line's new schedule; ScheduleConflictError when `seen` (order id -> version) is stale. */
    async apply(author: Author, request: SequenceRequest, seen: Readonly<Record<string, number>>, now = new Date()): Promise<{ plan: LinePlan; written: number }> {
      return db.transaction(async (tx) => {
        await tx.query(`SELECT id FROM ${table} WHERE company_id = $1 AND line_id = $2 AND status = ANY($3::text[]) ORDER BY id FOR UPDATE`, [author.companyId, request.lineId, OPEN_PRODUCTION_STATUSES]);
        const { plan, orders } = await computePlan(tx, config, author.companyId, request, now);
        const stale = staleOrders(orders, seen);
        if (stale.length) throw new ScheduleConflictError(stale);
        return { plan, written: await writeSchedule(tx, table, author, plan) };
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

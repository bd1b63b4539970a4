// Moving one open order in time (the Gantt's drag): the server re-times it
// on its line's calendar from the requested start, with the changeover from
// the order that runs before it on the line (domain/planning/scheduling.ts
// with that one order), so a drop never leaves an end the calendar cannot
// give. Checked first: the order is open and on a line, its product runs on
// that line, the moment is valid and the version is the one the user saw.
import { minuteOf, scheduleOrders } from '../../../domain/planning';
import type { Db } from '../../db/adapter';
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { MovedRow } from '../../../engine/data/schedule-api';
import { changedFields, writeAudit, type Author } from '../../data-engine/audit/write';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import { lineCalendar } from '../calendar';
import { loadChangeovers, loadNonWorkingDays } from '../load/master';
import { effectiveMinutes } from '../plan/line-load';
import { requireTable } from '../tables';
import { loadLineOrders, loadScheduledLine } from './load';
import { latenessOf } from './plan';

/** What a move answers: the row the browser's contract names (engine/data/schedule-api.ts). */
export type MoveResult = MovedRow;

export async function moveOrder(db: Db, config: CompiledConfig, author: Author, id: number, version: number, start: string): Promise<MoveResult> {
  if (start.length !== 16 || Number.isNaN(minuteOf(start))) throw new ApiError('VALIDATION_ERROR', serverText('production.badMoment', { start }), 'start');
  const table = requireTable(config, 'production-order');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ line: number | null; version: number; number: string; status: string }>(
      `SELECT line_id AS line, version, number, status FROM ${table} WHERE company_id = $1 AND id = $2 FOR UPDATE`, [author.companyId, id]);
    if (!row) throw new ApiError('NOT_FOUND', serverText('production.noOrder', { order: id }));
    if (row.version !== version) throw new ApiError('CONFLICT', serverText('production.orderChanged', { order: row.number }));
    if (row.line === null) throw new ApiError('VALIDATION_ERROR', serverText('production.orderWithoutLine', { order: row.number }), 'line');
    const line = await loadScheduledLine(tx, config, author.companyId, row.line);
    if (!line) throw new ApiError('NOT_FOUND', serverText('production.noLine', { line: row.line }));
    const orders = await loadLineOrders(tx, config, author.companyId, line.id);
    const order = orders.find((o) => o.id === id);
    if (!order) throw new ApiError('VALIDATION_ERROR', serverText('production.onlyOpenMove', { order: row.number }), 'status');
    // The order that runs before the new start sets the line up: its family decides the changeover.
    const before = orders.filter((o) => o.id !== id && o.plannedStart !== null && o.plannedStart < start).sort((a, b) => (a.plannedStart! < b.plannedStart! ? -1 : 1)).pop();
    const holidays = line.locationId === null ? [] : (await loadNonWorkingDays(tx, config, author.companyId, start.slice(0, 10))).get(line.locationId) ?? [];
    const result = scheduleOrders({
      start,
      orders: [{
        orderId: id, lineId: line.id, productId: order.productId, family: order.familyId ?? `product-${order.productId}`,
        quantity: Math.max(0, order.quantity - order.produced),
        minutesPerUnit: order.minutesPerUnit === null ? null : effectiveMinutes(order.minutesPerUnit, line.efficiency),
        due: order.dueDate,
        // Never before the order's earliest start: a drop there lands on it.
        release: order.earliestStart,
      }],
      lines: [{ lineId: line.id, calendar: lineCalendar(line, holidays), initialFamily: before ? before.familyId ?? `product-${before.productId}` : null }],
      changeovers: await loadChangeovers(tx, config, author.companyId, line.id),
    });
    const placed = result.orders[0];
    if (!placed) {
      const code = result.problems[0]?.code ?? 'NO_DURATION';
      throw new ApiError('VALIDATION_ERROR', code === 'NO_DURATION'
        ? serverText('production.noDuration', { order: row.number, line: line.code })
        : serverText('production.cannotPlace', { order: row.number, line: line.code, reason: code }), 'start');
    }
    const after = { plannedStart: placed.start, plannedEnd: placed.end, changeoverMinutes: Math.round(placed.changeoverMinutes) };
    await tx.query(
      `UPDATE ${table} SET planned_start = $3, planned_end = $4, changeover_minutes = $5, version = version + 1, updated_at = now(), updated_by = $6
       WHERE company_id = $1 AND id = $2`,
      [author.companyId, id, after.plannedStart, after.plannedEnd, after.changeoverMinutes, author.userId],
    );
    const diff = changedFields({ plannedStart: order.plannedStart, plannedEnd: order.plannedEnd, changeoverMinutes: order.changeoverMinutes }, after);
    if (diff) await writeAudit(tx, author, [{ entity: 'production-order', rowId: id, rowTitle: row.number, action: 'update', ...diff }]);
    const lateness = latenessOf(placed.end, order.dueDate);
    return { id, version: version + 1, start: placed.start, end: placed.end, latenessMinutes: lateness, late: lateness > 0 };
  });
}

// The S&OP cycle's calendar rules, pure: which months are frozen, the lag of
// a snapshot, and which month a new cycle may open. Months are 'YYYY-MM'.
//
// A cycle of month M forecasts from M on (its history ends the month before).
// Months before M + frozenMonths are frozen: operations plan with them and
// planners may no longer change them. With no cycle open, the last closed
// cycle's month + 1 plays M (its successor is next); with no cycle at all,
// the current month does.
import { monthIndex, monthKey } from '../../engine/time/calendar';
import { serverText, type ServerText } from '../errors/texts';

export interface CycleState {
  month: string;
  status: 'open' | 'closed';
}

/** The month a forecast run or an edit starts from: the open cycle's, else the one after the last closed, else today's. */
export function planningMonth(cycles: readonly CycleState[], today: string): string {
  const open = cycles.find((c) => c.status === 'open');
  if (open) return open.month;
  const closed = cycles.filter((c) => c.status === 'closed').map((c) => c.month).sort();
  return closed.length > 0 ? monthKey(monthIndex(closed[closed.length - 1]) + 1) : today.slice(0, 7);
}

/** The first month planners may edit; every month before it is frozen. */
export function frozenFrom(cycles: readonly CycleState[], frozenMonths: number, today: string): string {
  return monthKey(monthIndex(planningMonth(cycles, today)) + Math.max(0, Math.floor(frozenMonths)));
}

export const isFrozen = (month: string, firstEditable: string): boolean => month < firstEditable;

/** Months between a cycle and the month a snapshot forecasts (lag 1 = the month after the cycle's). */
export function lagOf(cycleMonth: string, targetMonth: string): number {
  return monthIndex(targetMonth) - monthIndex(cycleMonth);
}

/**
 * Why a cycle of `month` cannot open now, or null when it can: one cycle is
 * open at a time, a month is planned once, and cycles follow each other.
 */
export function openRefusal(cycles: readonly CycleState[], month: string): ServerText | null {
  const open = cycles.find((c) => c.status === 'open');
  if (open) return serverText('forecast.cycleStillOpen', { month: open.month });
  if (cycles.some((c) => c.month === month)) return serverText('forecast.monthPlanned', { month });
  const later = cycles.filter((c) => c.month > month).map((c) => c.month).sort();
  if (later.length > 0) return serverText('forecast.laterCycleClosed', { month: later[later.length - 1] });
  return null;
}

/** The months of a horizon from its first month. */
export function monthsFrom(first: string, count: number): string[] {
  const start = monthIndex(first);
  return Array.from({ length: Math.max(0, count) }, (_, i) => monthKey(start + i));
}

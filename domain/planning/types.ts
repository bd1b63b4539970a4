// Shapes shared by every planning module. Ids are whatever the database
// uses (numbers or strings); the planning code only compares them.

export type Id = number | string;

/** A quantity expected on a calendar day ('YYYY-MM-DD'): a receipt, an order line, a forecast booked on a day. */
export interface DatedQuantity {
  date: string;
  quantity: number;
}

/**
 * Something the planner must know: missing data, a fallback taken, an
 * impossible request. Never thrown: returned beside the result, so a page can
 * say what is missing in the user's language (the code is the i18n key).
 * `subject` names the item, order, line or supplier concerned.
 */
export interface PlanningProblem<Code extends string = string> {
  code: Code;
  severity: 'error' | 'warning';
  subject?: Id;
  details?: Record<string, Id | null>;
}

export function problem<Code extends string>(
  code: Code,
  severity: 'error' | 'warning',
  subject?: Id,
  details?: Record<string, Id | null>,
): PlanningProblem<Code> {
  const p: PlanningProblem<Code> = { code, severity };
  if (subject !== undefined) p.subject = subject;
  if (details !== undefined) p.details = details;
  return p;
}

/** A finite, non-negative number, or the fallback (database nulls, NaN, negatives). */
export function nonNegative(value: number | null | undefined, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

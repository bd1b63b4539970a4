// The one parser of a row id in a path: a positive integer written the
// canonical way (1 to 2147483647, decimal digits, no sign, no leading zero,
// no exponent, no blank), else 400 naming the id. The validator coerces
// path text to numbers as JavaScript would ("2e1" -> 20, "+38" -> 38,
// " 56" -> 56): a rule that compares URLs and a handler that reads the
// coerced number then disagree on which row is meant. This runs before it.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';

export const MAX_ROW_ID = 2_147_483_647;
const CANONICAL = /^[1-9][0-9]{0,9}$/;

/** The row id `raw` names, or null when it is not one written canonically within int4. */
export function parseRowId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !CANONICAL.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}

/** The path's :id as a row id, or 400 VALIDATION_ERROR in the caller's words. */
export function rowIdOf(raw: unknown): number {
  const id = parseRowId(raw);
  if (id === null) throw new ApiError('VALIDATION_ERROR', serverText('data.badRowId', { value: String(raw).slice(0, 40), max: MAX_ROW_ID }), 'id');
  return id;
}

/** Route hook (preValidation, before the coercing validator): refuses a non-canonical :id. */
export async function strictRowId(request: FastifyRequest): Promise<void> {
  rowIdOf((request.params as { id?: unknown }).id);
}

type RouteHook = (request: FastifyRequest) => Promise<void>;
interface RouteShape {
  schema?: { params?: unknown };
  preValidation?: RouteHook | RouteHook[] | unknown;
}

/** Whether a route's params schema declares an integer :id (a row id, not a code such as a plugin's). */
export function declaresRowId(params: unknown): boolean {
  const id = (params as { properties?: { id?: { type?: unknown } } } | undefined)?.properties?.id;
  return id?.type === 'integer';
}

/**
 * onRoute hook: every route whose :id is an integer parses it strictly, so
 * no route (users, saved filters, dimensions...) reads `2e1` as row 20.
 */
export function strictRowIdsOnRoute(route: RouteShape): void {
  if (!declaresRowId(route.schema?.params)) return;
  const current = route.preValidation;
  const hooks = Array.isArray(current) ? current : current ? [current] : [];
  if (!hooks.includes(strictRowId)) route.preValidation = [strictRowId, ...hooks];
}

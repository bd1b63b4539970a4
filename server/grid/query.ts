// A grid request's row part checked against the view and the caller: the
// hierarchy (one whose every level they may read), the level, the parent's
// levels and the user's filter as [path, value] pairs of readable levels,
// the months and the scope. Anything else is a 400 naming the field, and a
// level the caller may not read is refused exactly like an unknown one.
import type { CompiledGridHierarchy } from '../../engine/config/compiled';
import type { RowFilter } from '../../engine/data/grid-api';
import { isMonth, monthNumber, MAX_BUCKETS } from '../../engine/data/grid-buckets';
import { parseRowFilter } from '../../engine/data/grid-rows';
import type { CallerAccess } from '../data-engine/access';
import { ApiError } from '../errors/api-error';
import { canReadReportPath } from '../reports/paths';
import type { GridModel } from './model';

export interface RowsQuery {
  hierarchy: CompiledGridHierarchy;
  level: number;
  parent: RowFilter;
  filter: RowFilter;
  scope?: number;
  from?: string;
  to?: string;
  /** Measures to compute (undefined: all). */
  only?: string[];
  /** Only the months shown first (rows.ts firstWindow); the page asks the others after. */
  first?: boolean;
  /** Hierarchies the caller may group by. */
  readable: string[];
  row(input: unknown, field: string): RowFilter;
  month(input: unknown, field: string): string;
}

const bad = (field: string, message: string) => new ApiError('VALIDATION_ERROR', `${field}: ${message}`, field);

function json(input: unknown, field: string): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    throw bad(field, 'not valid JSON');
  }
}

export function readableLevels(model: GridModel, access: CallerAccess): Set<string> {
  return new Set(model.levels.filter((p) => canReadReportPath(model.entity, p, access, model.entities)));
}

export function parseRowsQuery(model: GridModel, access: CallerAccess, raw: Record<string, unknown>): RowsQuery {
  const levels = readableLevels(model, access);
  const readable = model.grid.hierarchies.filter((h) => h.levels.every((l) => levels.has(l)));
  if (readable.length === 0) throw new ApiError('FORBIDDEN', 'You may not read any level of this grid');
  const hierarchy = raw.hierarchy === undefined || raw.hierarchy === '' ? readable[0] : readable.find((h) => h.id === raw.hierarchy);
  if (!hierarchy) throw bad('hierarchy', `there is no hierarchy "${String(raw.hierarchy)}"`);
  const level = raw.level === undefined || raw.level === '' ? 0 : Number(raw.level);
  if (!Number.isInteger(level) || level < 0 || level >= hierarchy.levels.length) throw bad('level', `a level from 0 to ${hierarchy.levels.length - 1}`);
  const row = (input: unknown, field: string): RowFilter => {
    const parsed = parseRowFilter(json(input ?? [], field), levels);
    if (typeof parsed === 'string') throw bad(field, parsed);
    return parsed;
  };
  const month = (input: unknown, field: string): string => {
    if (typeof input !== 'string' || !isMonth(input)) throw bad(field, 'a month YYYY-MM');
    return input;
  };
  const parent = row(raw.parent, 'parent');
  const above = hierarchy.levels.slice(0, level);
  for (const [path] of parent) if (!above.includes(path)) throw bad('parent', `"${path}" is not a level above ${hierarchy.levels[level]} in ${hierarchy.id}`);
  const query: RowsQuery = { hierarchy, level, parent, filter: row(raw.filter, 'filter'), readable: readable.map((h) => h.id), row, month };
  if (raw.measures !== undefined && raw.measures !== '') {
    const ids = Array.isArray(raw.measures) ? raw.measures.map(String) : String(raw.measures).split(',');
    const known = new Set(model.grid.measures.map((m) => m.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw bad('measures', `there is no measure "${unknown}"`);
    query.only = ids;
  }
  if (raw.window !== undefined && raw.window !== '') {
    if (raw.window !== 'first') throw bad('window', 'first, or nothing');
    query.first = true;
  }
  if (raw.scope !== undefined && raw.scope !== '') {
    const scope = Number(raw.scope);
    if (!Number.isInteger(scope) || scope < 1 || scope > 2_147_483_647) throw bad('scope', 'the id of a row');
    query.scope = scope;
  }
  if (raw.from !== undefined || raw.to !== undefined) {
    query.from = month(raw.from, 'from');
    query.to = month(raw.to, 'to');
    const count = monthNumber(query.to) - monthNumber(query.from) + 1;
    if (count < 1 || count > MAX_BUCKETS) throw bad('to', `from 1 to ${MAX_BUCKETS} months after from`);
  }
  return query;
}

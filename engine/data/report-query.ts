// A report request on the wire (GET /api/reports/:route/:view?...): one
// encoding written by the browser and read by the server, so they cannot
// drift. Absent means "the view's default"; an empty value means "none"
// (group= shows the grand total only, pivot= spreads nothing, limit=0 shows
// every row). page and pageSize ask for one page of the table's rows (the
// chart, counts and totals stay over every row).
import { FILTER_OPS, formatSort, parseSort, type Filter } from './list-query';
import { MAX_REPORT_PAGE_SIZE, type ReportQuery } from './report-api';

const ID = /^[a-z][a-zA-Z0-9]*$/;

export function toReportApiQuery(query: ReportQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.group) out.group = query.group.join(',');
  if (query.pivot !== undefined) out.pivot = query.pivot ?? '';
  if (query.filters.length) out.filter = JSON.stringify(query.filters);
  if (query.sort.length) out.sort = formatSort(query.sort);
  if (query.limit !== undefined) out.limit = String(query.limit ?? 0);
  if (query.measures) out.measures = query.measures.join(',');
  if (query.page !== undefined) out.page = String(query.page);
  if (query.pageSize !== undefined) out.pageSize = String(query.pageSize);
  return out;
}

export class ReportQueryError extends Error {
  constructor(message: string, readonly field: string) {
    super(message);
    this.name = 'ReportQueryError';
  }
}

const ids = (text: string, field: string): string[] => {
  const list = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const id of list) if (!ID.test(id)) throw new ReportQueryError(`${field}: "${id}" is not an id`, field);
  return list;
};

function isFilter(value: unknown): value is Filter {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const f = value as Record<string, unknown>;
  return typeof f.field === 'string' && typeof f.op === 'string' && (FILTER_OPS as readonly string[]).includes(f.op);
}

/** Reads the query string; throws ReportQueryError naming the parameter on malformed input. */
export function parseReportApiQuery(params: Readonly<Record<string, string | undefined>>): ReportQuery {
  const query: ReportQuery = { filters: [], sort: [] };
  if (params.group !== undefined) query.group = ids(params.group, 'group');
  if (params.pivot !== undefined) {
    const [pivot] = ids(params.pivot, 'pivot');
    query.pivot = pivot ?? null;
  }
  if (params.filter !== undefined && params.filter !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(params.filter);
    } catch {
      throw new ReportQueryError('filter: not JSON (a list of { field, op, value })', 'filter');
    }
    if (!Array.isArray(parsed) || !parsed.every(isFilter)) throw new ReportQueryError('filter: a list of { field, op, value } with a known op', 'filter');
    query.filters = parsed.map((f) => ({ field: f.field, op: f.op, ...(f.value !== undefined ? { value: f.value } : {}) }));
  }
  if (params.sort) {
    query.sort = parseSort(params.sort);
    for (const s of query.sort) if (!ID.test(s.field)) throw new ReportQueryError(`sort: "${s.field}" is not an id`, 'sort');
  }
  if (params.limit !== undefined && params.limit !== '') {
    const n = Number(params.limit);
    if (!Number.isInteger(n) || n < 0) throw new ReportQueryError('limit: a whole number (0: every row)', 'limit');
    query.limit = n === 0 ? null : n;
  }
  if (params.measures !== undefined) query.measures = ids(params.measures, 'measures');
  const whole = (name: 'page' | 'pageSize', max: number): number | undefined => {
    const text = params[name];
    if (text === undefined) return undefined;
    const n = /^\d{1,9}$/.test(text.trim()) ? Number(text) : NaN;
    if (!(n >= 1 && n <= max)) throw new ReportQueryError(`${name}: a whole number from 1 to ${max.toLocaleString('en')} (got "${text}")`, name);
    return n;
  };
  const page = whole('page', 1_000_000);
  const pageSize = whole('pageSize', MAX_REPORT_PAGE_SIZE);
  if (page !== undefined) query.page = page;
  if (pageSize !== undefined) query.pageSize = pageSize;
  return query;
}

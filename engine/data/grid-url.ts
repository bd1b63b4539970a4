// The grid's state in the URL, so reloads, back and shared links keep it:
//   ?h=products&l=1&x=<open row keys>&m=history,override&b=2025-11,2027-04&s=12&f=<JSON filter>
// Absent means the view's default. Open rows are their keys (grid-rows.ts
// rowKey), separated by ~ (a key never has one unescaped: values are JSON).
import type { RowFilter } from './grid-api';
import { isMonth, monthNumber, MAX_BUCKETS } from './grid-buckets';

export interface GridUrlState {
  hierarchy?: string;
  level?: number;
  expanded: string[];
  measures?: string[];
  months?: { from: string; to: string };
  scope?: number;
  filter: RowFilter;
}

const ID = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const KEYS = ['h', 'l', 'x', 'm', 'b', 's', 'f'];
const SEPARATOR = '~';

export function readGridUrl(params: URLSearchParams): GridUrlState {
  const state: GridUrlState = { expanded: [], filter: [] };
  const h = params.get('h');
  if (h && ID.test(h)) state.hierarchy = h;
  const l = Number(params.get('l'));
  if (params.has('l') && Number.isInteger(l) && l >= 0 && l < 10) state.level = l;
  const x = params.get('x');
  if (x) state.expanded = x.split(SEPARATOR).filter((k) => k.length > 0 && k.length <= 500).slice(0, 200);
  const m = params.get('m');
  if (m !== null) state.measures = m.split(',').filter((id) => ID.test(id));
  const b = params.get('b')?.split(',');
  if (b && b.length === 2 && isMonth(b[0]) && isMonth(b[1])) {
    const count = monthNumber(b[1]) - monthNumber(b[0]) + 1;
    if (count >= 1 && count <= MAX_BUCKETS) state.months = { from: b[0], to: b[1] };
  }
  const s = Number(params.get('s'));
  if (params.has('s') && Number.isInteger(s) && s > 0) state.scope = s;
  const f = params.get('f');
  if (f) {
    try {
      const parsed = JSON.parse(f) as unknown;
      if (Array.isArray(parsed) && parsed.every((p) => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string')) state.filter = parsed as RowFilter;
    } catch {
      // A malformed filter is dropped, never thrown.
    }
  }
  return state;
}

/** The params with the grid's state written in (other params kept, defaults left out). */
export function writeGridUrl(params: URLSearchParams, state: GridUrlState): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of KEYS) out.delete(key);
  if (state.hierarchy) out.set('h', state.hierarchy);
  if (state.level !== undefined) out.set('l', String(state.level));
  if (state.expanded.length) out.set('x', state.expanded.join(SEPARATOR));
  if (state.measures) out.set('m', state.measures.join(','));
  if (state.months) out.set('b', `${state.months.from},${state.months.to}`);
  if (state.scope !== undefined) out.set('s', String(state.scope));
  if (state.filter.length) out.set('f', JSON.stringify(state.filter));
  return out;
}

// The page of a report's table in the browser's URL, under the names the
// table views use (?page=3&size=200): absent page is the first, absent size
// the view's. Kept apart from the report's state (report-state.ts): a page
// is never saved in a custom report nor sent to an export, and any change
// of the state (filters, grouping, sort, measures) starts again at page 1.
import { MAX_REPORT_PAGE_SIZE } from '../../data/report-api';
import { pageCount } from '../../data/table-state';

export interface ReportPageState {
  page: number;
  pageSize: number;
}

/** The page the URL names; anything malformed reads as the first page or the view's size. */
export function readReportPage(params: URLSearchParams, defaultSize: number): ReportPageState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: Number.isInteger(size) && size >= 1 && size <= MAX_REPORT_PAGE_SIZE ? size : defaultSize,
  };
}

/** Writes the page into the params (other params kept; the first page and the view's size left out). */
export function writeReportPage(params: URLSearchParams, state: Partial<ReportPageState>, defaultSize: number): URLSearchParams {
  const out = new URLSearchParams(params);
  const now = { ...readReportPage(params, defaultSize), ...state };
  if (now.page > 1) out.set('page', String(now.page));
  else out.delete('page');
  if (now.pageSize !== defaultSize) out.set('size', String(now.pageSize));
  else out.delete('size');
  return out;
}

/** Back to the first page, the size kept (a new filter, grouping or sort). */
export const firstPage = (params: URLSearchParams): URLSearchParams => {
  const out = new URLSearchParams(params);
  out.delete('page');
  return out;
};

/** How many pages `total` rows fill (at least one), and the rows [first, last] a page shows (1-based, 0 when none). */
export function pageSpan(state: ReportPageState, total: number): { pages: number; first: number; last: number } {
  const pages = pageCount(total, state.pageSize);
  const first = total === 0 ? 0 : Math.min(total, (state.page - 1) * state.pageSize + 1);
  return { pages, first, last: Math.min(total, state.page * state.pageSize) };
}

// The report's state in the URL (report-state.ts), so back, forward, reloads
// and links keep it. A custom report passes its saved state as the fallback:
// it applies while the URL says nothing about the report. The table's page
// lives in the URL too (report-page.ts): any other change goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DimensionKind, ReportQuery } from '../../data/report-api';
import { hasReportUrl, readReportUrl, writeReportUrl } from '../../data/report-state';
import { firstPage, readReportPage, writeReportPage, type ReportPageState } from './report-page';

export function useReportState(kindOf: (id: string) => DimensionKind | undefined, fallback: ReportQuery | undefined, defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const fromUrl = hasReportUrl(params);
  const query = useMemo(() => (fromUrl || !fallback ? readReportUrl(params, kindOf) : fallback), [key, fallback, kindOf]); // eslint-disable-line react-hooks/exhaustive-deps
  const page = useMemo(() => readReportPage(params, defaultPageSize), [key, defaultPageSize]); // eslint-disable-line react-hooks/exhaustive-deps

  const setQuery = useCallback((patch: Partial<ReportQuery>) => {
    setParams((current) => {
      const now = hasReportUrl(current) || !fallback ? readReportUrl(current, kindOf) : fallback;
      return firstPage(writeReportUrl(current, { ...now, ...patch }));
    });
  }, [setParams, kindOf, fallback]);

  /** Another page (a history entry: back returns to the previous page); another size starts at page 1. */
  const setPage = useCallback((patch: Partial<ReportPageState>, options?: { replace?: boolean }) => {
    setParams((current) => writeReportPage(current, patch.pageSize !== undefined && patch.page === undefined ? { ...patch, page: 1 } : patch, defaultPageSize), options);
  }, [setParams, defaultPageSize]);

  /** Back to the view's defaults (or the saved state): the report's params leave the URL. */
  const reset = useCallback(() => setParams((current) => firstPage(writeReportUrl(current, { filters: [], sort: [] }))), [setParams]);

  return { query, page, setQuery, setPage, reset, changed: fromUrl };
}

// The report's state in the URL (report-state.ts), so back, forward, reloads
// and links keep it. A custom report passes its saved state as the fallback:
// it applies while the URL says nothing about the report.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DimensionKind, ReportQuery } from '../../data/report-api';
import { hasReportUrl, readReportUrl, writeReportUrl } from '../../data/report-state';

export function useReportState(kindOf: (id: string) => DimensionKind | undefined, fallback?: ReportQuery) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const fromUrl = hasReportUrl(params);
  const query = useMemo(() => (fromUrl || !fallback ? readReportUrl(params, kindOf) : fallback), [key, fallback, kindOf]); // eslint-disable-line react-hooks/exhaustive-deps

  const setQuery = useCallback((patch: Partial<ReportQuery>) => {
    setParams((current) => {
      const now = hasReportUrl(current) || !fallback ? readReportUrl(current, kindOf) : fallback;
      return writeReportUrl(current, { ...now, ...patch });
    });
  }, [setParams, kindOf, fallback]);

  /** Back to the view's defaults (or the saved state): the report's params leave the URL. */
  const reset = useCallback(() => setParams((current) => writeReportUrl(current, { filters: [], sort: [] })), [setParams]);

  return { query, setQuery, reset, changed: fromUrl };
}

// The report's data for a query and a page of its table: one request per
// change (the previous one is aborted), the last result kept on screen while
// the next loads (a page of rows, with the chart, counts and totals of all).
import { useEffect, useState } from 'react';
import { reportApi, type ReportQuery, type ReportResult } from '../../data/report-api';
import { toReportApiQuery } from '../../data/report-query';
import { useHttp } from '../../shell/context';
import type { ReportPageState } from './report-page';

export function useReport(route: string, view: number, query: ReportQuery, page: ReportPageState) {
  const http = useHttp();
  const [result, setResult] = useState<ReportResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(toReportApiQuery({ ...query, page: page.page, pageSize: page.pageSize }));

  // Another query (or a retry) is loading from the render that asks for it:
  // React's "store the previous value" pattern, not a setState in the effect.
  const request = JSON.stringify([route, view, key, attempt]);
  const [asked, setAsked] = useState({ http, request });
  if (asked.http !== http || asked.request !== request) {
    setAsked({ http, request });
    setLoading(true);
  }

  useEffect(() => {
    const controller = new AbortController();
    http.request<ReportResult>(reportApi.run, { params: { route, view }, query: JSON.parse(key), signal: controller.signal, silent: true })
      .then((data) => { setResult(data); setError(null); })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(e); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [http, route, view, key, attempt]);

  return { result, error, loading, retry: () => setAttempt((n) => n + 1) };
}

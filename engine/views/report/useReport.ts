// The report's data for a query: one request per change (the previous one is
// aborted), the last result kept on screen while the next loads.
import { useEffect, useState } from 'react';
import { reportApi, type ReportQuery, type ReportResult } from '../../data/report-api';
import { toReportApiQuery } from '../../data/report-query';
import { useHttp } from '../../shell/context';

export function useReport(route: string, view: number, query: ReportQuery) {
  const http = useHttp();
  const [result, setResult] = useState<ReportResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(toReportApiQuery(query));

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    http.request<ReportResult>(reportApi.run, { params: { route, view }, query: JSON.parse(key), signal: controller.signal, silent: true })
      .then((data) => { setResult(data); setError(null); })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(e); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [http, route, view, key, attempt]);

  return { result, error, loading, retry: () => setAttempt((n) => n + 1) };
}

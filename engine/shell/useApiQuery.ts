// Loads one API call for a page: { data, error, loading, reload }. The HTTP
// client already logs failures; pages only decide what to render. A newer
// request (params changed) wins over an older one still in flight.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiError, RequestOptions } from '../http';
import { useHttp } from './context';

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | Error | undefined;
  loading: boolean;
  reload(): void;
}

export function useApiQuery<T>(endpoint: string | null, options: RequestOptions = {}): ApiQuery<T> {
  const http = useHttp();
  const [state, setState] = useState<{ data?: T; error?: ApiError | Error; loading: boolean }>({ loading: endpoint !== null });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify([endpoint, options.params, options.query, options.body]);

  // A new request (other params, a reload) is loading from the render that
  // asks for it: React's "store the previous value" pattern, not a setState in the effect.
  const [requested, setRequested] = useState({ http, key, tick });
  if (requested.http !== http || requested.key !== key || requested.tick !== tick) {
    setRequested({ http, key, tick });
    if (endpoint !== null) setState((s) => ({ ...s, loading: true, error: undefined }));
  }

  // The request goes with the options of the render that started it; they
  // change identity every render, so `key` (their content) decides when to load.
  const send = useEffectEvent((url: string, signal: AbortSignal) => http.request<T>(url, { ...options, signal }));
  useEffect(() => {
    if (endpoint === null) return;
    const controller = new AbortController();
    send(endpoint, controller.signal)
      .then((data) => { if (!controller.signal.aborted) setState({ data, loading: false }); })
      .catch((error: ApiError | Error) => { if (!controller.signal.aborted) setState({ error, loading: false }); });
    return () => controller.abort();
  }, [http, endpoint, key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

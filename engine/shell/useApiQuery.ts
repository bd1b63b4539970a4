// Loads one API call for a page: { data, error, loading, reload }. The HTTP
// client already logs failures; pages only decide what to render. A newer
// request (params changed) wins over an older one still in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (endpoint === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    http
      .request<T>(endpoint, { ...optionsRef.current, signal: controller.signal })
      .then((data) => { if (!controller.signal.aborted) setState({ data, loading: false }); })
      .catch((error: ApiError | Error) => { if (!controller.signal.aborted) setState({ error, loading: false }); });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

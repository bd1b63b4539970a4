// The data client over the shell's HTTP client (token, envelope, logs).
import { useMemo } from 'react';
import { createDataClient, type DataClient } from '../../data/data-client';
import { useHttp } from '../../shell/context';

export function useDataClient(): DataClient {
  const http = useHttp();
  return useMemo(() => createDataClient(http.request), [http]);
}

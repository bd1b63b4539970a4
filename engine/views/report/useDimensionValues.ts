// Options of a dimension filter: the values the dimension takes in the
// caller's rows (GET values, searched as the user types), plus the titles of
// the values already chosen, so a select always shows names, never ids.
// `listed` false waits to list values (until the select first opens).
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { reportApi, type DimensionValue } from '../../data/report-api';
import { useHttp } from '../../shell/context';

export function useDimensionValues(route: string, view: number, dimension: string, selected: ReadonlyArray<string | number>, enabled: boolean, listed = true) {
  const http = useHttp();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [items, setItems] = useState<DimensionValue[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const known = useRef(new Map<string, string>());
  const [, bump] = useState(0);

  useEffect(() => {
    if (!enabled || !listed) return;
    const controller = new AbortController();
    setLoading(true);
    http.request<DimensionValue[]>(reportApi.values, { params: { route, view, dimension }, query: { q: debounced || undefined, limit: 100 }, signal: controller.signal, silent: true })
      .then((found) => {
        for (const v of found) known.current.set(String(v.value), v.label ?? String(v.value));
        setItems(found);
        setFailed(false);
      })
      .catch(() => { if (!controller.signal.aborted) setFailed(true); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [http, route, view, dimension, debounced, enabled, listed]);

  // Chosen ids (from a link or a saved report) that the first page of values did not name.
  const missing = selected.filter((v) => typeof v === 'number' && !known.current.has(String(v))).join(',');
  useEffect(() => {
    if (!enabled || !missing) return;
    const controller = new AbortController();
    http.request<DimensionValue[]>(reportApi.values, { params: { route, view, dimension }, query: { ids: missing }, signal: controller.signal, silent: true })
      .then((found) => {
        for (const v of found) known.current.set(String(v.value), v.label ?? String(v.value));
        bump((n) => n + 1);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, route, view, dimension, missing, enabled]);

  return { items, search, setSearch, loading, failed, labelOf: (v: string | number) => known.current.get(String(v)) };
}

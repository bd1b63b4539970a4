// Options of a dimension filter: the values the dimension takes in the
// caller's rows (GET values, searched as the user types), plus the titles of
// the values already chosen, so a select always shows names, never ids.
// `listed` false waits to list values (until the select first opens).
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { reportApi, type DimensionValue } from '../../data/report-api';
import { useHttp } from '../../shell/context';

export function useDimensionValues(route: string, view: number, dimension: string, selected: ReadonlyArray<string | number>, enabled: boolean, listed = true) {
  const http = useHttp();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [items, setItems] = useState<DimensionValue[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Titles of every value seen so far (listed or asked by id), by id.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const learn = (found: DimensionValue[]) => setKnown((map) => {
    const next = new Map(map);
    for (const v of found) next.set(String(v.value), v.label ?? String(v.value));
    return next;
  });

  // A new listing is loading from the render that asks for it: React's
  // "store the previous value" pattern, not a setState in the effect.
  const request = JSON.stringify([route, view, dimension, debounced, enabled, listed]);
  const [asked, setAsked] = useState({ http, request });
  if (asked.http !== http || asked.request !== request) {
    setAsked({ http, request });
    if (enabled && listed) setLoading(true);
  }

  useEffect(() => {
    if (!enabled || !listed) return;
    const controller = new AbortController();
    http.request<DimensionValue[]>(reportApi.values, { params: { route, view, dimension }, query: { q: debounced || undefined, limit: 100 }, signal: controller.signal, silent: true })
      .then((found) => {
        learn(found);
        setItems(found);
        setFailed(false);
      })
      .catch(() => { if (!controller.signal.aborted) setFailed(true); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [http, route, view, dimension, debounced, enabled, listed]);

  // Chosen ids (from a link or a saved report) that the first page of values did not name.
  const missing = selected.filter((v) => typeof v === 'number' && !known.has(String(v))).join(',');
  useEffect(() => {
    if (!enabled || !missing) return;
    const controller = new AbortController();
    http.request<DimensionValue[]>(reportApi.values, { params: { route, view, dimension }, query: { ids: missing }, signal: controller.signal, silent: true })
      .then(learn)
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, route, view, dimension, missing, enabled]);

  return { items, search, setSearch, loading, failed, labelOf: (v: string | number) => known.get(String(v)) };
}

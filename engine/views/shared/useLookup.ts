// Options of a reference select: rows of the referenced entity found by the
// text typed (GET lookup, debounced), plus the titles of the ids already
// chosen (one lookup by ids), so a select always shows names, never ids.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { LookupItem } from '../../data/api';
import { useDataClient } from './useDataClient';

export const LOOKUP_LIMIT = 30;

interface Found { key: string; items: LookupItem[]; failed: boolean }

export function useLookup(entity: string | undefined, selected: readonly number[], known: Readonly<Record<string, string>> = {}, enabled = true) {
  const client = useDataClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [found, setFound] = useState<Found | null>(null);
  /** Titles learnt from lookups by id or by text. */
  const [titles, setTitles] = useState<ReadonlyMap<number, string>>(() => new Map());
  const active = !!entity && enabled;
  const key = `${entity}|${debounced}`;

  const learn = (items: readonly LookupItem[]) => setTitles((t) => {
    const next = new Map(t);
    for (const item of items) next.set(item.id, item.title);
    return next;
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    client.lookup(entity!, { q: debounced, limit: LOOKUP_LIMIT }, { signal: controller.signal, silent: true })
      .then((items) => { learn(items); setFound({ key, items, failed: false }); })
      .catch(() => { if (!controller.signal.aborted) setFound({ key, items: [], failed: true }); });
    return () => controller.abort();
  }, [client, entity, debounced, active, key]);

  const titleOf = (id: number): string | undefined => known[String(id)] ?? titles.get(id);
  const missingKey = selected.filter((id) => titleOf(id) === undefined).join(',');
  useEffect(() => {
    if (!active || !missingKey) return;
    const controller = new AbortController();
    client.lookup(entity!, { ids: missingKey.split(',').map(Number) }, { signal: controller.signal, silent: true })
      .then(learn)
      .catch(() => undefined);
    return () => controller.abort();
  }, [client, entity, missingKey, active]);

  const current = found?.key === key ? found : null;
  const items = useMemo(() => current?.items ?? [], [current]);
  const data = useMemo(() => {
    const seen = new Set<number>();
    const out: Array<{ value: string; label: string }> = [];
    const push = (id: number, label: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      out.push({ value: String(id), label });
    };
    for (const id of selected) push(id, known[String(id)] ?? titles.get(id) ?? `#${id}`);
    for (const item of items) push(item.id, item.key && item.key !== item.title ? `${item.title} (${item.key})` : item.title);
    return out;
  }, [items, selected, known, titles]);

  return { data, search, setSearch, loading: active && !current, failed: !!current?.failed, titleOf };
}

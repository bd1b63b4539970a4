// The loaded part of a tree: rows by id, the children of each loaded node
// (null = the roots), loaded when a node opens, reloaded after a change.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompiledView } from '../../config/compiled';
import type { DataRow, RefTitles } from '../../data/api';
import { toApiQuery } from '../../data/list-query';
import { viewDefaults, viewRef } from '../../data/table-state';
import { childrenFilter } from '../../data/tree';
import { useDataClient } from '../shared/useDataClient';

/** Children listed per node; a node with more shows how many are left out. */
export const TREE_PAGE = 500;

export interface Branch { ids: number[]; total: number; loading: boolean; error?: unknown }

export function useTreeData(entity: string, view: CompiledView, routeId: string, index: number, enabled: boolean) {
  const client = useDataClient();
  const [rows, setRows] = useState(() => new Map<number, DataRow>());
  const [refs, setRefs] = useState<RefTitles>({});
  const [branches, setBranches] = useState(() => new Map<number | null, Branch>());
  const live = useRef(true);
  useEffect(() => () => { live.current = false; }, []);

  const load = useCallback(async (parent: number | null) => {
    setBranches((b) => new Map(b).set(parent, { ids: b.get(parent)?.ids ?? [], total: b.get(parent)?.total ?? 0, loading: true }));
    const query = toApiQuery({ page: 1, pageSize: TREE_PAGE, sort: viewDefaults(view).sort, filters: [childrenFilter(view.parent!, parent)] });
    try {
      const page = await client.list(entity, { ...query, view: viewRef(routeId, index) }, { silent: parent !== null });
      if (!live.current) return;
      setRows((r) => {
        const next = new Map(r);
        for (const row of page.rows) next.set(row.id, row);
        return next;
      });
      setRefs((r) => {
        const next = { ...r };
        for (const [path, titles] of Object.entries(page.refs)) next[path] = { ...next[path], ...titles };
        return next;
      });
      setBranches((b) => new Map(b).set(parent, { ids: page.rows.map((x) => x.id), total: page.total, loading: false }));
    } catch (error) {
      if (live.current) setBranches((b) => new Map(b).set(parent, { ids: b.get(parent)?.ids ?? [], total: 0, loading: false, error }));
    }
  }, [client, entity, view, routeId, index]);

  useEffect(() => { if (enabled) void load(null); }, [enabled, load]);

  /** After a change: the roots and every branch already loaded. */
  const reloadLoaded = useCallback((expanded: ReadonlySet<number>) => {
    void load(null);
    for (const id of expanded) void load(id);
  }, [load]);

  return { rows, refs, branches, load, reloadLoaded };
}

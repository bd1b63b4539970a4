// The grid's rows as the page holds them: the top level (one request, the
// total with it), the rows of each open row (one request each, on demand),
// and edits: applied at once in the page (engine/data/grid-tree.ts), then
// saved; the server's numbers of the rows concerned replace the page's. A
// refused edit (someone else changed the cell, a frozen month) puts the
// server's numbers back and says why.
import { useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { gridApi, type GridEdit, type GridEditBody, type GridEditResult, type GridMeta, type GridPage, type RowFilter } from '../../data/grid-api';
import { rowKey } from '../../data/grid-rows';
import { sameAtScale } from '../../data/grid-spread';
import { spanPage, withMonths } from '../../data/grid-months';
import { ancestorsOf, applyLocalEdit, descendantsOf, treeOf, withChildren, withRows, type GridTree } from '../../data/grid-tree';
import { isApiError } from '../../http';
import { useHttp } from '../../shell/context';
import { tokenAtom } from '../../state';
import { laterRows, requestRows, topRows, wholeRows, type GridQuery } from './grid-query';

export type { GridQuery } from './grid-query';

export interface ConflictCell {
  key: string;
  row: RowFilter;
  month: string;
  mine: number | null;
  current: number | null;
}

export type CommitOutcome = { ok: true; result?: GridEditResult } | { ok: false; conflicts: ConflictCell[]; error: unknown };

const MAX_REFRESH = 2000;
const cellId = (key: string, month: string) => `${key}@${month}`;
/** An open row whose rows the page has not loaded yet. */
const needsRows = (tree: GridTree, key: string) => {
  const node = tree.nodes.get(key);
  return !!node && node.children === null && !node.row.leaf;
};

/** What came after the first rows, to bring a tree up to date: an edit waits for it (it spreads by the baseline, over every month). */
interface Later {
  promise: Promise<unknown>;
  apply(tree: GridTree): GridTree;
}

/** The top level (and the total) replaced by a whole page, the rows opened below kept. */
const withTop = (tree: GridTree, page: GridPage) => withRows(withChildren(tree, tree.root, page.rows), [page.parent]);

export function useGridData(query: GridQuery, expanded: readonly string[], baselineId: string) {
  const http = useHttp();
  const store = useStore();
  const [meta, setMeta] = useState<GridMeta | null>(null);
  const [tree, setTree] = useState<GridTree | null>(null);
  const [marks, setMarks] = useState<GridPage['comments']>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Months laid out but not loaded yet (the first rows came with the ones shown first, grid-months.ts): their cells wait.
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  // Open rows whose rows are being requested (so an effect run does not ask twice).
  const requested = useRef(new Set<string>());
  // What commit() and refresh() read when called: the tree and meta last committed.
  const treeRef = useRef<GridTree | null>(null);
  const metaRef = useRef<GridMeta | null>(null);
  // The first rows' other months and later measures (grid-query.ts laterRows): an edit waits for them.
  const later = useRef<Later | null>(null);
  useLayoutEffect(() => {
    treeRef.current = tree;
    metaRef.current = meta;
  }, [tree, meta]);
  const key = JSON.stringify(query);

  // Another query (or a retry) is loading from the render that asks for it:
  // React's "store the previous value" pattern, not a setState in the effect.
  const [asked, setAsked] = useState({ http, key, attempt });
  if (asked.http !== http || asked.key !== key || asked.attempt !== attempt) {
    setAsked({ http, key, attempt });
    setLoading(true);
  }

  useEffect(() => {
    const controller = new AbortController();
    later.current = null;
    // The page may have asked already, while this chunk loaded (grid-query.ts): that request is taken over.
    topRows(http, store.get(tokenAtom), query, controller.signal)
      .then((first) => {
        if (controller.signal.aborted) return;
        // Every month laid out at once; the ones not in this answer wait for theirs.
        const { page, missing: waiting } = spanPage(first);
        const months = page.meta.months;
        setMeta(page.meta);
        setTree(treeOf(page.parent, page.rows));
        setMarks(page.comments);
        setMissing(new Set(waiting));
        setError(null);
        const asks = laterRows(http, query, first, controller.signal);
        if (asks.length === 0) return;
        const firstKeys = new Set(first.rows.map((r) => rowKey(r.filter)));
        const arrived: GridPage[] = [];
        let whole: GridPage | null = null;
        let reload: Promise<void> | null = null;
        // Trees holding every later page (merging 5,000 rows again costs an edit some 20 ms), and whether an edit
        // brought the tree up to date already: every tree after it derives from that one.
        const complete = new WeakSet<GridTree>();
        let done = false;
        const apply = (t: GridTree) => {
          if (done) return t;
          done = true;
          if (complete.has(t)) return t;
          return whole ? withTop(t, whole) : arrived.reduce((acc, p) => withMonths(acc, months, p) ?? acc, t);
        };
        const shown = (p: GridPage) => setMissing((m) => (m.size ? new Set([...m].filter((x) => !p.meta.months.includes(x))) : m));
        const arrive = (p: GridPage) => {
          if (controller.signal.aborted || whole || reload) return;
          if (p.rows.some((r) => !firstKeys.has(rowKey(r.filter)))) {
            // A row with nothing in the first months: its place is the server's to say, so the top level comes again whole.
            reload = wholeRows(http, query, { from: months[0], to: months.at(-1)! }, controller.signal).then((w) => {
              whole = w;
              if (controller.signal.aborted) return;
              setTree((t) => {
                if (!t) return t;
                const out = withTop(t, w);
                complete.add(out);
                return out;
              });
              setMarks(w.comments);
              setMissing(new Set());
            });
            return;
          }
          arrived.push(p);
          const last = arrived.length === asks.length;
          setTree((t) => {
            if (!t) return t;
            const out = withMonths(t, months, p) ?? t;
            if (last) complete.add(out);
            return out;
          });
          // Comments of the other months (the first months' came with the first rows).
          setMarks((m) => [...m, ...p.comments.filter((c) => !first.meta.months.includes(c.month))]);
          shown(p);
        };
        const promise = Promise.all(asks.map((a) => a.then(arrive))).then(() => reload);
        later.current = { promise, apply };
        promise.catch((e: unknown) => { if (!controller.signal.aborted) setError(e); });
      })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(e); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [http, key, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  // Open rows whose rows are not loaded yet: they are loading (the URL may open several levels at once).
  const loadingKeys = useMemo<ReadonlySet<string>>(
    () => new Set(tree && !loading ? expanded.filter((k) => needsRows(tree, k)) : []),
    [tree, expanded, loading],
  );
  useEffect(() => {
    if (!tree || loading) return;
    for (const k of loadingKeys) {
      const node = tree.nodes.get(k)!;
      if (requested.current.has(k)) continue;
      requested.current.add(k);
      requestRows(http, query, query.level + node.depth, node.row.filter)
        .then((page) => {
          setTree((t) => (t ? withChildren(t, k, page.rows) : t));
          setMarks((m) => [...m, ...page.comments]);
        })
        .catch((e: unknown) => setError(e))
        .finally(() => requested.current.delete(k));
    }
  }, [tree, loadingKeys, loading]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Rows whose numbers an edit of these rows changes: themselves, their ancestors and the rows loaded below them. */
  const affected = (t: GridTree, keys: readonly string[]) => {
    const out = new Set<string>();
    for (const k of keys) {
      out.add(k);
      ancestorsOf(t, k).forEach((a) => out.add(a));
      for (const d of descendantsOf(t, k)) {
        if (out.size >= MAX_REFRESH) break;
        out.add(d);
      }
    }
    return [...out].map((k) => t.nodes.get(k)!.row.filter);
  };

  const refresh = useCallback(async (rows: RowFilter[]) => {
    const result = await http.request<GridEditResult>(gridApi.edit, {
      params: { route: query.route, view: query.view }, silent: true,
      body: { hierarchy: query.hierarchy ?? metaRef.current?.hierarchies[0], scope: metaRef.current?.scope?.value ?? undefined, filter: query.filter, edits: [], refresh: rows, measures: query.measures, from: metaRef.current?.months[0], to: metaRef.current?.months.at(-1) },
    });
    setTree((t) => (t ? withRows(t, result.rows) : t));
    return result.rows;
  }, [http, key]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Applies edits in the page at once, then saves them; resolves with what the server said. */
  const commit = useCallback(async (edits: GridEdit[], spread: Pick<GridEditBody, 'basis' | 'locks'> = {}): Promise<CommitOutcome> => {
    const rest = later.current;
    if (rest) await rest.promise.catch(() => undefined);
    // Merged here too: the tree last rendered may not hold them yet (merging again writes the same numbers).
    const t0 = rest && treeRef.current ? rest.apply(treeRef.current) : treeRef.current;
    const m = metaRef.current;
    if (!t0 || !m || edits.length === 0) return { ok: true };
    const measure = m.measures.findIndex((x) => x.editable);
    const baseline = m.measures.findIndex((x) => x.id === baselineId);
    const started = performance.now();
    let next = t0;
    for (const e of edits) next = applyLocalEdit(next, { key: rowKey(e.row), month: m.months.indexOf(e.month), to: e.to }, measure, baseline >= 0 ? baseline : measure, m.scale);
    setTree(next);
    performance.measure('grid-local-edit', { start: started, end: performance.now() });
    const keys = edits.map((e) => rowKey(e.row));
    const cells = edits.map((e) => cellId(rowKey(e.row), e.month));
    setPending((p) => new Set([...p, ...cells]));
    const rows = affected(t0, keys);
    try {
      const result = await http.request<GridEditResult>(gridApi.edit, {
        params: { route: query.route, view: query.view }, ignoreCodes: ['CONFLICT', 'VALIDATION_ERROR'],
        body: { hierarchy: query.hierarchy ?? m.hierarchies[0], scope: m.scope?.value ?? undefined, filter: query.filter, edits, refresh: rows, measures: query.measures, from: m.months[0], to: m.months.at(-1), ...spread },
      });
      setTree((t) => (t ? withRows(t, result.rows) : t));
      return { ok: true, result };
    } catch (e) {
      // The server's numbers come back in place of the page's; a changed cell is a conflict to show.
      const fresh = await refresh(rows).catch(() => []);
      const current = new Map(fresh.map((r) => [rowKey(r.filter), r]));
      const conflicts: ConflictCell[] = [];
      if (isApiError(e) && e.ErrorCode === 'CONFLICT') {
        for (const edit of edits) {
          const row = current.get(rowKey(edit.row));
          const value = row?.values[measure]?.[m.months.indexOf(edit.month)] ?? null;
          if (!sameAtScale(value, edit.from, m.scale)) conflicts.push({ key: rowKey(edit.row), row: edit.row, month: edit.month, mine: edit.to, current: value });
        }
      }
      return { ok: false, conflicts, error: e };
    } finally {
      setPending((p) => { const n = new Set(p); cells.forEach((c) => n.delete(c)); return n; });
    }
  }, [http, key, refresh, baselineId]); // eslint-disable-line react-hooks/exhaustive-deps

  const addMark = useCallback((row: string, month: string, measure: string) => {
    setMarks((list) => {
      const found = list.find((x) => x.row === row && x.month === month && x.measure === measure);
      return found ? list.map((x) => (x === found ? { ...x, count: x.count + 1 } : x)) : [...list, { row, month, measure, count: 1 }];
    });
  }, []);

  return { meta, tree, marks, error, loading, loadingKeys, missing, pending, commit, addMark, retry: () => setAttempt((n) => n + 1) };
}

export { cellId };

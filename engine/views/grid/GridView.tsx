// The planning grid view (kind grid): rows of a hierarchy opened level by
// level, months across, the measures under each row; the edited measure can
// be changed in any row (a parent's change is spread to its leaves by the
// server), by typing, a bulk edit or a paste from a spreadsheet. The state
// (hierarchy, level, open rows, measures, months, scope, filter) is in the
// URL. Its own chunk, loaded only by the pages that show a grid.
import { Alert, Card, CloseButton, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import type { GridEdit, RowFilter } from '../../data/grid-api';
import { rowKey } from '../../data/grid-rows';
import { bulkPlan, findOverlap, mainReason, type BulkCell, type BulkOp } from '../../data/grid-bulk';
import { displayRows, isEditableCell } from '../../data/grid-display';
import { rectOf, type GridSelection } from '../../data/grid-selection';
import { visibleNodes, type GridNode } from '../../data/grid-tree';
import { configAtom } from '../../state';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import '../views.css';
import './grid.css';
import type { PanelCell } from './CellPanel';
import { ConflictAlert } from './ConflictAlert';
import { gridLevel, gridQuery, loadGridToolbar } from './grid-query';
import { PlanningGrid } from './PlanningGrid';
import { cellMap } from './cell-maps';
import { useGridData, type ConflictCell } from './useGridData';
import { useGridState } from './useGridState';
import { useGridSteps } from './useGridSteps';
import { useGridTexts } from './useGridTexts';

// The bulk edit dialog and the cell panel (Modal, NumberInput, Drawer, Textarea, Timeline... some ten chunks)
// load when first opened: on a first visit every chunk of this view is a request to the same server ahead of the
// grid's rows (the browser's six connections).
const BulkEditDialog = lazy(() => import('./BulkEditDialog').then((m) => ({ default: m.BulkEditDialog })));
const CellPanel = lazy(() => import('./CellPanel').then((m) => ({ default: m.CellPanel })));
// The toolbar too (Select, MonthPickerInput, Popover, Checkbox: some 25 more files): the rows do not wait for it, its
// place is kept meanwhile.
const GridToolbar = lazy(() => loadGridToolbar().then((m) => ({ default: m.GridToolbar })));

/** The toolbar's place while its code comes: boxes of its controls' sizes, so it wraps as the toolbar will and nothing moves. */
function ToolbarWaiting() {
  return (
    <div className="dv-toolbar pg-toolbar" aria-busy="true" data-testid="grid-toolbar-loading">
      <div className="dv-toolbar-left">{[220, 160, 210, 176].map((w, i) => <div key={i} className="pg-tool-wait" style={{ width: w }}><span /><span /></div>)}</div>
      <div className="dv-toolbar-right">{[128, 140, 115].map((w, i) => <span key={i} className="pg-tool-wait-button" style={{ width: w }} />)}</div>
    </div>
  );
}

export default function GridView({ route, view, index }: ViewProps) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const grid = view.grid!;
  const entities = useMemo(() => new Map(config.entities.map((e) => [e.id, e])), [config]);
  const editField = entities.get(view.entity)?.fields.find((f) => f.name === grid.measures.find((m) => m.id === grid.edit)?.field);
  const { state, update } = useGridState();
  const { hierarchy, level } = gridLevel(grid, state);
  const expanded = useMemo(() => new Set(state.expanded), [state.expanded]);
  // The same query the page may have asked already (grid-query.ts), so that request is taken over.
  const data = useGridData(gridQuery(route.id, index, grid, state), state.expanded, grid.baseline);
  const texts = useGridTexts(route.id, view.entity, entities);
  const { meta, tree } = data;
  const [selection, setSelection] = useState<GridSelection>({ anchor: { row: 0, col: 2 }, focus: { row: 0, col: 2 } });
  // Once the months are known the active cell starts at the first month that can be changed (the past stays a scroll away).
  const [placed, setPlaced] = useState<string | null>(null);
  if (meta && placed !== meta.months.join()) {
    setPlaced(meta.months.join());
    const first = meta.frozenBefore ? meta.months.findIndex((m) => m >= meta.frozenBefore!) : meta.months.indexOf(new Date().toISOString().slice(0, 7));
    const col = Math.max(0, first) + 2;
    setSelection({ anchor: { row: 0, col }, focus: { row: 0, col } });
  }
  const [message, setMessage] = useState<string | null>(null);
  // What a bulk change did (n cells changed, or why none).
  const [notice, setNotice] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<{ cells: ConflictCell[]; edits: GridEdit[] }>({ cells: [], edits: [] });
  const [bulkOpen, setBulkOpen] = useState(false);
  const [panel, setPanel] = useState<{ cell: PanelCell; tab: 'comments' | 'history' } | null>(null);
  const [saved, setSaved] = useState(0);
  // Mounted from their first opening on (so they close with their transition).
  const [opened, setOpened] = useState({ bulk: false, panel: false });
  if ((bulkOpen && !opened.bulk) || (panel && !opened.panel)) setOpened({ bulk: opened.bulk || bulkOpen, panel: opened.panel || !!panel });

  const shown = useMemo(() => (meta ? meta.measures.map((m) => m.id).filter((id) => !state.measures || state.measures.includes(id)) : []), [meta, state.measures]);
  const measureIndices = useMemo(() => (meta ? shown.map((id) => meta.measures.findIndex((m) => m.id === id)) : []), [meta, shown]);
  const nodes = useMemo(() => (tree ? visibleNodes(tree, expanded) : []), [tree, expanded]);
  const rows = useMemo(() => displayRows(nodes, measureIndices), [nodes, measureIndices]);
  const monthIndex = useMemo(() => new Map((meta?.months ?? []).map((m, i) => [m, i])), [meta]);
  // Months laid out whose numbers are still coming (the first rows brought the ones shown first).
  const waiting = useMemo<ReadonlySet<number>>(() => new Set([...data.missing].map((m) => monthIndex.get(m)!).filter((i) => i !== undefined)), [data.missing, monthIndex]);
  const marks = useMemo(() => cellMap(data.marks.map((m) => ({ key: m.row, measure: m.measure, month: monthIndex.get(m.month) }))), [data.marks, monthIndex]);
  const editId = meta?.measures.find((m) => m.editable)?.id ?? grid.edit;
  const pending = useMemo(() => cellMap([...data.pending].map((c) => { const [key, month] = c.split('@'); return { key, measure: editId, month: monthIndex.get(month) }; })), [data.pending, monthIndex, editId]);
  const conflictMap = useMemo(() => cellMap(conflicts.cells.map((c) => ({ key: c.key, measure: editId, month: monthIndex.get(c.month) }))), [conflicts, monthIndex, editId]);

  const [basis, setBasis] = useState<string | null>(null);
  // Cells the planner locked (this page's session): `${rowKey}@${month}` -> the cell.
  const [locks, setLocks] = useState<ReadonlyMap<string, { row: RowFilter; month: string }>>(new Map());
  const lockedMap = useMemo(() => cellMap([...locks].map(([k, l]) => ({ key: k.slice(0, k.lastIndexOf('@')), measure: editId, month: monthIndex.get(l.month) }))), [locks, monthIndex, editId]);

  const history = useGridSteps(route.id, index, !!meta?.measures.some((m) => m.editable));
  const onStep = useCallback(async (direction: 'undo' | 'redo') => {
    setMessage(null);
    try {
      const done = await history.run(direction, { hierarchy: hierarchy.id, scope: meta?.scope?.value ?? undefined, filter: state.filter });
      setNotice(t(direction === 'undo' ? 'gridEditing.undone' : 'gridEditing.redone', { count: done.cells }));
      data.retry();
    } catch (e) {
      setMessage(failureText(e, t));
    }
  }, [history, hierarchy.id, meta, state.filter, data, t]);

  const onEdits = useCallback(async (edits: GridEdit[], relative = false, bulk = false) => {
    if (findOverlap(edits)) return setMessage(t('grid.ui.pasteOverlap'));
    setMessage(null);
    setNotice(null);
    // +n and ±n % change a row's own plan: spread by it. An absolute value by the basis chosen. Locks of the months edited go along.
    const months = new Set(edits.map((e) => e.month));
    const inMonths = [...locks.values()].filter((l) => months.has(l.month));
    const chosen = relative || !basis || basis === meta?.bases?.[0] ? undefined : basis;
    const outcome = await data.commit(edits, { ...(chosen ? { basis: chosen } : {}), ...(inMonths.length ? { locks: inMonths } : {}) });
    if (outcome.ok) {
      setSaved((n) => n + edits.length);
      history.refresh();
      // A bulk change says how many cells it changed, and why none did (the server found them at those values already).
      const cells = outcome.result?.cells ?? edits.length;
      if (bulk) setNotice(cells > 0 ? t('gridEditing.changed', { count: cells }) : t('gridEditing.noneBecause.same'));
    }
    else if (outcome.conflicts.length) setConflicts({ cells: outcome.conflicts, edits });
    else setMessage(failureText(outcome.error, t));
  }, [data, t, locks, basis, meta, history]);

  const onToggle = useCallback((row: { node: GridNode }) => {
    const key = row.node.key;
    const next = expanded.has(key) ? state.expanded.filter((k) => k !== key) : [...state.expanded, key];
    update({ expanded: next });
  }, [expanded, state.expanded, update]);

  if (data.error && isForbidden(data.error)) return <ViewForbidden message={failureText(data.error, t)} />;
  const rect = rectOf(selection);
  /** The editable cells of the selection (wholeRows: of its rows, every month). */
  const editableIn = (wholeRows = false): BulkCell[] => {
    const out: BulkCell[] = [];
    if (!meta) return out;
    const [left, right] = wholeRows ? [2, meta.months.length + 1] : [Math.max(2, rect.left), rect.right];
    for (let r = rect.top; r <= rect.bottom && r < rows.length; r++) {
      for (let c = left; c <= right; c++) {
        if (isEditableCell(meta, rows[r], c - 2)) out.push({ row: rows[r].node.row.filter, month: meta.months[c - 2], current: rows[r].node.row.values[rows[r].measure][c - 2] ?? null });
      }
    }
    return out;
  };
  // Lock or unlock the editable cells of the selection: unlock when all are locked already.
  const lockable = editableIn();
  const lockState = lockable.length === 0 ? null : lockable.every((c) => locks.has(`${rowKey(c.row)}@${c.month}`)) ? 'unlock' as const : 'lock' as const;
  const toggleLocks = () => {
    const next = new Map(locks);
    for (const c of lockable) {
      const k = `${rowKey(c.row)}@${c.month}`;
      if (lockState === 'unlock') next.delete(k);
      else next.set(k, { row: c.row, month: c.month });
    }
    setLocks(next);
  };
  const focusRow = rows[selection.focus.row];
  const activeCell: PanelCell | null = meta && focusRow && selection.focus.col >= 2 ? {
    row: focusRow.node.row.filter, month: meta.months[selection.focus.col - 2], measure: meta.measures[focusRow.measure].id,
    title: `${texts.rowLabel(focusRow.node.row)} · ${texts.measure(meta.measures[focusRow.measure].id)} · ${texts.month(meta.months[selection.focus.col - 2])}`,
  } : null;
  const caption = t(translationKeys.routeTitle(route.id));
  const empty = !!tree && waiting.size === 0 && nodes.length <= 1 && meta?.measures.every((_, m) => tree.nodes.get(tree.root)!.row.values[m].every((v) => v === null));

  return (
    <Card
      withBorder radius="md" padding={0} className="dv-card pg-card" data-testid="grid-view" data-route={route.id}
      onKeyDown={(e) => {
        // Ctrl+Z undoes the last edit, Ctrl+Y (or Ctrl+Shift+Z) redoes: outside the cell editor, whose own undo is the text's.
        if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).tagName === 'INPUT' || (e.target as HTMLElement).tagName === 'TEXTAREA') return;
        const key = e.key.toLowerCase();
        if (key === 'z' && !e.shiftKey && history.steps.undo) { e.preventDefault(); void onStep('undo'); }
        else if ((key === 'y' || (key === 'z' && e.shiftKey)) && history.steps.redo) { e.preventDefault(); void onStep('redo'); }
      }}
    >
      {meta && (
        <Suspense fallback={<ToolbarWaiting />}>
          <GridToolbar
            grid={grid} meta={meta} texts={texts} hierarchy={hierarchy.id} level={level} shown={shown} canBulk={meta.measures.some((m) => m.editable) && editableIn().length > 0} cellOpen={!!activeCell}
            onHierarchy={(h) => update({ hierarchy: h, level: 0, expanded: [] })} onLevel={(l) => update({ level: l, expanded: [] })} onMeasures={(ids) => update({ measures: ids })}
            onMonths={(months) => update({ months })} onScope={(s) => update({ scope: s, expanded: [] })} onBulk={() => setBulkOpen(true)}
            onCell={(tab) => activeCell && setPanel({ cell: activeCell, tab })}
            basis={basis} onBasis={setBasis} lock={lockState} onLock={toggleLocks} steps={history.steps} stepBusy={history.busy} onStep={(d) => void onStep(d)}
          />
        </Suspense>
      )}
      {meta?.frozenBefore && meta.frozen && (
        <Text size="xs" c="dimmed" px="md" pt="xs" data-testid="grid-frozen-note">{t('grid.ui.frozenNote', { before: texts.month(meta.frozenBefore), start: texts.month(meta.frozen.start), count: meta.frozen.months })}</Text>
      )}
      {message && (
        <Alert color="red" variant="light" m="md" mb={0} role="alert" data-testid="grid-message" withCloseButton={false}>
          <div className="pg-message"><Text size="sm">{message}</Text><CloseButton size="sm" aria-label={t('common.close')} onClick={() => setMessage(null)} /></div>
        </Alert>
      )}
      {notice && (
        <Alert color="blue" variant="light" m="md" mb={0} role="status" data-testid="grid-bulk-result" withCloseButton={false}>
          <div className="pg-message"><Text size="sm">{notice}</Text><CloseButton size="sm" aria-label={t('common.close')} onClick={() => setNotice(null)} /></div>
        </Alert>
      )}
      <ConflictAlert
        conflicts={conflicts.cells} format={(v) => texts.value(v, 'number')}
        label={(c) => `${texts.rowLabel(tree?.nodes.get(c.key)?.row ?? { filter: c.row, label: null, leaf: false, values: [] })} · ${texts.month(c.month)}`}
        onTheirs={() => setConflicts({ cells: [], edits: [] })}
        onMine={() => {
          const again = conflicts.cells.map((c) => ({ row: c.row, month: c.month, from: c.current, to: c.mine }));
          setConflicts({ cells: [], edits: [] });
          void onEdits(again);
        }}
      />
      {data.error ? <LoadFailed message={failureText(data.error, t)} onRetry={data.retry} />
        : !meta || !tree ? <LoadingRows />
        : empty ? <EmptyView title={t('grid.ui.empty')}><Text c="dimmed" size="sm">{t('grid.ui.emptyHint')}</Text></EmptyView>
        : (
          <PlanningGrid
            rows={rows} meta={meta} texts={texts} caption={caption} selection={selection} onSelection={setSelection} expanded={expanded} loadingKeys={data.loadingKeys}
            marks={marks} pending={pending} conflicts={conflictMap} locked={lockedMap} waiting={waiting} clearable={!editField?.required} min={meta.min ?? editField?.min}
            onToggle={onToggle} onEdits={(e, relative) => void onEdits(e, relative)} onMessage={setMessage} busy={data.loading}
          />
        )}
      <div className="dv-footer">
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="grid-status">
          {data.pending.size ? t('grid.ui.saving') : saved ? t('grid.ui.saved', { count: saved }) : t('grid.ui.rowCount', { count: Math.max(0, nodes.length - 1) })}
        </Text>
        <Text size="xs" c="dimmed">{t('grid.ui.keysHint')}</Text>
      </div>
      <Suspense fallback={null}>
        {opened.bulk && (
          <BulkEditDialog
            opened={bulkOpen} cells={bulkOpen ? editableIn().length : 0} rowCells={bulkOpen ? editableIn(true).length : 0}
            fallback={meta?.fallback ? texts.measure(meta.fallback) : null} onClose={() => setBulkOpen(false)}
            onApply={(op: BulkOp, value: number, wholeRows: boolean) => {
              setBulkOpen(false);
              // +n and +% start from the numbers shown: not over months still coming.
              const [left, right] = wholeRows ? [2, (meta?.months.length ?? 0) + 1] : [rect.left, rect.right];
              if ([...waiting].some((m) => m + 2 >= left && m + 2 <= right)) return setMessage(t('common.loading'));
              const plan = bulkPlan(editableIn(wholeRows), op, value, { scale: meta?.scale ?? 3, min: meta?.min ?? editField?.min, max: editField?.max, frozenBefore: meta?.frozenBefore });
              if (plan.edits.length === 0) return setNotice(t(`gridEditing.noneBecause.${mainReason(plan.skipped)}`));
              void onEdits(plan.edits, op !== 'set', true);
            }}
          />
        )}
        {opened.panel && (
          <CellPanel
            route={route.id} view={index} cell={panel?.cell ?? null} tab={panel?.tab ?? 'history'} query={{ hierarchy: hierarchy.id, scope: meta?.scope?.value ?? undefined, filter: state.filter }}
            canRead={!!meta?.comments.read} canWrite={!!meta?.comments.write} onTab={(tab) => setPanel((p) => (p ? { ...p, tab } : p))} onClose={() => setPanel(null)}
            onCommented={(cell) => data.addMark(tree?.nodes.get(rows[selection.focus.row]?.node.key ?? '')?.key ?? '', cell.month, cell.measure)} format={(v) => texts.value(v, 'number')}
          />
        )}
      </Suspense>
    </Card>
  );
}

// The planning grid: an ARIA grid (one tab stop, aria-activedescendant) of
// virtual rows and month columns (only the cells in view are in the DOM, so
// thousands of rows x 36 months scroll without dropped frames), months across
// with the frozen ones marked. Arrows, Home,
// End and Page keys move, Shift extends the range, the mouse selects by
// dragging; Enter, F2 or typing edits the active cell (Enter saves and goes
// down, Tab saves and goes right, Escape cancels); Delete empties; Ctrl+C and
// Ctrl+V copy and paste ranges with a spreadsheet as tab-separated text.
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridEdit, GridMeta } from '../../data/grid-api';
import { isFrozen, monthOf } from '../../data/grid-buckets';
import { monthColumnWidth } from '../../data/grid-column-width';
import { isEditableCell, type DisplayRow } from '../../data/grid-display';
import { keyTarget, moveSelection, rectOf, type GridSelection, type MoveKey } from '../../data/grid-selection';
import { CellEditor } from './CellEditor';
import { GridRowView, type RowCells } from './GridRowView';
import { copyText, pastePlan } from './clipboard';
import type { GridTexts } from './useGridTexts';

const ROW_HEIGHT = 30;
const LABEL_WIDTH = 240;
const MEASURE_WIDTH = 130;
const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

export interface PlanningGridProps {
  rows: DisplayRow[];
  meta: GridMeta;
  texts: GridTexts;
  caption: string;
  selection: GridSelection;
  onSelection(selection: GridSelection): void;
  expanded: ReadonlySet<string>;
  loadingKeys: ReadonlySet<string>;
  /** `${rowKey}|${measureId}` -> months with comments, being saved, in conflict. */
  marks: ReadonlyMap<string, ReadonlySet<number>>;
  pending: ReadonlyMap<string, ReadonlySet<number>>;
  conflicts: ReadonlyMap<string, ReadonlySet<number>>;
  /** Cells the planner locked, by `${rowKey}|${measureId}`. */
  locked?: ReadonlyMap<string, ReadonlySet<number>>;
  /** Month indices whose numbers are still coming: their cells show loading, nothing is copied from them. */
  waiting: ReadonlySet<number>;
  /** May Delete empty a cell (the edited field may be empty). */
  clearable: boolean;
  min?: number;
  onToggle(row: DisplayRow): void;
  /** relative: typed as +n or ±n % of the row's own plan. */
  onEdits(edits: GridEdit[], relative?: boolean): void;
  onMessage(text: string): void;
  busy?: boolean;
}

export function PlanningGrid(props: PlanningGridProps) {
  const { rows, meta, texts, selection } = props;
  const { t } = useTranslation();
  const idPrefix = useId().replace(/:/g, '');
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const dragging = useRef(false);
  const [editing, setEditing] = useState<{ row: number; col: number; text: string } | null>(null);
  const bounds = { rows: rows.length, cols: meta.months.length + 2 };
  // eslint-disable-next-line react-hooks/incompatible-library -- known: TanStack Virtual is not memoizable, so the compiler leaves this component as written; the virtualizer is only used here, never handed to a memoized child
  const virtualizer = useVirtualizer({
    count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10,
    initialRect: { width: 1200, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  // The months in view (and a few either side); the header keeps every month, one row being cheap.
  // The first placement (the active cell's month first, see below) is the columns' first offset: the first render draws
  // those months, instead of the first months and then, once scrolled, every row again.
  // Columns as wide as the widest figure (never clipped), from the numbers the rows hold.
  const monthWidth = useMemo(() => monthColumnWidth(rows.map((r) => ({ values: r.node.row.values[r.measure], format: meta.measures[r.measure]?.format ?? 'number' })), (v, f) => texts.value(v, f)), [rows, meta.measures, texts]);
  const [firstLeft] = useState(() => Math.max(0, selection.focus.col - 2) * monthWidth);
  const columns = useVirtualizer({
    horizontal: true, count: meta.months.length, getScrollElement: () => scrollRef.current, estimateSize: () => monthWidth, overscan: 3,
    paddingStart: LABEL_WIDTH + MEASURE_WIDTH, scrollPaddingStart: LABEL_WIDTH + MEASURE_WIDTH, initialRect: { width: 1200, height: 600 }, initialOffset: firstLeft,
  });
  // A wider figure arrived (an edit, more rows): the columns are measured again.
  useEffect(() => { columns.measure(); }, [monthWidth]); // eslint-disable-line react-hooks/exhaustive-deps
  const shownColumns = columns.getVirtualItems();
  const span = { from: shownColumns[0]?.index ?? 0, to: shownColumns.at(-1)?.index ?? meta.months.length - 1 };
  const frozen = useMemo(() => new Set(meta.months.flatMap((m, i) => (isFrozen(m, meta.frozenBefore) ? [i] : []))), [meta.months, meta.frozenBefore]);
  const current = monthOf(new Date().toISOString().slice(0, 10));
  const rect = rectOf(selection);
  const focus = selection.focus;

  // The active cell stays in view: rows through the virtualizer, columns through the browser (scroll-padding keeps it clear of the sticky labels).
  // The first placement puts its month first (the months that may be changed in view, the past a scroll away).
  const placed = useRef(false);
  // Scrolled there before the first paint. When the browser clamps it (the months narrower than the view), the
  // scroll may not move: an event tells the columns where they are.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || firstLeft === 0) return;
    el.scrollLeft = firstLeft;
    if (el.scrollLeft !== firstLeft) el.dispatchEvent(new Event('scroll'));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (focus.row >= rows.length) return;
    virtualizer.scrollToIndex(focus.row, { align: 'auto' });
    const el = document.getElementById(`${idPrefix}-${focus.row}-${focus.col}`);
    if (!placed.current && focus.col >= 2) columns.scrollToIndex(focus.col - 2, { align: 'start' });
    else if (el) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // A month out of view is not in the DOM: the column virtualizer scrolls to it (clear of the sticky labels).
    else if (focus.col >= 2) columns.scrollToIndex(focus.col - 2, { align: 'auto' });
    placed.current = true;
  }, [focus.row, focus.col]); // eslint-disable-line react-hooks/exhaustive-deps

  const valueAt = (r: number, col: number) => rows[r]?.node.row.values[rows[r].measure]?.[col - 2] ?? null;
  const editable = (r: number, col: number) => col >= 2 && !!rows[r] && isEditableCell(meta, rows[r], col - 2);
  // A change over months whose numbers are still coming would start from empty places: it waits until they are in (a moment).
  const waitingIn = (left: number, right: number) => [...props.waiting].some((m) => m + 2 >= left && m + 2 <= right);
  const select = (to: { row: number; col: number }, extend: boolean) => props.onSelection(moveSelection(selection, to, bounds, extend));

  const startEdit = (text?: string) => {
    if (waitingIn(focus.col, focus.col)) return props.onMessage(t('common.loading'));
    if (!editable(focus.row, focus.col)) {
      if (focus.col >= 2 && rows[focus.row] && meta.measures[rows[focus.row].measure]?.editable && frozen.has(focus.col - 2)) props.onMessage(t('grid.ui.frozenCell', { month: texts.month(meta.months[focus.col - 2]), before: texts.month(meta.frozenBefore ?? '') }));
      return;
    }
    setEditing({ row: focus.row, col: focus.col, text: text ?? texts.editable(valueAt(focus.row, focus.col)) });
  };

  const finishEdit = (value: number | null | undefined, move: MoveKey | null, relative?: boolean) => {
    const at = editing;
    setEditing(null);
    gridRef.current?.focus({ preventScroll: true });
    if (!at) return;
    if (value !== undefined) {
      const from = valueAt(at.row, at.col);
      if (value !== from) props.onEdits([{ row: rows[at.row].node.row.filter, month: meta.months[at.col - 2], from, to: value }], relative);
    }
    if (move) select(keyTarget({ row: at.row, col: at.col }, move, bounds, 1), false);
  };

  const clearRange = () => {
    if (!props.clearable) return;
    if (waitingIn(rect.left, rect.right)) return props.onMessage(t('common.loading'));
    const edits: GridEdit[] = [];
    for (let r = rect.top; r <= rect.bottom; r++) {
      for (let c = Math.max(2, rect.left); c <= rect.right; c++) {
        if (editable(r, c) && valueAt(r, c) !== null) edits.push({ row: rows[r].node.row.filter, month: meta.months[c - 2], from: valueAt(r, c), to: null });
      }
    }
    if (edits.length) props.onEdits(edits);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const ctrl = event.ctrlKey || event.metaKey;
    if (MOVES.has(event.key)) {
      event.preventDefault();
      select(keyTarget(focus, event.key as MoveKey, bounds, page, ctrl), event.shiftKey);
    } else if ((event.key === 'Enter' || event.key === ' ') && focus.col === 0) {
      event.preventDefault();
      if (rows[focus.row]) props.onToggle(rows[focus.row]);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      clearRange();
    } else if (event.key === 'Escape') {
      props.onSelection({ anchor: focus, focus });
    } else if (event.key.length === 1 && !ctrl && !event.altKey && /[0-9+\-.,]/.test(event.key)) {
      event.preventDefault();
      startEdit(event.key);
    }
  };

  const cellAt = (target: EventTarget) => {
    const cell = (target as HTMLElement).closest?.('td, th[role="rowheader"]') as HTMLElement | null;
    const tr = cell?.closest('tr');
    // Columns by their number, not their place: the months out of view are one spacer cell.
    if (!cell || !tr || tr.dataset.index === undefined || cell.dataset.col === undefined) return null;
    return { row: Number(tr.dataset.index), col: Number(cell.dataset.col) };
  };
  const onMouseDown = (event: MouseEvent) => {
    const at = cellAt(event.target);
    if (!at || (event.target as HTMLElement).closest('button, input')) return;
    event.preventDefault();
    gridRef.current?.focus({ preventScroll: true });
    dragging.current = true;
    select(at, event.shiftKey);
  };
  const onMouseOver = (event: MouseEvent) => {
    if (!dragging.current) return;
    const at = cellAt(event.target);
    if (at) select(at, true);
  };
  useEffect(() => {
    const up = () => { dragging.current = false; };
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, []);

  const onCopy = (event: ClipboardEvent) => {
    if (editing) return;
    event.preventDefault();
    // Empty places of months still coming are not numbers to copy.
    if (waitingIn(rect.left, rect.right)) return props.onMessage(t('common.loading'));
    event.clipboardData.setData('text/plain', copyText(rows, meta, rect, texts));
  };
  const onPaste = (event: ClipboardEvent) => {
    if (editing) return;
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/plain');
    const width = Math.max(...pasted.split(/\r?\n/).map((line) => line.split('\t').length));
    if (waitingIn(rect.left, Math.max(rect.right, rect.left + width - 1))) return props.onMessage(t('common.loading'));
    const plan = pastePlan(pasted, rows, meta, rect, texts.decimal, props.min);
    if (plan.message) props.onMessage(t(plan.message.key, plan.message.vars));
    if (plan.edits.length) props.onEdits(plan.edits);
  };

  const rowCells = (index: number): RowCells => {
    const key = `${rows[index].node.key}|${meta.measures[rows[index].measure].id}`;
    return {
      selected: index >= rect.top && index <= rect.bottom ? [rect.left, rect.right] : null,
      active: index === focus.row ? focus.col : null,
      marked: props.marks.get(key), pending: props.pending.get(key), conflict: props.conflicts.get(key), locked: props.locked?.get(key),
    };
  };
  // Stable, so rows are not rendered again because a handler is new.
  const toggleRef = useRef(props.onToggle);
  toggleRef.current = props.onToggle;
  const [toggle] = useState(() => (row: DisplayRow) => toggleRef.current(row));
  const rowTexts = useMemo(() => ({ expand: t('grid.ui.expand'), collapse: t('grid.ui.collapse'), comments: t('grid.ui.hasComments'), frozen: t('grid.ui.frozen'), loading: t('common.loading'), locked: t('gridEditing.locked') }), [t]);
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const activeRendered = items.some((i) => i.index === focus.row) && (focus.col < 2 || (focus.col - 2 >= span.from && focus.col - 2 <= span.to));
  const measureLabels = useMemo(() => new Map(meta.measures.map((m) => [m.id, texts.measure(m.id)])), [meta.measures, texts]);

  return (
    <div ref={scrollRef} className={`pg-scroll${props.busy ? ' pg-busy' : ''}`} data-testid="planning-grid">
      <table
        ref={gridRef} role="grid" tabIndex={0} className="pg-table" aria-rowcount={rows.length + 1} aria-colcount={bounds.cols} aria-multiselectable
        aria-label={props.caption} aria-activedescendant={activeRendered ? `${idPrefix}-${focus.row}-${focus.col}` : undefined}
        onKeyDown={onKeyDown} onMouseDown={onMouseDown} onMouseOver={onMouseOver} onDoubleClick={() => startEdit()} onCopy={onCopy} onPaste={onPaste}
        style={{ width: LABEL_WIDTH + MEASURE_WIDTH + meta.months.length * monthWidth }}
      >
        <colgroup><col style={{ width: LABEL_WIDTH }} /><col style={{ width: MEASURE_WIDTH }} />{meta.months.map((m) => <col key={m} style={{ width: monthWidth }} />)}</colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th role="columnheader" className="pg-label pg-head">{t('grid.ui.row')}</th>
            <th role="columnheader" className="pg-measure pg-head">{t('grid.ui.measure')}</th>
            {meta.months.map((m, i) => (
              <th key={m} role="columnheader" className={`pg-head pg-month${frozen.has(i) ? ' pg-frozen' : ''}${m === current ? ' pg-current' : ''}${m < current ? ' pg-past' : ''}`} data-month={m}>
                {frozen.has(i) && <IconLock size={11} aria-hidden className="pg-head-lock" />}
                <span>{texts.month(m)}</span>
                {frozen.has(i) && <span className="visually-hidden"> ({t('grid.ui.frozen')})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr aria-hidden="true" className="pg-spacer" style={{ height: top }}><td colSpan={bounds.cols} /></tr>}
          {items.map((item) => {
            const row = rows[item.index];
            const measure = meta.measures[row.measure];
            const isEditing = editing?.row === item.index;
            return (
              <GridRowView
                key={`${row.node.key}|${measure.id}`} row={row} index={item.index} idPrefix={idPrefix} values={row.node.row.values[row.measure]} measure={measure}
                measureLabel={measureLabels.get(measure.id)!} label={texts.rowLabel(row.node.row)} months={meta.months} from={span.from} to={span.to} frozen={frozen}
                expandable={row.first && row.node.depth > 0 && !row.node.row.leaf} expanded={props.expanded.has(row.node.key)} loading={props.loadingKeys.has(row.node.key)}
                editing={isEditing ? { col: editing.col, node: <CellEditor initial={editing.text} label={`${texts.rowLabel(row.node.row)} · ${texts.measure(measure.id)} · ${texts.month(meta.months[editing.col - 2])}`} decimal={texts.decimal} current={valueAt(editing.row, editing.col)} onDone={finishEdit} invalid={t('grid.ui.notANumber')} /> } : null}
                format={texts.value} onToggle={toggle} texts={rowTexts} waiting={props.waiting} {...rowCells(item.index)}
              />
            );
          })}
          {bottom > 0 && <tr aria-hidden="true" className="pg-spacer" style={{ height: bottom }}><td colSpan={bounds.cols} /></tr>}
        </tbody>
      </table>
    </div>
  );
}

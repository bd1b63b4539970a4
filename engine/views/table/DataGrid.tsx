// The table of rows: a sticky header whose buttons sort (aria-sort), and
// virtual rows (only those in view are in the DOM, so 500 rows scroll as
// smoothly as 20). Keyboard: the rows are one tab stop; arrows, Page
// Up/Down, Home and End move the focus; Enter opens the row.
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { DataRow } from '../../data/api';
import type { SortSpec } from '../../data/list-query';
import { ariaSort } from '../../data/table-state';
import { fitColumnWidths, type MeasuredColumn } from './fit-columns';

export interface GridColumn {
  path: string;
  label: string;
  numeric: boolean;
  /** False for paths the server cannot sort by. */
  sortable: boolean;
  text(row: DataRow): string;
}

const ROW_HEIGHT = 37;

export function DataGrid({ columns, rows, sort, onSort, onOpen, caption, busy, testId = 'data-grid' }: {
  columns: GridColumn[];
  rows: DataRow[];
  sort: SortSpec[];
  onSort(path: string): void;
  onOpen(row: DataRow): void;
  caption: string;
  busy?: boolean;
  testId?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  // TanStack Virtual returns fresh functions each render; this component is not compiled by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Rows show on the first paint, before the box is measured (and where there is no layout).
    initialRect: { width: 1200, height: 600 },
  });

  // New rows (another page, a sort): the focus goes back to the first row, the scroll to the top.
  useEffect(() => {
    setFocused(0);
    scrollRef.current?.scrollTo({ top: 0 });
  }, [rows]);

  const items = virtualizer.getVirtualItems();
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (el) {
      el.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocused(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 370) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      PageDown: () => move(index + page),
      PageUp: () => move(index - page),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      Enter: () => onOpen(rows[index]),
      ' ': () => onOpen(rows[index]),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  // Column widths are measured once per set of columns (auto layout on the first rows), then fixed:
  // scrolling swaps rows without re-laying out the whole table, and columns do not jump.
  const tableRef = useRef<HTMLTableElement>(null);
  const columnsKey = columns.map((c) => c.path).join('|');
  const [widths, setWidths] = useState<{ key: string; px: number[] } | null>(null);
  const fixed = widths?.key === columnsKey ? widths.px : null;
  useLayoutEffect(() => {
    if (fixed || rows.length === 0 || !tableRef.current || !scrollRef.current) return;
    const measured = measureColumns(tableRef.current, columns);
    if (measured.every((c) => c.natural > 0)) setWidths({ key: columnsKey, px: fitColumnWidths(measured, scrollRef.current.clientWidth) });
  }, [fixed, rows.length, columnsKey, columns]);

  // Stable across renders, so rows that stay in view are not rendered again while scrolling.
  const handlers = useRef<RowHandlers>(null as unknown as RowHandlers);
  handlers.current = { focus: setFocused, open: onOpen, key: onKeyDown };

  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div ref={scrollRef} className={`dv-grid-scroll${busy ? ' dv-grid-busy' : ''}`} data-testid={testId} aria-busy={busy || undefined}>
      <table ref={tableRef} className="dv-grid" aria-rowcount={rows.length + 1} style={fixed ? { tableLayout: 'fixed' } : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        {fixed && <colgroup>{fixed.map((w, i) => <col key={i} style={{ width: w }} />)}</colgroup>}
        <GridHeader columns={columns} sort={sort} onSort={onSort} />
        <tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }}><td colSpan={columns.length} style={{ padding: 0, border: 0 }} /></tr>}
          {items.map((item) => (
            <GridRow key={rows[item.index].id} row={rows[item.index]} index={item.index} columns={columns} focused={item.index === focused} handlers={handlers} />
          ))}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }}><td colSpan={columns.length} style={{ padding: 0, border: 0 }} /></tr>}
        </tbody>
      </table>
    </div>
  );
}

// Padding (12 px each side), the sort icon (14) and its gap (4) around a heading's label.
const HEADING_CHROME = 42;

/** Each column's auto-layout width, its narrowest (its heading's label, whole) and whether it may narrow. */
function measureColumns(table: HTMLTableElement, columns: GridColumn[]): MeasuredColumn[] {
  const cells = [...table.querySelectorAll<HTMLElement>('thead th')];
  return cells.map((th, i) => {
    const label = th.querySelector('.dv-sort > span, span.dv-sort');
    return {
      natural: th.getBoundingClientRect().width,
      min: Math.ceil((label?.getBoundingClientRect().width ?? 0) + HEADING_CHROME),
      // The first column names the row (a code, a number): it stays whole, like the figures.
      shrinkable: i > 0 && !columns[i]?.numeric,
    };
  });
}

interface RowHandlers {
  focus(index: number): void;
  open(row: DataRow): void;
  key(event: KeyboardEvent<HTMLTableRowElement>, index: number): void;
}

const GridHeader = memo(function GridHeader({ columns, sort, onSort }: { columns: GridColumn[]; sort: SortSpec[]; onSort(path: string): void }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column) => {
          const state = ariaSort(sort, column.path);
          const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconSelector;
          return (
            <th key={column.path} scope="col" aria-sort={column.sortable ? state : undefined} className={column.numeric ? 'num' : undefined} data-column={column.path}>
              {column.sortable ? (
                <button type="button" className="dv-sort" onClick={() => onSort(column.path)} data-testid={`sort-${column.path}`}>
                  <span>{column.label}</span>
                  <Icon size={14} aria-hidden style={{ opacity: state === 'none' ? 0.4 : 1, flex: 'none' }} />
                </button>
              ) : (
                <span className="dv-sort">{column.label}</span>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

const GridRow = memo(function GridRow({ row, index, columns, focused, handlers }: {
  row: DataRow;
  index: number;
  columns: GridColumn[];
  focused: boolean;
  handlers: RefObject<RowHandlers>;
}) {
  return (
    <tr
      data-index={index}
      data-row-id={row.id}
      aria-rowindex={index + 2}
      tabIndex={focused ? 0 : -1}
      onFocus={() => handlers.current.focus(index)}
      onClick={() => handlers.current.open(row)}
      onKeyDown={(e) => handlers.current.key(e, index)}
    >
      {columns.map((column) => {
        const text = column.text(row);
        return <td key={column.path} className={column.numeric ? 'num' : undefined} title={!column.numeric && text.length > 12 ? text : undefined}>{text}</td>;
      })}
    </tr>
  );
});

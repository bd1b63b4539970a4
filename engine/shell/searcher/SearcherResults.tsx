// The searcher's result list (a listbox of groups of options), rendering only
// the rows in view (searcher-rows.ts): rows have fixed heights, so the list
// knows where every row is without measuring, and a keystroke renders the
// list's height of rows (useListHeight) whatever the number of matches. The selected option is
// always rendered (the search box points at it with aria-activedescendant)
// and scrolled into view when the arrows move it; a new query starts at the top
// and reuses the rows already drawn (keys are places in the list).
import { Loader } from '@mantine/core';
import { memo, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { NavSearchEntry } from '../../navigation';
import classes from './Searcher.module.css';
import { layoutRows, scrollToRow, visibleRows, type SearcherRow } from './searcher-rows';
import type { SearcherView } from './searcher-view';
import { useListHeight } from './useListHeight';

export interface SearcherResultsProps {
  view: SearcherView<NavSearchEntry>;
  /** Position of the selected option in view.items. */
  current: number;
  isPending(item: NavSearchEntry): boolean;
  hintOf(item: NavSearchEntry): string;
  onPick(position: number, item: NavSearchEntry): void;
  listId: string;
  optionId(position: number): string;
  /** The listbox's accessible name. */
  label: string;
  /** The count shown beside a group title. */
  countText(count: number): string;
  /** Shown instead of the list when there is nothing to list. */
  emptyText: string;
  ref?: Ref<SearcherResultsHandle>;
}

export interface SearcherResultsHandle {
  /** Back to the top if scrolled: a new query that kept the same list (the same view) starts there too. */
  toTop(): void;
}

type OptionRow = Extract<SearcherRow<NavSearchEntry>, { kind: 'option' }>;

/** Memoised: a keystroke that changes no result passes the same props (the same view, viewKeeper) and skips it. */
export const SearcherResults = memo(function SearcherResults({ view, current, isPending, hintOf, onPick, listId, optionId, label, countText, emptyText, ref }: SearcherResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The scroll position belongs to one list: a new query (a new view) starts at the top.
  const [scroll, setScroll] = useState({ view, top: 0 });
  const scrollTop = scroll.view === view ? scroll.top : 0;
  const layout = useMemo(() => layoutRows(view.groups), [view]);
  // The list's own height (not the window's): only the rows in it are drawn.
  const viewport = useListHeight(listRef);

  // Back to the top for a new list. Whether the list was scrolled is known from
  // its scroll events: reading scrollTop here, after the DOM changed, would
  // force a layout on every keystroke.
  const scrolled = useRef(false);
  const toTop = () => {
    const list = listRef.current;
    if (!list || !scrolled.current) return;
    scrolled.current = false;
    list.scrollTop = 0;
    setScroll({ view, top: 0 });
  };
  useEffect(toTop, [view]);
  useImperativeHandle(ref, () => ({ toTop }));

  // Keep the selected option in view when the arrows move it (reads the
  // list's size, so only when the selection is not the first option).
  useEffect(() => {
    const list = listRef.current;
    if (!list || current === 0) return;
    const to = scrollToRow(layout.rows, layout.optionRow[current], list.scrollTop, list.clientHeight);
    if (to !== null) list.scrollTop = to;
  }, [current, layout]);

  const count = view.items.length;
  const [start, end] = visibleRows(layout.rows, scrollTop, viewport);
  const selectedRow = layout.optionRow[current];
  const groups = new Map<number, OptionRow[]>();
  for (let r = start; r < end; r++) addRow(groups, layout.rows[r]);
  if (selectedRow !== undefined && (selectedRow < start || selectedRow >= end)) addRow(groups, layout.rows[selectedRow]);

  return (
    <div className={classes.results} ref={listRef} onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        scrolled.current = top > 0;
        setScroll({ view, top });
      }}>
      {count > 0 ? (
        <div role="listbox" id={listId} aria-label={label} className={classes.listbox} style={{ height: layout.height }}>
          {[...groups].sort(([a], [b]) => a - b).map(([g, options]) => {
            const group = view.groups[g];
            const labelRow = layout.rows.find((row) => row.kind === 'label' && row.group === g)!;
            const labelId = `${listId}-${group.id}`;
            return (
              // Keyed by place, not by what they show (both here and for the options): a new
              // query updates the texts of the rows already drawn instead of replacing them.
              <div role="group" aria-labelledby={labelId} key={g} data-testid="searcher-group">
                <div className={`${classes.groupLabel} ${classes.row}`} id={labelId} style={{ top: labelRow.top }}>
                  <span>{group.title}</span>
                  <span className={classes.count} data-testid="searcher-group-count">{countText(group.count)}</span>
                </div>
                {options.sort((a, b) => a.position - b.position).map((row) => (
                  <ResultOption
                    key={row.position}
                    id={optionId(row.position)}
                    item={row.item}
                    position={row.position}
                    setSize={count}
                    top={row.top}
                    selected={row.position === current}
                    pending={isPending(row.item)}
                    hint={hintOf(row.item)}
                    onPick={onPick}
                  />
                ))}
              </div>
            );
          })}
        </div>
      ) : (
        <p className={classes.empty} data-testid="searcher-empty">{emptyText}</p>
      )}
    </div>
  );
});

/** Groups the rendered option rows by group; a label row only makes its group appear. */
function addRow(groups: Map<number, OptionRow[]>, row: SearcherRow<NavSearchEntry>) {
  let list = groups.get(row.group);
  if (!list) groups.set(row.group, (list = []));
  if (row.kind === 'option' && !list.includes(row)) list.push(row);
}

interface ResultOptionProps {
  id: string;
  item: NavSearchEntry;
  position: number;
  setSize: number;
  top: number;
  selected: boolean;
  pending: boolean;
  hint: string;
  onPick(position: number, item: NavSearchEntry): void;
}

/** One result. Plain elements (no Mantine component per row) and memoised: scrolling re-renders only the rows that change. */
const ResultOption = memo(function ResultOption({ id, item, position, setSize, top, selected, pending, hint, onPick }: ResultOptionProps) {
  return (
    <div
      id={id}
      role="option"
      // Reached with the arrows from the search box (aria-activedescendant), never by Tab.
      tabIndex={-1}
      aria-selected={selected}
      aria-busy={pending || undefined}
      // Only a screenful is in the DOM: say where this one is in the whole list.
      aria-setsize={setSize}
      aria-posinset={position + 1}
      className={`${classes.option} ${classes.row}`}
      style={{ top }}
      data-path={item.path}
      data-testid="searcher-option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(position, item)}
    >
      <span className={classes.optionText}>
        <span className={classes.optionTitle} title={item.title}>{item.title}</span>
        {hint && <span className={classes.optionHint}>{hint}</span>}
      </span>
      {pending && <Loader size={16} color="currentColor" aria-hidden data-testid="searcher-option-spinner" />}
    </div>
  );
});

// One row of the planning grid: the member's label (with its open/close
// button) and the measure on the left, sticky, then one cell per month in
// view (the months either side stand as one empty spacer cell each).
// Memoised on what changes it, so scrolling and editing re-render only the
// rows concerned.
import { Loader } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLock } from '@tabler/icons-react';
import { memo } from 'react';
import type { GridMeasureInfo } from '../../data/grid-api';
import type { DisplayRow } from '../../data/grid-display';

export interface RowCells {
  /** Selected columns of this row (inclusive), or null. */
  selected: [number, number] | null;
  /** The active cell's column when it is in this row. */
  active: number | null;
  /** Month indices with comments, being saved, in conflict. */
  marked?: ReadonlySet<number>;
  pending?: ReadonlySet<number>;
  conflict?: ReadonlySet<number>;
  /** Month indices the planner locked: an edit of a row above keeps their value. */
  locked?: ReadonlySet<number>;
}

export interface RowProps extends RowCells {
  row: DisplayRow;
  index: number;
  idPrefix: string;
  values: ReadonlyArray<number | null>;
  measure: GridMeasureInfo;
  measureLabel: string;
  label: string;
  months: readonly string[];
  /** The months in view: indices from..to (inclusive) get cells. */
  from: number;
  to: number;
  frozen: ReadonlySet<number>;
  /** Months whose numbers are still coming (shown loading, not as empty cells). */
  waiting: ReadonlySet<number>;
  expandable: boolean;
  expanded: boolean;
  loading: boolean;
  editing: { col: number; node: React.ReactNode } | null;
  format(value: number | null, format: GridMeasureInfo['format']): string;
  onToggle(row: DisplayRow): void;
  texts: { expand: string; collapse: string; comments: string; frozen: string; loading: string; locked: string };
}

export const GridRowView = memo(function GridRowView(p: RowProps) {
  const { row, index, idPrefix } = p;
  const inSel = (col: number) => p.selected !== null && col >= p.selected[0] && col <= p.selected[1];
  const editableMeasure = p.measure.editable && p.measure.available;
  const depth = row.node.depth;
  const cls = ['pg-row', row.first ? 'pg-first' : '', row.last ? 'pg-last' : '', depth === 0 ? 'pg-total' : '', editableMeasure ? 'pg-edit-row' : ''].filter(Boolean).join(' ');
  return (
    <tr className={cls} aria-rowindex={index + 2} data-index={index} data-row={row.node.key} data-measure={p.measure.id}>
      <th
        role="rowheader" scope="row" id={`${idPrefix}-${index}-0`} data-col={0} aria-colindex={1} className="pg-label" aria-selected={inSel(0)}
        data-active={p.active === 0 || undefined} aria-expanded={row.first && p.expandable ? p.expanded : undefined}
        style={{ paddingLeft: 8 + Math.max(0, depth - 1) * 16 }}
      >
        {row.first ? (
          <span className="pg-label-inner">
            {p.expandable ? (
              <button type="button" tabIndex={-1} className="pg-toggle" onClick={() => p.onToggle(row)} aria-label={p.expanded ? p.texts.collapse : p.texts.expand} data-testid="grid-toggle">
                {p.loading ? <Loader size={12} /> : p.expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              </button>
            ) : <span className="pg-toggle-space" aria-hidden />}
            <span className="pg-label-text" title={p.label}>{p.label}</span>
          </span>
        ) : <span className="visually-hidden">{p.label}</span>}
      </th>
      <th role="rowheader" scope="row" id={`${idPrefix}-${index}-1`} data-col={1} aria-colindex={2} className="pg-measure" aria-selected={inSel(1)} data-active={p.active === 1 || undefined}>
        {p.measureLabel}
      </th>
      {p.from > 0 && <td className="pg-gap" colSpan={p.from} role="presentation" aria-hidden />}
      {p.months.slice(p.from, p.to + 1).map((month, k) => {
        const m = p.from + k;
        const col = m + 2;
        const frozen = p.frozen.has(m);
        const editable = editableMeasure && !frozen;
        const value = p.values[m] ?? null;
        const waiting = p.waiting.has(m);
        return (
          <td
            key={month} role="gridcell" id={`${idPrefix}-${index}-${col}`} aria-colindex={col + 1} aria-selected={inSel(col)} aria-readonly={!editable}
            className={`pg-cell${frozen && editableMeasure ? ' pg-frozen' : ''}${editable ? ' pg-editable' : ''}`} data-col={col} data-month={month}
            data-active={p.active === col || undefined} data-waiting={waiting || undefined} aria-busy={waiting || undefined} data-pending={p.pending?.has(m) || undefined} data-conflict={p.conflict?.has(m) || undefined} data-marked={p.marked?.has(m) || undefined} data-locked={p.locked?.has(m) || undefined}
          >
            {p.editing?.col === col ? p.editing.node : waiting ? <span className="pg-wait" role="img" aria-label={p.texts.loading} /> : (
              <>
                {p.measure.available ? p.format(value, p.measure.format) : ''}
                {p.marked?.has(m) && <span className="pg-mark" role="img" aria-label={p.texts.comments} />}
                {p.locked?.has(m) && <IconLock className="pg-lock pg-locked-icon" size={11} aria-label={p.texts.locked} data-testid="grid-locked" />}
                {frozen && editableMeasure && p.active === col && <IconLock className="pg-lock" size={11} aria-label={p.texts.frozen} />}
              </>
            )}
          </td>
        );
      })}
      {p.to < p.months.length - 1 && <td className="pg-gap" colSpan={p.months.length - 1 - p.to} role="presentation" aria-hidden />}
    </tr>
  );
});

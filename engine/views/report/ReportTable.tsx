// The report's table: the row dimensions, then the measures (under each
// pivot value, then their totals); subtotals after their group, the grand
// total in the footer. Headers of row dimensions and measure totals sort
// (aria-sort). Rows are virtual, so thousands scroll as smoothly as ten; a
// page of them (ReportPager) starts at the top.
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn, ReportResult } from '../../data/report-api';
import { dimensionText, displayRows, measureText, type DisplayRow } from '../../data/report-table';
import { ariaSort, toggleSort } from '../../data/table-state';
import type { SortSpec } from '../../data/list-query';
import type { ReportTexts } from './useReportTexts';

const ROW_HEIGHT = 35;

function cellText(row: DisplayRow, column: ReportColumn, index: number, texts: ReportTexts, total: string): string {
  if (column.kind === 'measure') return measureText(column.format, row.row.values[column.key], texts.ctx);
  if (row.kind === 'row' || index < row.row.level) return dimensionText(column.dimension, row.row.keys[column.id] ?? null, row.row.labels[column.id], column.field, texts.ctx, column.labelKind);
  return index === row.row.level ? total : '';
}

export function ReportTable({ result, texts, caption, busy, page, onSort }: {
  result: ReportResult;
  texts: ReportTexts;
  caption: string;
  busy: boolean;
  /** The page shown: another one scrolls back to the first row. */
  page: number;
  onSort(sort: SortSpec[]): void;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [page]);
  const all = displayRows(result);
  const body = all.filter((r) => r.kind !== 'total');
  const grand = all.find((r) => r.kind === 'total');
  const total = t('reports.ui.total');
  // eslint-disable-next-line react-hooks/incompatible-library -- known: TanStack Virtual is not memoizable, so the compiler leaves this component as written; the virtualizer is only used here, never handed to a memoized child
  const virtualizer = useVirtualizer({
    count: body.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 16,
    initialRect: { width: 1200, height: 600 },
  });
  const pivot = result.pivot;
  const measureCount = result.query.measures.length;
  const twoRows = !!pivot && measureCount > 1;
  const pivotColumns = result.columns.filter((c) => c.kind === 'measure' && c.pivot);
  const pivotText = (c: ReportColumn) => (c.pivot ? dimensionText(pivot?.dimension, c.pivot.value, c.pivot.label, pivot?.field, texts.ctx, pivot?.labelKind) : total);
  const sortable = (c: ReportColumn) => (c.kind === 'dimension' || !c.pivot);

  const header = (c: ReportColumn, label: string, extra: { rowSpan?: number } = {}) => {
    const numeric = c.kind === 'measure';
    if (!sortable(c)) return <th key={c.key} scope="col" className={numeric ? 'num' : undefined} {...extra}><span className="dv-sort">{label}</span></th>;
    const state = ariaSort(result.query.sort, c.id);
    const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconSelector;
    return (
      <th key={c.key} scope="col" aria-sort={state} className={numeric ? 'num' : undefined} {...extra}>
        <button type="button" className="dv-sort" onClick={() => onSort(toggleSort(result.query.sort, c.id))} data-testid={`report-sort-${c.id}`}>
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: state === 'none' ? 0.4 : 1, flex: 'none' }} />
        </button>
      </th>
    );
  };

  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const rowOf = (row: DisplayRow, key: string, index?: number) => (
    <tr key={key} className={`report-${row.kind}`} data-kind={row.kind} data-level={row.row.level} {...(index !== undefined ? { 'data-index': index } : {})}>
      {result.columns.map((c, i) => {
        const text = cellText(row, c, i, texts, total);
        return c.kind === 'dimension' && i === 0 && row.kind !== 'row'
          ? <th key={c.key} scope="row" title={text.length > 40 ? text : undefined}>{text}</th>
          : <td key={c.key} className={c.kind === 'measure' ? 'num' : undefined} title={text.length > 40 ? text : undefined}>{text}</td>;
      })}
    </tr>
  );

  return (
    <div ref={scrollRef} className={`dv-grid-scroll report-scroll${busy ? ' dv-grid-busy' : ''}`} data-testid="report-table" aria-busy={busy || undefined}>
      <table className="dv-grid report-grid" aria-rowcount={all.length + (twoRows ? 2 : 1)}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {twoRows ? (
            <>
              <tr>
                {result.columns.filter((c) => c.kind === 'dimension').map((c) => header(c, texts.dimension(c.id), { rowSpan: 2 }))}
                {[...new Map(pivotColumns.map((c) => [JSON.stringify(c.pivot!.value), c])).values()].map((c) => (
                  <th key={`p:${JSON.stringify(c.pivot!.value)}`} scope="colgroup" colSpan={measureCount} className="num report-pivot-head"><span className="dv-sort">{pivotText(c)}</span></th>
                ))}
                <th scope="colgroup" colSpan={measureCount} className="num report-pivot-head"><span className="dv-sort">{total}</span></th>
              </tr>
              <tr className="report-second-head">
                {result.columns.filter((c) => c.kind === 'measure').map((c) => header(c, texts.measure(c.id)))}
              </tr>
            </>
          ) : (
            <tr>
              {result.columns.map((c) => header(c, c.kind === 'dimension' ? texts.dimension(c.id) : pivot ? pivotText(c) : texts.measure(c.id)))}
            </tr>
          )}
        </thead>
        <tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }}><td colSpan={result.columns.length} style={{ padding: 0, border: 0 }} /></tr>}
          {items.map((item) => rowOf(body[item.index], `${body[item.index].kind}:${JSON.stringify(body[item.index].row.keys)}`, item.index))}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }}><td colSpan={result.columns.length} style={{ padding: 0, border: 0 }} /></tr>}
        </tbody>
        {grand && <tfoot>{rowOf(grand, 'total')}</tfoot>}
      </table>
    </div>
  );
}

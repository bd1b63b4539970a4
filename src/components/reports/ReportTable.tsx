// A custom report's content: a table sortable by any column (click a header:
// ascending, descending, back to the report's order), numbers right-aligned
// in the user's locale, empty cells as a dash.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomReport } from '../../../engine/http';
import { ariaSort, type SortState } from '../../lib/table-sort';
import { SortableHeader } from '../SortableHeader';

export function ReportTable({ report, rows, sort, onSort }: {
  report: CustomReport;
  rows: CustomReport['Rows'];
  sort: SortState | null;
  onSort(column: number): void;
}) {
  const { i18n, t } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const numeric = report.Columns.map((_, c) => report.Rows.length > 0 && report.Rows.every((row) => row[c] === null || typeof row[c] === 'number'));

  return (
    <Table.ScrollContainer minWidth={Math.max(480, report.Columns.length * 140)}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="md" className="report-table" data-testid="report-table" aria-label={report.Name}>
        <Table.Thead>
          <Table.Tr>
            {report.Columns.map((column, c) => (
              <SortableHeader key={column} sort={ariaSort(sort, c)} onSort={() => onSort(c)} align={numeric[c] ? 'right' : 'left'} testId={`report-sort-${c}`}>
                {column}
              </SortableHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, c) => (
                <Table.Td key={c} className={numeric[c] ? 'num' : undefined}>
                  {cell === null || cell === '' ? <span aria-label={t('customReport.emptyCell')}>—</span> : typeof cell === 'number' ? number.format(cell) : cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

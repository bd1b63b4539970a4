// The table of a list editor: a header of column titles (and a last,
// visually hidden one for the row actions), rows given by the caller, and a
// horizontal scroll below minWidth.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListTable({ columns, actionsLabel, minWidth, testId, children }: {
  columns: readonly string[];
  /** The hidden header of the actions column; none: no actions column. */
  actionsLabel?: string;
  minWidth: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => <Table.Th key={column}>{column}</Table.Th>)}
            {actionsLabel !== undefined && <Table.Th><span className="visually-hidden">{actionsLabel}</span></Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

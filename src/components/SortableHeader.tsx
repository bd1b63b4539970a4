// A table header that sorts its column: a button inside the <th>, whose
// aria-sort says the current order (WAI-ARIA APG "sortable table").
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

export function SortableHeader({ children, sort, onSort, align, testId, style }: {
  children: ReactNode;
  sort: 'ascending' | 'descending' | 'none';
  onSort(): void;
  align?: 'left' | 'right';
  testId?: string;
  style?: CSSProperties;
}) {
  const Icon = sort === 'ascending' ? IconArrowUp : sort === 'descending' ? IconArrowDown : IconSelector;
  return (
    <Table.Th aria-sort={sort} style={{ padding: 0, ...style }} data-testid={testId}>
      <UnstyledButton onClick={onSort} className="sortable-header" style={{ justifyContent: align === 'right' ? 'flex-end' : 'flex-start' }}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'} style={{ width: '100%' }}>
          <Text fw={650} size="sm" component="span">{children}</Text>
          <Icon size={14} aria-hidden style={{ opacity: sort === 'none' ? 0.45 : 1, flex: 'none' }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

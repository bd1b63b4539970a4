// Edits someone else's change got ahead of: each cell with the value the
// planner typed and the one now saved, and the two ways out (save mine over
// the new value, knowingly, or keep theirs). Nothing was saved meanwhile.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConflictCell } from './useGridData';

export function ConflictAlert({ conflicts, label, format, onMine, onTheirs }: {
  conflicts: ConflictCell[];
  label(cell: ConflictCell): string;
  format(value: number | null): string;
  onMine(): void;
  onTheirs(): void;
}) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('grid.ui.conflictTitle')} m="md" mb={0} role="alert" data-testid="grid-conflict">
      <Text size="sm" mb="xs">{t('grid.ui.conflictText')}</Text>
      <List size="sm" spacing={2} mb="sm">
        {conflicts.slice(0, 5).map((c) => (
          <List.Item key={`${c.key}@${c.month}`}>
            {t('grid.ui.conflictCell', { cell: label(c), mine: format(c.mine) || '—', current: format(c.current) || '—' })}
          </List.Item>
        ))}
      </List>
      {conflicts.length > 5 && <Text size="xs" c="dimmed" mb="xs">{t('grid.ui.conflictMore', { count: conflicts.length - 5 })}</Text>}
      <Group gap="xs">
        <Button size="xs" color="orange" onClick={onMine} data-testid="grid-conflict-mine">{t('grid.ui.conflictMine')}</Button>
        <Button size="xs" variant="default" onClick={onTheirs} data-testid="grid-conflict-theirs">{t('grid.ui.conflictTheirs')}</Button>
      </Group>
    </Alert>
  );
}

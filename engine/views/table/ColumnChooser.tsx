// Which columns show: a checkbox per readable column; the first stays so a
// row always has something to open. Remembered per user and view.
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ColumnChooser({ columns, hidden, onChange }: {
  columns: Array<{ path: string; label: string }>;
  hidden: ReadonlySet<string>;
  onChange(hidden: Set<string>): void;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-testid="columns-button">
          {t('data.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="columns-panel">
        <Text size="sm" fw={650} mb="xs" id="columns-title">{t('data.table.columnsTitle')}</Text>
        <Stack gap={6} role="group" aria-labelledby="columns-title" mah={360} style={{ overflowY: 'auto' }}>
          {columns.map((c, i) => (
            <Checkbox
              key={c.path}
              label={c.label}
              checked={i === 0 || !hidden.has(c.path)}
              disabled={i === 0}
              onChange={(e) => {
                const next = new Set(hidden);
                if (e.currentTarget.checked) next.delete(c.path);
                else next.add(c.path);
                onChange(next);
              }}
              data-testid={`column-toggle-${c.path}`}
            />
          ))}
        </Stack>
        {hidden.size > 0 && (
          <Button variant="subtle" size="xs" mt="sm" onClick={() => onChange(new Set())}>{t('data.table.showAllColumns')}</Button>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

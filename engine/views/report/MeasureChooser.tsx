// Which measures the table shows: a checkbox per measure the caller may see;
// at least one stays.
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function MeasureChooser({ measures, shown, label, onChange }: {
  measures: Array<{ id: string; label: string }>;
  shown: readonly string[];
  label: string;
  onChange(shown: string[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-testid="report-measures">
          {label} ({shown.length}/{measures.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="report-measures-panel">
        <Text size="sm" fw={650} mb="xs" id="report-measures-title">{t('reports.ui.measuresTitle')}</Text>
        <Stack gap={6} role="group" aria-labelledby="report-measures-title" mah={360} style={{ overflowY: 'auto' }}>
          {measures.map((m) => {
            const on = shown.includes(m.id);
            return (
              <Checkbox
                key={m.id}
                label={m.label}
                checked={on}
                disabled={on && shown.length === 1}
                onChange={(e) => onChange(measures.map((x) => x.id).filter((id) => (id === m.id ? e.currentTarget.checked : shown.includes(id))))}
                data-testid={`report-measure-${m.id}`}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

// Bulk edit of the selected range: set every editable cell to a value, add a
// number to each, or change each by a percentage (engine/data/grid-bulk.ts).
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkOp } from '../../data/grid-bulk';
import { separatorsOf } from '../../data/format';

export function BulkEditDialog({ opened, cells, onClose, onApply }: {
  opened: boolean;
  /** Editable cells in the range. */
  cells: number;
  onClose(): void;
  onApply(op: BulkOp, value: number): void;
}) {
  const { t, i18n } = useTranslation();
  const [op, setOp] = useState<BulkOp>('percent');
  const [value, setValue] = useState<number | string>('');
  const { decimal, group } = separatorsOf(i18n.language);
  const ready = typeof value === 'number' && Number.isFinite(value);
  return (
    <Modal opened={opened} onClose={onClose} title={t('grid.ui.bulkTitle', { count: cells })} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="grid-bulk-dialog">
      <form onSubmit={(e) => { e.preventDefault(); if (ready) onApply(op, value as number); }}>
        <Stack>
          <SegmentedControl
            value={op} onChange={(v) => setOp(v as BulkOp)} fullWidth aria-label={t('grid.ui.bulkOperation')} data-testid="grid-bulk-op"
            data={[{ value: 'set', label: t('grid.ui.opSet') }, { value: 'add', label: t('grid.ui.opAdd') }, { value: 'percent', label: t('grid.ui.opPercent') }]}
          />
          <NumberInput
            label={op === 'percent' ? t('grid.ui.percent') : t('grid.ui.value')} value={value} onChange={setValue} decimalSeparator={decimal} thousandSeparator={group}
            allowNegative={op !== 'set'} data-autofocus data-testid="grid-bulk-value" suffix={op === 'percent' ? ' %' : undefined}
          />
          <Text size="sm" c="dimmed">{t(`grid.ui.bulkHint.${op}`)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={!ready || cells === 0} data-testid="grid-bulk-apply">{t('grid.ui.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

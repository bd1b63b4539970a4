// Bulk edit of the selected range (or of its whole rows): set every editable
// cell to a value, add a number to each, change each by a percentage, or copy
// the fallback measure (the statistical forecast) to the plan
// (engine/data/grid-bulk.ts). The page then says how many cells changed, and
// why none did.
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkOp } from '../../data/grid-bulk';
import { separatorsOf } from '../../data/format';

export function BulkEditDialog({ opened, cells, rowCells, fallback, onClose, onApply }: {
  opened: boolean;
  /** Editable cells in the range, and in the range's whole rows. */
  cells: number;
  rowCells: number;
  /** The fallback measure's label (the statistical forecast), when cells can be reset to it. */
  fallback: string | null;
  onClose(): void;
  onApply(op: BulkOp, value: number, wholeRows: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const [op, setOp] = useState<BulkOp>('percent');
  const [value, setValue] = useState<number | string>('');
  const [wholeRows, setWholeRows] = useState(false);
  const { decimal, group } = separatorsOf(i18n.language);
  const ready = op === 'reset' || (typeof value === 'number' && Number.isFinite(value));
  const count = wholeRows ? rowCells : cells;
  const ops = [{ value: 'set', label: t('grid.ui.opSet') }, { value: 'add', label: t('grid.ui.opAdd') }, { value: 'percent', label: t('grid.ui.opPercent') }];
  if (fallback) ops.push({ value: 'reset', label: t('gridEditing.opReset', { measure: fallback }) });
  return (
    <Modal opened={opened} onClose={onClose} title={t('grid.ui.bulkTitle', { count })} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="grid-bulk-dialog" size="lg">
      <form onSubmit={(e) => { e.preventDefault(); if (ready) onApply(op, typeof value === 'number' ? value : 0, wholeRows); }}>
        <Stack>
          <SegmentedControl value={op} onChange={(v) => setOp(v as BulkOp)} fullWidth aria-label={t('grid.ui.bulkOperation')} data-testid="grid-bulk-op" data={ops} />
          {op !== 'reset' && (
            <NumberInput
              label={op === 'percent' ? t('grid.ui.percent') : t('grid.ui.value')} value={value} onChange={setValue} decimalSeparator={decimal} thousandSeparator={group}
              allowNegative={op !== 'set'} data-autofocus data-testid="grid-bulk-value" suffix={op === 'percent' ? ' %' : undefined}
            />
          )}
          <Text size="sm" c="dimmed">{op === 'reset' ? t('gridEditing.resetHint', { measure: fallback }) : t(`grid.ui.bulkHint.${op}`)}</Text>
          <Checkbox label={t('gridEditing.wholeRows')} checked={wholeRows} onChange={(e) => setWholeRows(e.currentTarget.checked)} data-testid="grid-bulk-rows" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={!ready} data-testid="grid-bulk-apply">{t('grid.ui.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

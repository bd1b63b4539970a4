// The lines of a simulated order as the user types them: product,
// quantity and the date the customer wants it; add and remove lines.
import { ActionIcon, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from './LookupSelect';

export interface DraftLine {
  key: number;
  product: number | null;
  quantity: number | '';
  requestedDate: string;
}

export function SimulatorLines({ lines, onChange, newLine }: { lines: DraftLine[]; onChange(lines: DraftLine[]): void; newLine(): DraftLine }) {
  const { t } = useTranslation();
  const update = (key: number, patch: Partial<DraftLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack gap="xs" data-testid="simulator-lines">
      {lines.map((line, i) => (
        <Group key={line.key} align="flex-end" gap="sm" wrap="nowrap" data-testid="simulator-line">
          <LookupSelect entity="product" label={t('supply.simulator.product', { n: i + 1 })} value={line.product} onChange={(v) => update(line.key, { product: v })} w={340} testId={`line-product-${i}`} />
          <NumberInput label={t('supply.simulator.quantity')} value={line.quantity} min={0} onChange={(v) => update(line.key, { quantity: typeof v === 'number' ? v : '' })} w={130} data-testid={`line-quantity-${i}`} />
          <TextInput type="date" label={t('supply.simulator.requestedDate')} value={line.requestedDate} onChange={(e) => update(line.key, { requestedDate: e.currentTarget.value })} w={170} data-testid={`line-date-${i}`} />
          <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t('supply.simulator.remove', { n: i + 1 })} disabled={lines.length === 1} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...lines, newLine()])} data-testid="add-line">{t('supply.simulator.addLine')}</Button>
      </Group>
    </Stack>
  );
}

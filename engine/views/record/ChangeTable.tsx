// Before and after of the fields an audited write changed, formatted like
// everywhere else (refs by id: the log keeps ids, not titles).
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompiledEntity } from '../../config/compiled';
import type { FieldValue } from '../../data/field-values';
import { formatValue } from '../../data/format';
import type { ViewModel } from '../shared/useViewModel';

export function ChangeTable({ vm, entity, before, after }: {
  vm: Pick<ViewModel, 'locale' | 'currency' | 'fieldLabel' | 'enumLabel'>;
  entity: CompiledEntity | undefined;
  before: Record<string, FieldValue> | null;
  after: Record<string, FieldValue> | null;
}) {
  const { t } = useTranslation();
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!names.length) return <Text size="xs" c="dimmed">{t('data.audit.noFields')}</Text>;
  const text = (name: string, value: FieldValue | undefined) => {
    const field = entity?.fields.find((f) => f.name === name);
    if (value === undefined || value === null || value === '') return '—';
    if (!field) return String(value);
    return formatValue(field, value, {
      locale: vm.locale,
      currency: vm.currency,
      yesNo: (b) => t(b ? 'common.yes' : 'common.no'),
      enumLabel: (f, v) => vm.enumLabel(f, v, entity!.id),
    });
  };
  return (
    <Table className="dv-diff" fz="xs" withTableBorder data-testid="change-table">
      <Table.Thead>
        <Table.Tr><Table.Th>{t('data.audit.field')}</Table.Th><Table.Th>{t('data.audit.before')}</Table.Th><Table.Th>{t('data.audit.after')}</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {names.map((name) => (
          <Table.Tr key={name}>
            <Table.Td>{entity ? vm.fieldLabel(name, entity.id) : name}</Table.Td>
            <Table.Td className="dv-before">{text(name, before?.[name])}</Table.Td>
            <Table.Td className="dv-after">{text(name, after?.[name])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// A children field as an editable sub-table inside the parent's form: one
// row per child, add and remove rows; saved with the parent in one request.
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../config/compiled';
import type { RefTitles } from '../../data/api';
import { newChildRow, type ChildFormRow, type FormValue } from '../../data/form-values';
import { isoDate } from '../../data/relative-dates';
import type { ViewModel } from '../shared/useViewModel';
import { FieldInput } from './FieldInput';

export function ChildrenEditor({ vm, field, fields, rows, errors, refs, disabled, onChange }: {
  vm: ViewModel;
  field: CompiledField;
  fields: CompiledField[];
  rows: ChildFormRow[];
  errors: Array<{ values?: Record<string, string> } | undefined> | string | undefined;
  refs: RefTitles | undefined;
  disabled?: boolean;
  onChange(rows: ChildFormRow[]): void;
}) {
  const { t } = useTranslation();
  const childEntity = field.entity ?? '';
  const label = vm.fieldLabel(field.name);
  const set = (index: number, name: string, value: FormValue) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, values: { ...r.values, [name]: value } } : r)));
  const rowErrors = Array.isArray(errors) ? errors : [];

  return (
    <div data-testid={`children-${field.name}`}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500} id={`children-${field.name}-label`}>{label}</Text>
        {!disabled && (
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...rows, newChildRow(fields, isoDate(new Date()))])} data-testid={`children-add-${field.name}`}>
            {t('data.record.addRow')}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{t('data.record.noRows')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table className="dv-children" withTableBorder aria-labelledby={`children-${field.name}-label`}>
            <Table.Thead>
              <Table.Tr>
                {fields.map((f) => <Table.Th key={f.name}>{vm.fieldLabel(f.name, childEntity)}{f.required ? ' *' : ''}</Table.Th>)}
                {!disabled && <Table.Th><span className="visually-hidden">{t('data.record.rowActions')}</span></Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid="child-row">
                  {fields.map((f) => (
                    <Table.Td key={f.name} miw={f.type === 'boolean' ? 60 : 130}>
                      <FieldInput
                        vm={vm}
                        field={f}
                        entityId={childEntity}
                        id={`${field.name}-${row.key}-${f.name}`}
                        label={t('data.record.cellLabel', { field: vm.fieldLabel(f.name, childEntity), row: index + 1 })}
                        compact
                        value={row.values[f.name] ?? null}
                        error={rowErrors[index]?.values?.[f.name]}
                        onChange={(v) => set(index, f.name, v)}
                        disabled={disabled}
                        refTitle={typeof row.values[f.name] === 'number' ? refs?.[`${field.name}.${f.name}`]?.[String(row.values[f.name])]?.title : undefined}
                      />
                    </Table.Td>
                  ))}
                  {!disabled && (
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('data.record.removeRow', { row: index + 1 })} onClick={() => onChange(rows.filter((_, i) => i !== index))} mt={2}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {typeof errors === 'string' && <Text size="xs" c="red.8" mt={4}>{errors}</Text>}
    </div>
  );
}

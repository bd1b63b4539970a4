// A record read-only: label / value pairs of the view's detail fields the
// caller may read, children as small tables. Values are text (no HTML).
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompiledField, CompiledView } from '../../config/compiled';
import type { DataRecord } from '../../data/api';
import type { ViewModel } from '../shared/useViewModel';

export function RecordDetail({ vm, view, record }: { vm: ViewModel; view: Pick<CompiledView, 'detail'>; record: DataRecord }) {
  const { t } = useTranslation();
  const fields = view.detail
    .map((name) => vm.entity.fields.find((f) => f.name === name))
    .filter((f): f is CompiledField => !!f && vm.perms.readable.has(f.name));
  const scalars = fields.filter((f) => f.type !== 'children');
  return (
    <Stack gap="lg" data-testid="record-detail">
      <dl className="dv-detail">
        {scalars.map((field) => {
          const text = vm.format({ path: field.name, field, entity: vm.entity }, record.row[field.name], record.refs);
          return [
            <dt key={`${field.name}-l`}>{vm.fieldLabel(field.name)}</dt>,
            <dd key={`${field.name}-v`} data-field={field.name}>{text || <Text span c="dimmed">—</Text>}</dd>,
          ];
        })}
      </dl>
      {fields.filter((f) => f.type === 'children').map((field) => {
        const child = field.entity ? vm.entities.get(field.entity) : undefined;
        if (!child) return null;
        const childPerms = vm.permsOf(child);
        const cols = child.fields.filter((f) => f.type !== 'children' && f.name !== field.via && childPerms.readable.has(f.name));
        const rows = record.children[field.name] ?? [];
        return (
          <div key={field.name}>
            <Text size="sm" fw={600} mb={4}>{vm.fieldLabel(field.name)}</Text>
            {rows.length === 0 ? <Text size="sm" c="dimmed">{t('data.record.noRows')}</Text> : (
              <div style={{ overflowX: 'auto' }}>
                <Table withTableBorder striped fz="sm">
                  <Table.Thead><Table.Tr>{cols.map((c) => <Table.Th key={c.name}>{vm.fieldLabel(c.name, child.id)}</Table.Th>)}</Table.Tr></Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id}>
                        {cols.map((c) => <Table.Td key={c.name}>{vm.format({ path: `${field.name}.${c.name}`, field: c, entity: child }, row[c.name], record.refs)}</Table.Td>)}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
          </div>
        );
      })}
    </Stack>
  );
}

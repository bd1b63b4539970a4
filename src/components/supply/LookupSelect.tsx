// A select of rows of an entity (warehouses, suppliers, customers,
// products) searched through the data API's lookup as the user types.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useApiQuery } from '../../../engine/shell';
import { supplyApi, type LookupItem } from './supply-api';

export function LookupSelect({ entity, label, value, onChange, placeholder, testId, w }: {
  entity: string;
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  placeholder?: string;
  testId?: string;
  w?: number | string;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 200);
  const found = useApiQuery<LookupItem[]>(supplyApi.lookup, { params: { entity }, query: { q: q || undefined, limit: 30 }, silent: true });
  const selected = useApiQuery<LookupItem[]>(value ? supplyApi.lookup : null, { params: { entity }, query: { ids: String(value ?? '') }, silent: true });
  const items = [...(selected.data ?? []), ...(found.data ?? [])];
  const data = [...new Map(items.map((i) => [String(i.id), { value: String(i.id), label: i.key && i.key !== i.title ? `${i.key} · ${i.title}` : i.title }])).values()];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage="—"
      data-testid={testId}
      w={w}
    />
  );
}

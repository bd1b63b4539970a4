// A searchable select of one entity's rows (the data API's lookup): what the
// user types is searched on the server, and the chosen row keeps its label
// even when it is not among the rows found.
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../../engine/shell';
import { forecastingApi, type LookupItem } from './forecasting-api';

export function EntityPicker({ entity, label, placeholder, value, onChange, testId, clearable = false }: {
  entity: string;
  label: string;
  placeholder?: string;
  value: number | null;
  onChange(id: number | null): void;
  testId: string;
  clearable?: boolean;
}) {
  const [search, setSearch] = useState('');
  const found = useApiQuery<LookupItem[]>(forecastingApi.lookup, { params: { entity }, query: { q: search, limit: 30 } });
  const chosen = useApiQuery<LookupItem[]>(value ? forecastingApi.lookup : null, { params: { entity }, query: { ids: value ?? undefined } });
  const data = useMemo(() => {
    const items = new Map<string, string>();
    for (const item of [...(chosen.data ?? []), ...(found.data ?? [])]) items.set(String(item.id), `${item.key} · ${item.title}`);
    return [...items.entries()].map(([v, l]) => ({ value: v, label: l }));
  }, [chosen.data, found.data]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable={clearable}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data-testid={testId}
      w={320}
    />
  );
}

// One control per filter kind (table-state.ts filterKind): text contains,
// enum any of, ref any of (searchable, through lookup), number / date /
// month ranges, boolean yes / no. Each reads and writes one Filter.
import { Checkbox, Group, MultiSelect, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { MonthPickerInput, DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue } from '../../data/field-values';
import type { Filter } from '../../data/list-query';
import { anyOfFilter, rangeFilter, rangeOf, valuesOf, type ResolvedPath } from '../../data/table-state';
import { datePattern, separatorsOf } from '../../data/format';
import { useLookup } from '../shared/useLookup';
import type { ViewModel } from '../shared/useViewModel';
import '../view-components.css';

export interface FilterControlProps {
  vm: ViewModel;
  resolved: ResolvedPath;
  label: string;
  filter: Filter | undefined;
  onChange(filter: Filter | undefined): void;
}

const noPortal = { withinPortal: false } as const;

export function TextFilter({ resolved, label, filter, onChange }: FilterControlProps) {
  const [text, setText] = useState(typeof filter?.value === 'string' ? filter.value : '');
  const apply = useDebouncedCallback((value: string) => onChange(value.trim() ? { field: resolved.path, op: 'contains', value: value.trim() } : undefined), 350);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(e) => { setText(e.currentTarget.value); apply(e.currentTarget.value); }}
      onKeyDown={(e) => { if (e.key === 'Enter') { apply.flush?.(); } }}
      data-autofocus
    />
  );
}

export function EnumFilter({ vm, resolved, label, filter, onChange }: FilterControlProps) {
  const values = valuesOf(filter).map(String);
  return (
    <Checkbox.Group label={label} value={values} onChange={(next) => onChange(anyOfFilter(resolved.path, next))}>
      <Stack gap={6} mt={6}>
        {(resolved.field.values ?? []).map((v) => (
          <Checkbox key={v} value={v} label={vm.enumLabel(resolved.field, v, resolved.entity.id)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export function RefFilter({ resolved, label, filter, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const ids = valuesOf(filter).filter((v): v is number => typeof v === 'number');
  const lookup = useLookup(resolved.field.entity, ids);
  return (
    <MultiSelect
      label={label}
      data={lookup.data}
      value={ids.map(String)}
      onChange={(next) => onChange(anyOfFilter(resolved.path, next.map(Number)))}
      searchable
      searchValue={lookup.search}
      onSearchChange={lookup.setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={lookup.loading ? t('common.loading') : lookup.failed ? t('data.states.loadFailed') : t('data.table.noMatches')}
      comboboxProps={noPortal}
      clearable
      clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${label}` }}
      w={280}
      data-autofocus
    />
  );
}

export function NumberRangeFilter({ vm, resolved, label, filter, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const { from, to } = rangeOf(filter);
  const [low, setLow] = useState<string | number>(typeof from === 'number' ? from : '');
  const [high, setHigh] = useState<string | number>(typeof to === 'number' ? to : '');
  const apply = useDebouncedCallback((a: string | number, b: string | number) => {
    const num = (v: string | number) => (typeof v === 'number' ? v : null);
    onChange(rangeFilter(resolved.path, num(a), num(b)));
  }, 400);
  const sep = separatorsOf(vm.locale);
  const common = { decimalSeparator: sep.decimal, thousandSeparator: sep.group, decimalScale: resolved.field.type === 'integer' ? 0 : resolved.field.scale, w: 130 };
  return (
    <fieldset className="dv-fieldset">
      <legend>{label}</legend>
      <Group gap="xs" wrap="nowrap">
        <NumberInput label={t('data.filters.from')} value={low} onChange={(v) => { setLow(v); apply(v, high); }} {...common} data-autofocus />
        <NumberInput label={t('data.filters.to')} value={high} onChange={(v) => { setHigh(v); apply(low, v); }} {...common} />
      </Group>
    </fieldset>
  );
}

function DateRange({ vm, resolved, label, filter, onChange, month }: FilterControlProps & { month: boolean }) {
  const { t } = useTranslation();
  const { from, to } = rangeOf(filter);
  const toPicker = (v: FieldValue) => (typeof v === 'string' ? (month ? `${v}-01` : v) : null);
  const fromPicker = (v: string | null): FieldValue => (v ? (month ? v.slice(0, 7) : v.slice(0, 10)) : null);
  const set = (a: FieldValue, b: FieldValue) => onChange(rangeFilter(resolved.path, a, b));
  const Picker = month ? MonthPickerInput : DatePickerInput;
  const format = datePattern(vm.locale, month);
  return (
    <fieldset className="dv-fieldset">
      <legend>{label}</legend>
      <Group gap="xs" wrap="nowrap">
        <Picker label={t('data.filters.from')} value={toPicker(from)} onChange={(v) => set(fromPicker(v as string | null), to)} clearable clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${label} (${t('data.filters.from')})` }} valueFormat={format} popoverProps={noPortal} w={150} data-autofocus />
        <Picker label={t('data.filters.to')} value={toPicker(to)} onChange={(v) => set(from, fromPicker(v as string | null))} clearable clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${label} (${t('data.filters.to')})` }} valueFormat={format} popoverProps={noPortal} w={150} />
      </Group>
    </fieldset>
  );
}

export const DateFilter = (props: FilterControlProps) => <DateRange {...props} month={false} />;
export const MonthFilter = (props: FilterControlProps) => <DateRange {...props} month />;

export function BooleanFilter({ resolved, label, filter, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const value = filter?.op === 'eq' && typeof filter.value === 'boolean' ? String(filter.value) : 'any';
  return (
    <Stack gap={4}>
      <span className="dv-legend" id={`flt-${resolved.path}`}>{label}</span>
      <SegmentedControl
        aria-labelledby={`flt-${resolved.path}`}
        value={value}
        onChange={(v) => onChange(v === 'any' ? undefined : { field: resolved.path, op: 'eq', value: v === 'true' })}
        data={[{ value: 'any', label: t('data.filters.any') }, { value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }]}
      />
    </Stack>
  );
}

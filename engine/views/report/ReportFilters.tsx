// The report's filters, one control per dimension the view offers (and any
// other dimension already filtered, e.g. by a saved report): any of its
// values, or a range of days, months or years for periods.
import { Button, MultiSelect, Select } from '@mantine/core';
import { DatePickerInput, MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import type { Filter } from '../../data/list-query';
import type { DimensionInfo } from '../../data/report-dimensions';
import { isPeriod, periodBounds } from '../../data/report-dimensions';
import { datePattern } from '../../data/format';
import { dimensionText } from '../../data/report-table';
import { filterOf, rangeFilter, rangeOf, setFilter } from '../../data/table-state';
import { useDimensionValues } from './useDimensionValues';
import type { ReportTexts } from './useReportTexts';

const noPortal = { withinPortal: false } as const;

interface ControlProps {
  route: string;
  view: number;
  info: DimensionInfo;
  label: string;
  filter: Filter | undefined;
  texts: ReportTexts;
  onChange(filter: Filter | undefined): void;
}

const listOf = (filter: Filter | undefined): Array<string | number> =>
  filter?.op === 'in' && Array.isArray(filter.value) ? filter.value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
  : filter?.op === 'eq' && (typeof filter.value === 'string' || typeof filter.value === 'number') ? [filter.value] : [];

function ValuesFilter({ route, view, info, label, filter, texts, onChange }: ControlProps) {
  const { t } = useTranslation();
  const chosen = listOf(filter);
  const isEnum = info.kind === 'enum' && info.field.values;
  // The values are asked for when the list first opens (a page shows several filters; most stay closed).
  const [opened, setOpened] = useState(false);
  const values = useDimensionValues(route, view, info.id, chosen, !isEnum, opened);
  const numeric = info.kind === 'ref' || info.kind === 'number';
  const enumLabel = (v: string) => texts.ctx.t(translationKeys.enumValue(info.owner, info.field.name, v)) ?? v;
  // A cycle's label (YYYY-MM) reads as a month in the language, like the table's.
  const text = (value: string | number, label: string) => (info.labelKind ? dimensionText('ref', value, label, undefined, texts.ctx, info.labelKind) : label);
  const chosenText = (v: string | number) => {
    const label = values.labelOf(v);
    return label !== undefined ? text(v, label) : numeric ? `#${v}` : String(v);
  };
  const data = isEnum
    ? info.field.values!.map((v) => ({ value: v, label: enumLabel(v) }))
    : [...new Map([...chosen.map((v) => [String(v), chosenText(v)] as const), ...values.items.filter((v) => v.value !== null).map((v) => [String(v.value), v.label !== undefined ? text(v.value as string | number, v.label) : String(v.value)] as const)])]
      .map(([value, label]) => ({ value, label }));
  return (
    <MultiSelect
      label={label}
      data={data}
      value={chosen.map(String)}
      onChange={(next) => onChange(next.length ? { field: info.id, op: 'in', value: numeric ? next.map(Number) : next } : undefined)}
      searchable
      {...(isEnum ? {} : { searchValue: values.search, onSearchChange: values.setSearch, filter: ({ options }: { options: unknown }) => options as never })}
      nothingFoundMessage={values.loading ? t('common.loading') : values.failed ? t('data.states.loadFailed') : t('reports.ui.noValues')}
      placeholder={chosen.length ? undefined : t('reports.ui.any')}
      clearable
      clearButtonProps={{ 'aria-label': t('reports.ui.clearFilter', { name: label }) }}
      onDropdownOpen={() => setOpened(true)}
      comboboxProps={noPortal}
      w={240}
      data-testid={`report-filter-${info.id}`}
    />
  );
}

function PeriodFilter({ info, label, filter, texts, onChange }: ControlProps) {
  const { from, to } = rangeOf(filter);
  const picked = info.kind === 'year' ? 'year' : info.kind === 'month' || info.kind === 'quarter' ? 'month' : 'day';
  const asPicker = (v: unknown) => (typeof v === 'string' ? (v.length === 7 ? `${v}-01` : v) : null);
  const value: [string | null, string | null] = [asPicker(from), asPicker(to)];
  const apply = (range: [string | null, string | null]) => {
    const [a, b] = periodBounds(info.field, range[0], range[1], picked);
    onChange(rangeFilter(info.id, a, b));
  };
  const common = {
    label, clearable: true, value, clearButtonProps: { 'aria-label': texts.ctx.t('reports.ui.clearFilter', { name: label }) }, popoverProps: noPortal, w: 230, 'data-testid': `report-filter-${info.id}`,
    onChange: (v: unknown) => apply((Array.isArray(v) ? v : [null, null]) as [string | null, string | null]),
  };
  if (picked === 'year') return <YearPickerInput type="range" {...common} />;
  if (picked === 'month') return <MonthPickerInput type="range" valueFormat={datePattern(texts.ctx.locale, true)} {...common} />;
  return <DatePickerInput type="range" valueFormat={datePattern(texts.ctx.locale)} {...common} />;
}

function BooleanFilter({ info, label, filter, onChange }: ControlProps) {
  const { t } = useTranslation();
  const value = filter?.op === 'eq' && typeof filter.value === 'boolean' ? String(filter.value) : '';
  return (
    <Select
      label={label}
      data={[{ value: '', label: t('reports.ui.any') }, { value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }]}
      value={value}
      onChange={(v) => onChange(v ? { field: info.id, op: 'eq', value: v === 'true' } : undefined)}
      allowDeselect={false}
      comboboxProps={noPortal}
      w={140}
      data-testid={`report-filter-${info.id}`}
    />
  );
}

export function ReportFilters({ route, view, offered, filters, readable, dimensions, texts, onChange }: {
  route: string;
  view: number;
  /** The view's declared filters. */
  offered: readonly string[];
  filters: Filter[];
  /** Dimensions the caller may filter by. */
  readable: readonly string[];
  dimensions: ReadonlyMap<string, DimensionInfo>;
  texts: ReportTexts;
  onChange(filters: Filter[]): void;
}) {
  const { t } = useTranslation();
  const ids = [...new Set([...offered, ...filters.map((f) => f.field)])].filter((id) => readable.includes(id) && dimensions.has(id));
  if (!ids.length) return null;
  return (
    <div className="dv-filters report-filters" role="group" aria-label={t('reports.ui.filters')} data-testid="report-filters">
      {ids.map((id) => {
        const info = dimensions.get(id)!;
        const props: ControlProps = { route, view, info, label: texts.dimension(id), filter: filterOf(filters, id), texts, onChange: (f) => onChange(setFilter(filters, id, f)) };
        if (isPeriod(info.kind)) return <PeriodFilter key={id} {...props} />;
        if (info.kind === 'boolean') return <BooleanFilter key={id} {...props} />;
        return <ValuesFilter key={id} {...props} />;
      })}
      {filters.length > 0 && (
        <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={() => onChange([])} data-testid="report-clear-filters" className="report-clear">
          {t('reports.ui.clearFilters')}
        </Button>
      )}
    </div>
  );
}

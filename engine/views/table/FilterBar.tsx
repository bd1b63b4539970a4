// The view's filters as a row of buttons, each naming its field and what it
// filters by; a button opens its control in a popover. Every change goes to
// the URL (the caller's onChange), so filters survive back and reload.
import { Button, CloseButton, Group, Popover, Text } from '@mantine/core';
import { IconChevronDown, IconFilterOff } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, formatNumber } from '../../data/format';
import type { Filter } from '../../data/list-query';
import { filterKind, filterOf, rangeOf, setFilter, valuesOf, type FilterKind, type ResolvedPath } from '../../data/table-state';
import type { ViewModel } from '../shared/useViewModel';
import {
  BooleanFilter, DateFilter, EnumFilter, MonthFilter, NumberRangeFilter, RefFilter, TextFilter, type FilterControlProps,
} from './filter-controls';

const CONTROLS: Record<FilterKind, ComponentType<FilterControlProps>> = {
  text: TextFilter, enum: EnumFilter, ref: RefFilter, number: NumberRangeFilter, date: DateFilter, month: MonthFilter, boolean: BooleanFilter,
};

/** A short text of what a filter holds, for its button. */
function useSummary(vm: ViewModel) {
  const { t } = useTranslation();
  return (resolved: ResolvedPath, filter: Filter | undefined): string => {
    if (!filter) return '';
    if (filter.op === 'null') return t(filter.value === false ? 'data.filters.notEmpty' : 'data.filters.isEmpty');
    const kind = filterKind(resolved.field);
    const value = (v: unknown) => {
      if (typeof v !== 'number' && typeof v !== 'string') return '';
      if (kind === 'date') return formatDate(String(v), vm.locale);
      if (kind === 'month') return formatMonth(String(v), vm.locale);
      if (kind === 'number' && typeof v === 'number') return formatNumber(v, vm.locale, 0, resolved.field.scale ?? 0);
      return String(v);
    };
    switch (kind) {
      case 'text': return `“${String(filter.value ?? '')}”`;
      case 'boolean': return t(filter.value ? 'common.yes' : 'common.no');
      case 'enum': {
        const labels = valuesOf(filter).map((v) => vm.enumLabel(resolved.field, String(v), resolved.entity.id));
        return labels.length > 2 ? t('data.filters.selected', { count: labels.length }) : labels.join(', ');
      }
      case 'ref': return t('data.filters.selected', { count: valuesOf(filter).length });
      default: {
        const { from, to } = rangeOf(filter);
        if (from !== null && to !== null) return `${value(from)} – ${value(to)}`;
        if (from !== null) return `≥ ${value(from)}`;
        return `≤ ${value(to)}`;
      }
    }
  };
}

export function FilterBar({ vm, paths, filters, onChange }: {
  vm: ViewModel;
  paths: readonly string[];
  filters: readonly Filter[];
  onChange(filters: Filter[]): void;
}) {
  const { t } = useTranslation();
  const summary = useSummary(vm);
  // The view's filters, plus any other readable field a link filters by (a status page link, a shared URL),
  // so every condition on the rows is visible and can be removed.
  const all = [...paths, ...filters.map((f) => f.field).filter((f) => !paths.includes(f) && vm.canRead(f))];
  const shown = all.map((p) => vm.resolve(p)).filter((r): r is ResolvedPath => !!r);
  if (!shown.length) return null;
  const active = filters.filter((f) => all.includes(f.field));
  return (
    <div className="dv-filters" role="group" aria-label={t('data.filters.title')} data-testid="filter-bar">
      {shown.map((resolved) => {
        const filter = filterOf(filters, resolved.path);
        const label = vm.pathLabel(resolved.path);
        const Control = CONTROLS[filterKind(resolved.field)];
        const text = summary(resolved, filter);
        return (
          <Group key={resolved.path} gap={0} wrap="nowrap">
            <Popover position="bottom-start" shadow="md" trapFocus withinPortal returnFocus>
              <Popover.Target>
                <Button
                  size="xs"
                  variant={filter ? 'light' : 'default'}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  data-testid={`filter-${resolved.path}`}
                  aria-label={filter ? `${label}: ${text}` : label}
                  styles={filter ? { root: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } } : undefined}
                >
                  <Text span size="xs" fw={600}>{label}</Text>
                  {filter && <Text span size="xs" ml={6} maw={200} truncate="end">{text}</Text>}
                </Button>
              </Popover.Target>
              <Popover.Dropdown data-testid={`filter-panel-${resolved.path}`}>
                <Control vm={vm} resolved={resolved} label={label} filter={filter} onChange={(next) => onChange(setFilter(filters, resolved.path, next))} />
              </Popover.Dropdown>
            </Popover>
            {filter && (
              <CloseButton
                size={30}
                variant="light"
                color="brand"
                style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, height: 30 }}
                aria-label={t('data.filters.clearOne', { field: label })}
                onClick={() => onChange(setFilter(filters, resolved.path, undefined))}
              />
            )}
          </Group>
        );
      })}
      {active.length > 0 && (
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={() => onChange(filters.filter((f) => !all.includes(f.field)))} data-testid="filters-clear">
          {t('data.filters.clearAll')}
        </Button>
      )}
    </div>
  );
}

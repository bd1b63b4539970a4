// The calendar view: a month grid with each row on its day (view.date) or on
// every day from start to end, coloured by view.color, with the view's
// filters. A day's number creates a row on that day; an entry opens it.
// The month is in the URL (?month=YYYY-MM), like the filters.
import { ActionIcon, Badge, Button, Card, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataApi, type DataPage, type DataRow } from '../../data/api';
import { colorOf, entriesByDay, gridRange, monthGrid, monthOf, parseMonth, rangeFilters, shiftMonth, weekdayOrder } from '../../data/calendar';
import { formatDate, formatMonth } from '../../data/format';
import { toApiQuery } from '../../data/list-query';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { isoDate } from '../../data/relative-dates';
import { viewRef } from '../../data/table-state';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES, failureText, isForbidden } from '../shared/errors';
import { LoadFailed, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useListUrl } from '../shared/useListUrl';
import { useViewModel } from '../shared/useViewModel';
import { FilterBar } from '../table/FilterBar';
import '../views.css';

/** 'noviembre de 2026' -> 'Noviembre de 2026' (CSS capitalize would give 'De' too). */
const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));
/** Entries shown in a day before "+n more". */
const PER_DAY = 3;
/** Rows of one grid (6 weeks) fetched at once. */
const MAX_ROWS = 500;

export default function CalendarView({ route, view, index }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const actions = useActions(view, vm.perms);
  const { query, setQuery, params, setParams } = useListUrl(vm.entity, { pageSize: MAX_ROWS, sort: [] }, vm.entities);
  const today = isoDate(new Date());
  const month = parseMonth(params.get('month'), monthOf(today));
  const grid = monthGrid(month, 1);
  const { first, last } = gridRange(grid);
  const startField = view.date ?? view.start!;
  const colorField = view.color ? vm.entity.fields.find((f) => f.name === view.color) : undefined;
  const labelPath = view.label ?? vm.entity.title;
  const fields = [...new Set([labelPath, startField, view.end, view.color].filter((f): f is string => !!f && vm.canRead(f)))];

  const list = useApiQuery<DataPage>(vm.perms.read ? dataApi.list : null, {
    params: { entity: vm.entity.id },
    query: {
      ...toApiQuery({ page: 1, pageSize: MAX_ROWS, sort: [{ field: startField, desc: false }], filters: [...query.filters, ...rangeFilters(view, first, last)], fields }),
      view: viewRef(route.id, index),
    },
    ignoreCodes: FORBIDDEN_CODES,
  });
  const byDay = entriesByDay(list.data?.rows ?? [], view, first, last);

  const setMonth = (m: string) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (m === monthOf(today)) next.delete('month');
    else next.set('month', m);
    return next;
  });
  const open = (target: RecordTarget | null, options: { replace?: boolean } = {}, prefill?: Record<string, string>) =>
    setParams((p) => withRecordTarget(p, target, prefill), { replace: options.replace });
  const createOn = (date: string) => open({ mode: 'new' }, {}, view.date ? { [view.date]: date } : { [startField]: date, ...(view.end ? { [view.end]: date } : {}) });

  const weekdays = useMemo(() => {
    const names = new Intl.DateTimeFormat(vm.locale, { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-07 is a Sunday: day d of the week is 7 + d.
    return weekdayOrder(1).map((d) => names.format(new Date(Date.UTC(2024, 0, 7 + d))));
  }, [vm.locale]);

  const label = (row: DataRow) => {
    const r = vm.resolve(labelPath);
    return (r ? vm.format(r, row[labelPath], list.data?.refs) : '') || `#${row.id}`;
  };
  const entry = (row: DataRow) => {
    const color = colorField ? colorOf(colorField, row[colorField.name]) : undefined;
    const start = row[startField];
    return (
      <button
        key={row.id}
        type="button"
        className="dv-cal-entry dv-focusable"
        style={color ? { background: `var(--mantine-color-${color}-1)`, borderLeftColor: `var(--mantine-color-${color}-7)` } : undefined}
        onClick={() => open({ mode: 'edit', id: row.id })}
        title={label(row)}
        data-testid="calendar-entry"
        data-id={row.id}
      >
        {label(row)}
        {typeof start === 'string' && <span className="visually-hidden">, {formatDate(start, vm.locale)}</span>}
      </button>
    );
  };

  if (!vm.perms.read) return <Card withBorder radius="md"><ViewForbidden /></Card>;
  const target = readRecordTarget(params);

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="calendar-view">
      <div className="dv-toolbar">
        <Group gap="xs">
          <ActionIcon variant="default" size={36} aria-label={t('data.calendar.previous')} onClick={() => setMonth(shiftMonth(month, -1))} data-testid="calendar-prev"><IconChevronLeft size={18} aria-hidden /></ActionIcon>
          <ActionIcon variant="default" size={36} aria-label={t('data.calendar.next')} onClick={() => setMonth(shiftMonth(month, 1))} data-testid="calendar-next"><IconChevronRight size={18} aria-hidden /></ActionIcon>
          <Button variant="default" onClick={() => setMonth(monthOf(today))}>{t('data.calendar.today')}</Button>
          <Title order={2} size="h4" ml="sm" aria-live="polite" data-testid="calendar-month">{capitalize(formatMonth(month, vm.locale, 'long'), vm.locale)}</Title>
        </Group>
        {colorField && (
          <Group gap={6} aria-label={vm.fieldLabel(colorField.name)} role="list">
            {(colorField.values ?? []).map((v) => (
              <Badge key={v} role="listitem" variant="light" color={colorOf(colorField, v)} styles={{ label: { color: 'var(--mantine-color-gray-9)', textTransform: 'none' } }}>{vm.enumLabel(colorField, v)}</Badge>
            ))}
          </Group>
        )}
      </div>
      <FilterBar vm={vm} paths={view.filters.filter(vm.canRead)} filters={query.filters} onChange={(filters) => setQuery({ filters })} />
      {list.error && isForbidden(list.error) ? <ViewForbidden message={failureText(list.error, t)} /> : list.error ? <LoadFailed message={failureText(list.error, t)} onRetry={list.reload} /> : (
        <div className="dv-cal" role="table" aria-label={formatMonth(month, vm.locale, 'long')} aria-busy={list.loading || undefined} data-testid="calendar-grid">
          <div role="row" style={{ display: 'contents' }}>
            {weekdays.map((d) => <div key={d} role="columnheader" className="dv-cal-head">{d}</div>)}
          </div>
          {grid.map((week) => (
            <div key={week[0].date} role="row" style={{ display: 'contents' }}>
              {week.map((day) => {
                const entries = byDay.get(day.date) ?? [];
                const longDate = formatDate(day.date, vm.locale);
                return (
                  <div key={day.date} role="cell" className="dv-cal-day" data-outside={!day.inMonth} data-today={day.date === today} data-date={day.date} aria-label={longDate}>
                    {actions.create ? (
                      <button type="button" className="dv-cal-num dv-focusable" onClick={() => createOn(day.date)} data-testid="calendar-day">
                        {day.day}<span className="visually-hidden">, {t('data.calendar.createOn', { date: longDate })}</span>
                      </button>
                    ) : <span className="dv-cal-num">{day.day}</span>}
                    {entries.slice(0, PER_DAY).map(entry)}
                    {entries.length > PER_DAY && (
                      <Popover position="bottom" shadow="md" withinPortal trapFocus returnFocus>
                        <Popover.Target>
                          <Button variant="subtle" size="compact-xs" color="gray">{t('data.calendar.more', { count: entries.length - PER_DAY })}</Button>
                        </Popover.Target>
                        <Popover.Dropdown maw={260}>
                          <Text size="xs" fw={650} mb={6}>{longDate}</Text>
                          <Stack gap={4}>{entries.map(entry)}</Stack>
                        </Popover.Dropdown>
                      </Popover>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {list.data && list.data.total > MAX_ROWS && <Text size="xs" c="dimmed" p="xs">{t('data.calendar.truncated', { count: MAX_ROWS })}</Text>}
      <Suspense fallback={null}>
        {target && <RecordDrawer view={view} target={target} actions={actions} onNavigate={open} onChanged={list.reload} />}
      </Suspense>
    </Card>
  );
}

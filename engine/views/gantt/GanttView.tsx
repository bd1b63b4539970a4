// The gantt view kind: rows of the view's entity as bars on lanes (the rows
// of its resource's entity) in time, from start to end, coloured by
// view.color, late against gantt.due, months over capacity from the report
// the view names; zoom by day or week, window and zoom in the URL. With a
// scheduler and write access to the route, a drag or Shift + arrows move a
// bar and the server re-times it. layout: sequence is SequenceView instead.
import { ActionIcon, Alert, Badge, Button, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRow } from '../../data/api';
import { colorOf } from '../../data/calendar';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { isoDate } from '../../data/relative-dates';
import { translationKeys } from '../../config/compiled';
import { useHttp } from '../../shell/context';
import { accessContextAtom, policyAtom } from '../../state';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useListUrl } from '../shared/useListUrl';
import { useViewModel } from '../shared/useViewModel';
import { FilterBar } from '../table/FilterBar';
import { GanttChart, type GanttLane } from './GanttChart';
import { schedulerApi, type MovedRow } from '../../data/schedule-api';
import { momentLabel } from './texts';
import { defaultFrom, isZoom, layoutBars, momentMinute, momentText, overloadSpans, shiftFrom, windowOf, type Bar, type Zoom } from './timeline';
import { MAX_BARS, useGanttData } from './useGanttData';
import SequenceView from './SequenceView';
import '../views.css';
import './gantt.css';

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));

/** The lane of rows without a resource. */
const NO_LANE = '~none';

export default function GanttView(props: ViewProps) {
  if (props.view.gantt?.layout === 'sequence') return <SequenceView {...props} />;
  return <GanttTimeline {...props} />;
}

function GanttTimeline({ route, view, index }: ViewProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const vm = useViewModel(view.entity);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const actions = useActions(view, vm.perms);
  const gantt = view.gantt!;
  const { query, setQuery, params, setParams } = useListUrl(vm.entity, { pageSize: MAX_BARS, sort: [] }, vm.entities);
  const today = isoDate(new Date());
  const zoom: Zoom = isZoom(params.get('zoom')) ? (params.get('zoom') as Zoom) : 'week';
  const from = params.get('from') ?? defaultFrom(today, zoom);
  const window = useMemo(() => windowOf(from, zoom), [from, zoom]);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  // The browser's wall clock when the page opened: the line at now.
  const [nowMinute] = useState(() => momentMinute(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16)));

  const resourceField = vm.entity.fields.find((f) => f.name === gantt.resource);
  const lanesEntity = resourceField?.entity ? vm.entities.get(resourceField.entity) : undefined;
  const colorField = view.color ? vm.entity.fields.find((f) => f.name === view.color) : undefined;
  const labelPath = view.label ?? vm.entity.title;
  const fields = [...new Set([labelPath, view.start!, view.end!, gantt.resource, gantt.due, view.color, ...view.columns].filter((f): f is string => !!f && vm.canRead(f)))];
  const { rows, unscheduled, lanes, loadCells } = useGanttData({
    routeId: route.id, index, view, entity: vm.entity, lanesEntity,
    canRead: vm.perms.read, canReadLanes: lanesEntity ? vm.permsOf(lanesEntity).read : false,
    filters: query.filters, window, fields,
  });
  // Moving a bar changes the schedule: the route at write level, as the server asks.
  const movable = !!gantt.scheduler && policy.checkRoute({ ...route, permissions: { ...route.permissions, level: 'write' } }, ctx).allowed;

  const list = rows.data;
  const laneOf = (row: DataRow) => (row[gantt.resource] === null || row[gantt.resource] === undefined ? NO_LANE : String(row[gantt.resource]));
  const ganttLanes = useMemo<GanttLane[]>(() => {
    const out = new Map<string, string>();
    for (const r of lanes.data?.rows ?? []) out.set(String(r.id), String(r[lanesEntity?.title ?? ''] ?? `#${r.id}`));
    for (const r of list?.rows ?? []) {
      const key = laneOf(r);
      if (!out.has(key)) out.set(key, key === NO_LANE ? t('gantt.noLane', { resource: vm.fieldLabel(gantt.resource).toLowerCase() }) : list?.refs[gantt.resource]?.[key]?.title ?? `#${key}`);
    }
    // Rows without a lane go last.
    const none = out.get(NO_LANE);
    out.delete(NO_LANE);
    return [...[...out].map(([key, title]) => ({ key, title })), ...(none ? [{ key: NO_LANE, title: none }] : [])];
  }, [lanes.data, list, lanesEntity, gantt.resource]); // eslint-disable-line react-hooks/exhaustive-deps
  const byId = useMemo(() => new Map((list?.rows ?? []).map((r) => [r.id, r])), [list]);
  const { bars, rows: rowsPerLane } = useMemo(() => layoutBars((list?.rows ?? []).map((r) => ({
    id: r.id, lane: laneOf(r), start: momentMinute(r[view.start!]), end: momentMinute(r[view.end!], true), due: gantt.due ? r[gantt.due] : undefined,
  })), window), [list, window]); // eslint-disable-line react-hooks/exhaustive-deps
  const spans = useMemo(() => overloadSpans(loadCells, window), [loadCells, window]);
  const lateCount = bars.filter((b) => b.late).length;

  const setWindow = (next: { from?: string; zoom?: Zoom }) => setParams((p) => {
    const out = new URLSearchParams(p);
    const z = next.zoom ?? zoom;
    const f = next.from ?? (next.zoom ? defaultFrom(today, z) : from);
    if (z === 'week') out.delete('zoom'); else out.set('zoom', z);
    if (f === defaultFrom(today, z)) out.delete('from'); else out.set('from', f);
    return out;
  });
  const open = (target: RecordTarget | null, options: { replace?: boolean } = {}) => setParams((p) => withRecordTarget(p, target), { replace: options.replace });
  const label = (row: DataRow | undefined) => {
    const r = vm.resolve(labelPath);
    return row && r ? vm.format(r, row[labelPath], list?.refs) || `#${row.id}` : '';
  };
  const barView = (bar: Bar) => {
    const row = byId.get(bar.id);
    const color = colorField && row ? colorOf(colorField, row[colorField.name]) : undefined;
    const details = view.columns.filter((c) => vm.canRead(c) && c !== view.start && c !== view.end).map((c) => {
      const r = vm.resolve(c);
      const value = row && r ? vm.format(r, row[c], list?.refs) : '';
      return value ? `${vm.pathLabel(c)}: ${value}` : '';
    }).filter(Boolean).join(' · ');
    return { label: label(row), color, details };
  };
  const move = async (id: number, start: number) => {
    const row = byId.get(id);
    if (!row || !gantt.scheduler) return;
    try {
      const moved = await http.request<MovedRow>(schedulerApi.move, { params: { scheduler: gantt.scheduler, id }, body: { version: row.version, start: momentText(start) }, silent: true });
      setStatus({ text: t('gantt.moved', { label: label(row), start: momentLabel(moved.start, i18n.language), end: momentLabel(moved.end, i18n.language) }), error: false });
    } catch (error) {
      setStatus({ text: failureText(error, t), error: true });
    }
    rows.reload();
  };

  if (!vm.perms.read) return <Card withBorder radius="md"><ViewForbidden /></Card>;
  const target = readRecordTarget(params);
  const last = windowOf(shiftFrom(from, zoom, 1), zoom).startMinute - 1;

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="gantt-view">
      <div className="dv-toolbar">
        <Group gap="xs">
          <ActionIcon variant="default" size={36} aria-label={t('gantt.previous')} onClick={() => setWindow({ from: shiftFrom(from, zoom, -1) })} data-testid="gantt-prev"><IconChevronLeft size={18} aria-hidden /></ActionIcon>
          <ActionIcon variant="default" size={36} aria-label={t('gantt.next')} onClick={() => setWindow({ from: shiftFrom(from, zoom, 1) })} data-testid="gantt-next"><IconChevronRight size={18} aria-hidden /></ActionIcon>
          <Button variant="default" onClick={() => setWindow({ from: defaultFrom(today, zoom) })}>{t('gantt.today')}</Button>
          <Title order={2} size="h5" ml="sm" aria-live="polite" data-testid="gantt-range">
            {t('gantt.range', { from: momentLabel(window.from, i18n.language), to: momentLabel(momentText(last).slice(0, 10), i18n.language) })}
          </Title>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('gantt.zoom')}
            value={zoom}
            onChange={(z) => setWindow({ zoom: z as Zoom })}
            data={[{ value: 'day', label: t('gantt.zoomDay') }, { value: 'week', label: t('gantt.zoomWeek') }]}
            data-testid="gantt-zoom"
          />
        </Group>
      </div>
      <Group gap={6} px="md" pb="xs" role="list" aria-label={t('gantt.legend')}>
        {colorField?.values?.map((v) => (
          <Badge key={v} role="listitem" variant="light" color={colorOf(colorField, v)} styles={{ label: { color: 'var(--mantine-color-gray-9)', textTransform: 'none' } }}>{vm.enumLabel(colorField, v)}</Badge>
        ))}
        {gantt.due && <Badge role="listitem" variant="outline" color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />} styles={{ label: { color: 'var(--mantine-color-red-9)', textTransform: 'none' } }} data-testid="gantt-late-count">{t('gantt.late')}: {lateCount}</Badge>}
        {gantt.load && <Badge role="listitem" variant="light" color="red" className="gantt-over-legend" styles={{ label: { color: 'var(--mantine-color-red-9)', textTransform: 'none' } }}>{t('gantt.overCapacity')}</Badge>}
      </Group>
      <FilterBar vm={vm} paths={view.filters.filter(vm.canRead)} filters={query.filters} onChange={(filters) => setQuery({ filters })} />
      {status && <Text role="status" size="sm" px="md" py={4} c={status.error ? 'red.8' : 'dimmed'} data-testid="gantt-status">{status.text}</Text>}
      {rows.error && isForbidden(rows.error) ? <ViewForbidden message={failureText(rows.error, t)} /> : rows.error ? <LoadFailed message={failureText(rows.error, t)} onRetry={rows.reload} /> : (
        <>
          {ganttLanes.length === 0 && !rows.loading ? <EmptyView title={t('gantt.empty')} /> : (
            <GanttChart
              window={window} lanes={ganttLanes} bars={bars} rowsPerLane={rowsPerLane} spans={spans} view={barView}
              title={t(translationKeys.routeTitle(route.id))} resourceLabel={vm.fieldLabel(gantt.resource)} now={nowMinute}
              movable={movable} onOpen={(id) => open({ mode: 'edit', id })} onMove={move}
            />
          )}
          {list && bars.length === 0 && ganttLanes.length > 0 && <Text size="sm" c="dimmed" px="md" py="xs" data-testid="gantt-empty">{t('gantt.empty')}</Text>}
        </>
      )}
      {unscheduled.data && unscheduled.data.total > 0 && (
        <Alert color="gray" variant="light" m="md" data-testid="gantt-unscheduled">{t('gantt.unscheduled', { count: unscheduled.data.total })}</Alert>
      )}
      {list && list.total > MAX_BARS && <Text size="xs" c="dimmed" p="xs">{t('gantt.truncated', { count: MAX_BARS })}</Text>}
      <Suspense fallback={null}>
        {target && <RecordDrawer view={view} target={target} actions={actions} onNavigate={open} onChanged={rows.reload} />}
      </Suspense>
    </Card>
  );
}

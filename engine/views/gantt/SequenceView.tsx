// A gantt view with layout: sequence: one lane's rows in run order (the
// view's columns, plus how late each ends against its due day), the lane
// picked from the resource's rows (?lane= in the URL), and the scheduler's
// Sequence action: a proposal next to the current schedule, applied when
// the user may write the route.
import { Alert, Button, Card, Group, Select, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsSort } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataApi, type DataPage, type DataRow } from '../../data/api';
import { toApiQuery } from '../../data/list-query';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { viewRef } from '../../data/table-state';
import { useHttp } from '../../shell/context';
import { useApiQuery } from '../../shell/useApiQuery';
import { accessContextAtom, policyAtom } from '../../state';
import { FORBIDDEN_CODES, failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useViewModel } from '../shared/useViewModel';
import { schedulerApi, type SequenceProposal } from '../../data/schedule-api';
import { SequenceDialog } from './SequenceDialog';
import { durationLabel, momentLabel } from './texts';
import { latenessMinutes, momentMinute } from './timeline';
import { useSearchParams } from 'react-router-dom';
import '../views.css';
import './gantt.css';

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));

export default function SequenceView({ route, view, index }: ViewProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const vm = useViewModel(view.entity);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const actions = useActions(view, vm.perms);
  const [params, setParams] = useSearchParams();
  const gantt = view.gantt!;
  const resourceField = vm.entity.fields.find((f) => f.name === gantt.resource);
  const lanesEntity = resourceField?.entity ? vm.entities.get(resourceField.entity) : undefined;
  const lanes = useApiQuery<DataPage>(lanesEntity && vm.permsOf(lanesEntity).read ? dataApi.list : null, {
    params: { entity: lanesEntity?.id ?? '' },
    query: toApiQuery({ page: 1, pageSize: 500, sort: [], filters: [], fields: lanesEntity ? [...new Set([...lanesEntity.key, lanesEntity.title])] : [] }),
    ignoreCodes: FORBIDDEN_CODES,
  });
  const laneRows = lanes.data?.rows ?? [];
  const requested = Number(params.get('lane'));
  const lane = laneRows.find((r) => r.id === requested) ?? laneRows[0];
  const fields = [...new Set([...view.columns, view.label, view.start, view.end, gantt.due].filter((f): f is string => !!f && vm.canRead(f)))];
  const rows = useApiQuery<DataPage>(lane ? dataApi.list : null, {
    params: { entity: vm.entity.id },
    query: { ...toApiQuery({ page: 1, pageSize: 500, sort: [{ field: view.start!, desc: false }], filters: [{ field: gantt.resource, op: 'eq', value: lane?.id ?? 0 }], fields }), view: viewRef(route.id, index) },
    ignoreCodes: FORBIDDEN_CODES,
  });
  const [proposal, setProposal] = useState<SequenceProposal | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const writable = policy.checkRoute({ ...route, permissions: { ...route.permissions, level: 'write' } }, ctx).allowed;
  const laneTitle = (r: DataRow | undefined) => (r ? String(r[lanesEntity?.title ?? ''] ?? `#${r.id}`) : '');

  const sequence = async () => {
    if (!lane || !gantt.scheduler) return;
    setBusy(true);
    setStatus(null);
    try {
      setProposal(await http.request<SequenceProposal>(schedulerApi.preview, { params: { scheduler: gantt.scheduler }, body: { line: lane.id }, silent: true }));
    } catch (error) {
      setStatus({ text: failureText(error, t), error: true });
    } finally {
      setBusy(false);
    }
  };
  const open = (target: RecordTarget | null, options: { replace?: boolean } = {}) => setParams((p) => withRecordTarget(p, target), { replace: options.replace });
  const pickLane = (id: string | null) => setParams((p) => {
    const out = new URLSearchParams(p);
    if (id) out.set('lane', id); else out.delete('lane');
    return out;
  });

  if (!vm.perms.read) return <Card withBorder radius="md"><ViewForbidden /></Card>;
  const target = readRecordTarget(params);
  const data = rows.data;
  const lateOf = (row: DataRow) => {
    const end = momentMinute(row[view.end!], true);
    return Number.isFinite(end) && gantt.due ? latenessMinutes(end, row[gantt.due]) : null;
  };

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="sequence-view">
      <div className="dv-toolbar">
        <Group gap="sm" align="flex-end">
          <Select
            label={vm.fieldLabel(gantt.resource)}
            placeholder={t('gantt.sequence.pick')}
            data={laneRows.map((r) => ({ value: String(r.id), label: laneTitle(r) }))}
            value={lane ? String(lane.id) : null}
            onChange={pickLane}
            allowDeselect={false}
            searchable
            w={280}
            data-testid="sequence-lane"
          />
          {gantt.scheduler && (
            <Button leftSection={<IconArrowsSort size={16} aria-hidden />} onClick={sequence} loading={busy} disabled={!lane} data-testid="sequence-run">
              {t('gantt.sequence.run')}
            </Button>
          )}
        </Group>
      </div>
      {status && <Text role="status" size="sm" px="md" py={4} c={status.error ? 'red.8' : 'dimmed'} data-testid="sequence-status">{status.text}</Text>}
      {lanes.error && isForbidden(lanes.error) ? <ViewForbidden message={failureText(lanes.error, t)} />
        : lanes.data && laneRows.length === 0 ? <EmptyView title={t('gantt.sequence.noLanes')} />
        : rows.error ? <LoadFailed message={failureText(rows.error, t)} onRetry={rows.reload} />
        : !data ? <LoadingRows />
        : data.rows.length === 0 ? <EmptyView title={t('gantt.sequence.empty')} />
        : (
          <div className="sequence-scroll" tabIndex={0} role="region" aria-label={laneTitle(lane)}>
            <Table striped highlightOnHover stickyHeader data-testid="sequence-table" aria-label={`${vm.entityPlural()} · ${laneTitle(lane)}`}>
              <Table.Thead>
                <Table.Tr>
                  {view.columns.filter(vm.canRead).map((c) => <Table.Th key={c} scope="col">{vm.pathLabel(c)}</Table.Th>)}
                  {gantt.due && <Table.Th scope="col">{t('gantt.sequence.lateness')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => {
                  const late = lateOf(row);
                  return (
                    <Table.Tr key={row.id} data-late={late !== null && late > 0 ? true : undefined} data-testid="sequence-row">
                      {view.columns.filter(vm.canRead).map((c, k) => {
                        const r = vm.resolve(c);
                        // Moments (YYYY-MM-DDTHH:mm strings) read as the user's dates and times.
                        const text = (c === view.start || c === view.end) && typeof row[c] === 'string' ? momentLabel(row[c] as string, i18n.language) : r ? vm.format(r, row[c], data.refs) : '';
                        return (
                          <Table.Td key={c}>
                            {k === 0 ? <button type="button" className="sequence-link dv-focusable" onClick={() => open({ mode: 'edit', id: row.id })}>{text || `#${row.id}`}</button> : text}
                          </Table.Td>
                        );
                      })}
                      {gantt.due && (
                        <Table.Td>
                          {late === null ? '' : late > 0
                            ? <Text span size="sm" c="red.8" fw={600}><IconAlertTriangle size={12} aria-hidden /> {t('gantt.lateBy', { duration: durationLabel(late, t) })}</Text>
                            : t('gantt.sequence.onTime')}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        )}
      {proposal && lane && (
        <SequenceDialog
          proposal={proposal} laneTitle={laneTitle(lane)} scheduler={gantt.scheduler!} writable={writable}
          onClose={() => setProposal(null)}
          onApplied={(count) => { setProposal(null); setStatus({ text: count ? t('gantt.sequence.applied', { count }) : t('gantt.sequence.nothing'), error: false }); rows.reload(); }}
          onStale={() => { setStatus({ text: t('gantt.sequence.conflict'), error: true }); rows.reload(); void sequence(); }}
        />
      )}
      {data && data.total > data.rows.length && <Alert color="gray" m="md">{t('gantt.truncated', { count: data.rows.length })}</Alert>}
      <Suspense fallback={null}>
        {target && <RecordDrawer view={view} target={target} actions={actions} onNavigate={open} onChanged={rows.reload} />}
      </Suspense>
    </Card>
  );
}

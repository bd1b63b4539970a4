// The record drawer (?record=<id> or ?record=new): the form when the caller
// may write (create / edit), the detail otherwise, and the row's history.
// Closing it is a navigation, so the unsaved-changes guard asks first.
import { Drawer, Group, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CompiledView } from '../../config/compiled';
import { dataApi, type DataRecord } from '../../data/api';
import { readPrefill, type RecordTarget } from '../../data/record-url';
import { useApiQuery } from '../../shell/useApiQuery';
import { failureText, FORBIDDEN_CODES, isForbidden, isNotFound } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewActions } from '../shared/types';
import { useViewModel } from '../shared/useViewModel';
import { HistoryList } from './HistoryList';
import { RecordDetail } from './RecordDetail';
import { RecordForm } from './RecordForm';
import '../views.css';

export interface RecordDrawerProps {
  view: CompiledView;
  target: RecordTarget;
  actions: ViewActions;
  /** Opens another target, or closes the drawer (null). replace: no new history entry. */
  onNavigate(target: RecordTarget | null, options?: { replace?: boolean }): void;
  /** A row was created, changed or deleted: the list under the drawer reloads. */
  onChanged(record?: DataRecord): void;
}

export default function RecordDrawer({ view, target, actions, onNavigate, onChanged }: RecordDrawerProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string | null>('record');
  const id = target.mode === 'edit' ? target.id : null;
  const loaded = useApiQuery<DataRecord>(id !== null ? dataApi.get : null, {
    params: { entity: vm.entity.id, id: id ?? 0 }, ignoreCodes: [...FORBIDDEN_CODES, 'NOT_FOUND'],
  });
  const record = id !== null && loaded.data?.row.id === id ? loaded.data : null;
  const editable = target.mode === 'new' ? actions.create : actions.edit;
  const close = () => onNavigate(null);

  const title = target.mode === 'new'
    ? t('data.record.new', { item: vm.entityName() })
    : record ? String(record.row[vm.entity.title] ?? `#${record.row.id}`) : vm.entityName();

  const content = (() => {
    if (target.mode === 'new') {
      if (!actions.create) return <ViewForbidden />;
      return (
        <RecordForm
          vm={vm}
          view={view}
          record={null}
          prefill={readPrefill(params, vm.entity)}
          canDelete={false}
          onSaved={(saved) => { onChanged(saved); setTimeout(() => onNavigate({ mode: 'edit', id: saved.row.id }, { replace: true }), 0); }}
          onCancel={close}
        />
      );
    }
    if (loaded.error && isForbidden(loaded.error)) return <ViewForbidden message={failureText(loaded.error, t)} />;
    if (loaded.error && isNotFound(loaded.error)) return <EmptyView title={t('data.record.notFound')} />;
    if (loaded.error) return <LoadFailed message={failureText(loaded.error, t)} onRetry={loaded.reload} />;
    if (!record) return <LoadingRows rows={6} />;
    return (
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="record">{t(editable ? 'data.record.editTab' : 'data.record.detailTab')}</Tabs.Tab>
          <Tabs.Tab value="history" data-testid="history-tab">{t('data.record.historyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="record">
          {editable ? (
            <RecordForm
              vm={vm}
              view={view}
              record={record}
              canDelete={actions.remove}
              onSaved={(saved) => onChanged(saved)}
              onDeleted={() => { onChanged(); setTimeout(close, 0); }}
              onCancel={close}
            />
          ) : (
            <RecordDetail vm={vm} view={view} record={record} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history"><HistoryList vm={vm} id={record.row.id} /></Tabs.Panel>
      </Tabs>
    );
  })();

  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      size="xl"
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={650} size="lg" component="span" lineClamp={1}>{title}</Text>
          {target.mode === 'edit' && record && <Text size="sm" c="dimmed" component="span">{vm.entityName()}</Text>}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="record-drawer"
    >
      {content}
    </Drawer>
  );
}

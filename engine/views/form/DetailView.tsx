// The detail view: a record read-only (the singleton's row, or ?record=<id>).
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useViewModel } from '../shared/useViewModel';
import { RecordDetail } from '../record/RecordDetail';
import { useViewRecord } from './useViewRecord';

export default function DetailView({ view }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const current = useViewRecord(vm, view);
  const body = (() => {
    if (!vm.perms.read) return <ViewForbidden />;
    if (current.error && isForbidden(current.error)) return <ViewForbidden message={failureText(current.error, t)} />;
    if (current.error) return <LoadFailed message={failureText(current.error, t)} onRetry={current.reload} />;
    if (current.loading) return <LoadingRows />;
    if (!current.record) return <EmptyView title={t('data.record.notFound')} />;
    return <RecordDetail vm={vm} view={view} record={current.record} />;
  })();
  return <Card withBorder radius="md" padding="lg" maw={880} data-testid="detail-view">{body}</Card>;
}

// The form view: edit the company's only row of a singleton (or ?record=<id>),
// else a form that creates rows one after another.
import { Alert, Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isForbidden } from '../shared/errors';
import { LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useViewModel } from '../shared/useViewModel';
import { RecordDetail } from '../record/RecordDetail';
import { RecordForm } from '../record/RecordForm';
import { useViewRecord } from './useViewRecord';
// Its own styles too: the first load may fetch a view's chunk before the page's (engine/views/route-prefetch.ts).
import '../views.css';

export default function FormView({ view }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const actions = useActions(view, vm.perms);
  const current = useViewRecord(vm, view);
  const [created, setCreated] = useState(0);

  const body = (() => {
    if (!vm.perms.read) return <ViewForbidden />;
    if (current.error && isForbidden(current.error)) return <ViewForbidden message={failureText(current.error, t)} />;
    if (current.error) return <LoadFailed message={failureText(current.error, t)} onRetry={current.reload} />;
    if (current.loading) return <LoadingRows />;
    const record = current.record;
    const editable = record ? actions.edit : actions.create;
    if (!editable) return record ? <RecordDetail vm={vm} view={view} record={record} /> : <ViewForbidden />;
    return (
      <>
        {created > 0 && !current.singleton && <Alert color="teal" variant="light" mb="md" data-testid="form-created">{t('data.record.savedAnother', { item: vm.entityName() })}</Alert>}
        <RecordForm
          key={record ? `r${record.row.id}` : `new${created}`}
          vm={vm}
          view={view}
          record={record}
          canDelete={false}
          onSaved={(_, isNew) => {
            if (current.singleton) current.reload();
            else if (isNew) setCreated((n) => n + 1);
          }}
        />
      </>
    );
  })();

  return <Card withBorder radius="md" padding="lg" maw={880} data-testid="form-view">{body}</Card>;
}

// Billing: the plan and billing details chosen in onboarding step 3, kept
// editable afterwards with the same form and the same server checks.
import { Alert, Button, Group } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type BillingDetails } from '../../engine/http';
import { UnsavedChangesGuard, useApiQuery, useCurrentRoute } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { BillingForm } from '../onboarding/BillingStep';

export default function BillingPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const billing = useApiQuery<BillingDetails | null>(api.billing);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const title = route ? t(translationKeys.routeTitle(route.id)) : '';

  return (
    <div className="shell-page" data-testid="billing-page">
      <PageHeader title={title} description={route ? t(translationKeys.routeDescription(route.id)) : undefined} icon={<IconReceipt size={28} />} />
      <UnsavedChangesGuard when={dirty} />
      {billing.error ? (
        <LoadFailed title={t('billingPage.loadFailed')} onRetry={billing.reload} />
      ) : billing.loading || billing.data === undefined ? (
        <LoadingRows rows={8} />
      ) : (
        <BillingForm
          saved={billing.data}
          endpoint={api.saveCompanyBilling}
          onSaved={() => setSaved(true)}
          setDirty={(d) => {
            setDirty(d);
            if (d) setSaved(false);
          }}
          actions={(submitting) => (
            <Group justify="space-between">
              <div role="status">{saved && !dirty && <Alert color="teal" variant="light" py={6}>{t('billingPage.saved')}</Alert>}</div>
              <Button type="submit" form="billing-form" loading={submitting} disabled={!dirty} data-testid="billing-save">{t('common.save')}</Button>
            </Group>
          )}
        />
      )}
    </div>
  );
}

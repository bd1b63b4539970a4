// When the stock projection was computed and from what, with a button to
// recompute it now (its figures follow the data by themselves; the button is
// for a planner who wants to be sure).
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../engine/data/format';
import { failureMessage } from '../../../engine/http';
import { useApiQuery, useHttp } from '../../../engine/shell';
import { supplyApi, type PlanState } from './supply-api';

export function PlanStatus({ canRefresh, onRefreshed }: { canRefresh: boolean; onRefreshed(): void }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const plan = useApiQuery<PlanState>(supplyApi.plan);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await http.request(supplyApi.refresh, { body: {}, silent: true });
      plan.reload();
      onRefreshed();
    } catch (error) {
      setFailure(failureMessage(error, t, 'supply.plan.failed'));
    } finally {
      setBusy(false);
    }
  };
  const state = plan.data;
  return (
    <Group justify="space-between" mb="md" data-testid="plan-status">
      <Text size="sm" c="dimmed">
        {state
          ? t('supply.plan.computed', {
            at: formatTimestamp(state.ComputedAt, i18n.language), series: state.Summary.series ?? 0, months: state.Summary.months ?? 0,
          })
          : t('supply.plan.computing')}
        {failure && <Text span c="red" ml="sm">{failure}</Text>}
      </Text>
      {canRefresh && (
        <Button size="xs" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} loading={busy} onClick={refresh} data-testid="plan-refresh">
          {t('supply.plan.refresh')}
        </Button>
      )}
    </Group>
  );
}

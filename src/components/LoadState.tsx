// Loading and failure states for a page's data.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadingRows({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={36} radius="sm" />)}
    </Stack>
  );
}

export function LoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={title}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert>
  );
}

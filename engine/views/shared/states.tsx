// Loading, empty, failed and forbidden states of a view's data.
import { Alert, Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingRows({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" p="md" data-testid="view-loading">
      <span className="visually-hidden" role="status">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={30} radius="sm" />)}
    </Stack>
  );
}

export function LoadFailed({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('data.states.loadFailed')} m="md" role="alert" data-testid="view-error">
      {message && <Text size="sm">{message}</Text>}
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert>
  );
}

/** The API refused the data (roles, plugin): the page stays, the data does not show. */
export function ViewForbidden({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" p="xl" data-testid="view-forbidden" role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="red"><IconLock size={26} aria-hidden /></ThemeIcon>
      <Text fw={650}>{t('data.states.forbidden')}</Text>
      <Text c="dimmed" size="sm" ta="center" maw={480}>{message || t('messages.forbidden')}</Text>
    </Stack>
  );
}

export function EmptyView({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" p="xl" data-testid="view-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray"><IconDatabaseOff size={26} aria-hidden /></ThemeIcon>
      <Text fw={650}>{title}</Text>
      {children}
    </Stack>
  );
}

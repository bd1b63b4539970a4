// Small pieces the step contents share.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Tells the wizard whether the step has unsaved edits (it asks before leaving them). */
export function useReportDirty(dirty: boolean, setDirty: (dirty: boolean) => void): void {
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}

export function StepLoading({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="step-loading">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={i === 0 ? 24 : 40} radius="sm" />)}
    </Stack>
  );
}

export function StepLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('onboarding.form.loadFailed')}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert>
  );
}

/** Values typed or pasted into a tags input: "a, b; c" is three values; blanks are dropped. */
export function splitValues(value: string): string[] {
  return value.split(/[,;\n]/).map((v) => v.trim()).filter(Boolean);
}

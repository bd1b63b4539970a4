// The submit row of a form: the submit button (with its icon and the
// submitting spinner) and, in dialogs, a cancel button before it. Full width
// on the sign-in pages, at the right elsewhere.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  label: string;
  icon: ReactNode;
  submitting: boolean;
  /** A cancel button before the submit one. */
  onCancel?(): void;
  cancelLabel?: string;
  /** Sign-in pages: one large button across the form. */
  fullWidth?: boolean;
  variant?: 'filled' | 'light';
  disabled?: boolean;
  testId?: string;
  cancelTestId?: string;
}

export function FormActions({ label, icon, submitting, onCancel, cancelLabel, fullWidth, variant, disabled, testId, cancelTestId }: FormActionsProps) {
  const { t } = useTranslation();
  const submit = (
    <Button type="submit" size={fullWidth ? 'md' : 'sm'} fullWidth={fullWidth} variant={variant} loading={submitting} disabled={disabled} leftSection={icon} data-testid={testId}>
      {label}
    </Button>
  );
  if (fullWidth && !onCancel) return submit;
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && <Button variant="default" onClick={onCancel} disabled={submitting} data-testid={cancelTestId}>{cancelLabel ?? t('common.cancel')}</Button>}
      {submit}
    </Group>
  );
}

// The footer of a step: an optional note on the left, secondary actions, and
// the primary 'save and continue' button (a submit button when `form` names
// the step's form, so Enter in a field submits it).
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface StepActionsProps {
  /** id of the form this button submits; without it the button calls onContinue. */
  form?: string;
  onContinue?(): void;
  loading?: boolean;
  disabled?: boolean;
  /** Defaults to onboarding.wizard.saveAndContinue. */
  label?: string;
  note?: ReactNode;
  children?: ReactNode;
}

export function StepActions({ form, onContinue, loading, disabled, label, note, children }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="wizard-actions">
      {note && <div className="wizard-actions-note">{note}</div>}
      {children}
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={form ? undefined : onContinue}
        loading={loading}
        disabled={disabled}
        rightSection={<IconArrowRight size={18} aria-hidden />}
        data-testid="step-continue"
      >
        {label ?? t('onboarding.wizard.saveAndContinue')}
      </Button>
    </div>
  );
}

// Step 2, terms of use: the translated terms of the version in force
// (onboarding.yaml terms.version) and their acceptance, recorded on the
// server with the version, the user and the time.
import { Alert, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type TermsAcceptance, type TermsStatus } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { StepActions, type StepContentProps } from '../../engine/wizard';
import { formatDateTime } from './intl';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

/** Sections of the terms, in order: onboarding.terms.sections.<id>.title / .text. */
export const TERMS_SECTIONS = ['service', 'account', 'data', 'confidentiality', 'availability', 'fees', 'liability', 'termination'] as const;

export default function TermsStep({ complete, setDirty }: StepContentProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const terms = useApiQuery<TermsStatus>(api.onboardingTerms);
  const [checked, setChecked] = useState(false);
  const [showError, setShowError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [accepted, setAccepted] = useState<TermsAcceptance | null>(null);
  useReportDirty(checked && !terms.data?.Accepted && !accepted, setDirty);

  if (terms.error) return <StepLoadFailed onRetry={terms.reload} />;
  if (!terms.data) return <StepLoading rows={6} />;
  const acceptance = accepted ?? terms.data.Accepted;

  const onContinue = async () => {
    if (!acceptance && !checked) {
      setShowError(true);
      return;
    }
    setSaving(true);
    try {
      if (!acceptance) setAccepted(await http.request<TermsAcceptance>(api.acceptTerms, { body: { Version: terms.data!.Version } }));
      await complete();
    } catch {
      // logged by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah={380} type="auto" offsetScrollbars>
          <article className="onboarding-terms" aria-labelledby="terms-title" tabIndex={0} data-testid="terms-text">
            <Title order={2} size="h4" id="terms-title">{t('onboarding.terms.title', { product: config.app.productName })}</Title>
            <Text size="xs" c="dimmed" mb="sm">{t('onboarding.terms.version', { version: terms.data.Version })}</Text>
            {TERMS_SECTIONS.map((id, i) => (
              <section key={id}>
                <Title order={3} size="h6" mt="md">{i + 1}. {t(`onboarding.terms.sections.${id}.title`)}</Title>
                <Text size="sm" mt={4}>{t(`onboarding.terms.sections.${id}.text`)}</Text>
              </section>
            ))}
          </article>
        </ScrollArea.Autosize>
      </Paper>

      {acceptance ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} data-testid="terms-accepted">
          {t('onboarding.terms.acceptedBy', { name: acceptance.UserName, date: formatDateTime(acceptance.AcceptedAt, i18n.language), version: acceptance.Version })}
        </Alert>
      ) : (
        <Checkbox
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            setShowError(false);
          }}
          label={t('onboarding.terms.accept')}
          error={showError ? t('onboarding.terms.mustAccept') : undefined}
          data-testid="terms-checkbox"
        />
      )}

      <StepActions loading={saving} onContinue={() => void onContinue()} />
    </Stack>
  );
}

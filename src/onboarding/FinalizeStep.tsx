// Step 11, finalize: a summary of what the company has set up, each part
// with a link back to its step, and the finish button. Finishing while a step
// is missing shows the 'finish content' alert instead.
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFlag, IconMinus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type OnboardingSummary } from '../../engine/http';
import { useApiQuery } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import type { StepContentProps } from '../../engine/wizard';
import { countryName, currencyName, formatDateTime, monthName, weekdayName } from './intl';
import { StepLoadFailed, StepLoading } from './shared';

function Section({ title, stepKey, filled, children, goTo }: { title: string; stepKey: string; filled: boolean; children: ReactNode; goTo(status: number): void }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const step = config.onboarding.steps.find((s) => s.key === stepKey);
  return (
    <Card withBorder radius="md" padding="md" data-summary={stepKey}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={26} radius="xl" color={filled ? 'teal' : 'gray'} variant={filled ? 'filled' : 'light'} aria-hidden>
            {filled ? <IconCheck size={16} /> : <IconMinus size={16} />}
          </ThemeIcon>
          <Title order={2} size="h5">{title}</Title>
        </Group>
        {step && (
          <Anchor component="button" type="button" size="sm" onClick={() => goTo(step.status)} aria-label={`${t('common.edit')}: ${title}`}>
            {t('common.edit')}
          </Anchor>
        )}
      </Group>
      <div className="onboarding-summary-body">{children}</div>
    </Card>
  );
}

export default function FinalizeStep({ finish, finishing, canFinish, missingSteps, goTo }: StepContentProps) {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const summary = useApiQuery<OnboardingSummary>(api.onboardingSummary);
  const lang = i18n.language;
  const none = <Text size="sm" c="dimmed">{t('onboarding.summary.none')}</Text>;

  if (summary.error) return <StepLoadFailed onRetry={summary.reload} />;
  if (!summary.data) return <StepLoading rows={8} />;
  const s = summary.data;
  const plugin = (id: string) => t(translationKeys.pluginName(id));

  const cycleText = s.Cycle
    ? [
        t(`onboarding.cycle.frequencies.${s.Cycle.Frequency}`),
        s.Cycle.MeetingWeek
          ? t('onboarding.summary.meetingMonthly', { week: t(`onboarding.cycle.weeks.${s.Cycle.MeetingWeek}`).toLocaleLowerCase(lang), day: weekdayName(s.Cycle.MeetingWeekday, lang) })
          : t('onboarding.summary.meetingWeekly', { day: weekdayName(s.Cycle.MeetingWeekday, lang, false) }),
        t('onboarding.summary.horizon', { count: s.Cycle.HorizonMonths }),
        t('onboarding.summary.frozen', { count: s.Cycle.FrozenMonths }),
      ].join(' · ')
    : null;

  return (
    <Stack gap="lg">
      <Text size="sm">{t('onboarding.summary.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="onboarding-summary">
        <Section title={t('onboarding.summary.company')} stepKey="initialSetup" filled={Boolean(s.Company.Currency)} goTo={goTo}>
          <Text size="sm" fw={600}>{s.Company.BussinessAlias}</Text>
          {s.Company.Currency ? (
            <Text size="sm">
              {s.Company.Currency} ({currencyName(s.Company.Currency, lang)}) · {s.Company.TimeZone.replace(/_/g, ' ')} · {t('onboarding.summary.fiscalStart', { month: monthName(s.Company.FiscalYearStartMonth, lang, false) })}
            </Text>
          ) : none}
        </Section>

        <Section title={t('onboarding.summary.terms')} stepKey="terms" filled={Boolean(s.Terms)} goTo={goTo}>
          {s.Terms ? <Text size="sm">{t('onboarding.terms.acceptedBy', { name: s.Terms.UserName, date: formatDateTime(s.Terms.AcceptedAt, lang), version: s.Terms.Version })}</Text> : none}
        </Section>

        <Section title={t('onboarding.summary.billing')} stepKey="billing" filled={Boolean(s.Billing)} goTo={goTo}>
          {s.Billing ? (
            <Text size="sm">
              <strong>{t(translationKeys.planName(s.Billing.PlanId))}</strong> · {s.Billing.LegalName} · {countryName(s.Billing.Country, lang)}
            </Text>
          ) : none}
        </Section>

        <Section title={t('onboarding.summary.users')} stepKey="userAccess" filled={s.Users.length > 0} goTo={goTo}>
          {s.Users.length === 0 ? (
            <Text size="sm" c="dimmed">{t('onboarding.summary.noUsers')}</Text>
          ) : (
            <Stack gap={2}>
              {s.Users.map((u) => (
                <Group key={u.Id} gap={6}>
                  <Text size="sm">{u.Name} ({u.Email})</Text>
                  <Badge size="xs" variant="light" color={u.Status === 'active' ? 'teal' : u.Status === 'pending' ? 'orange' : 'gray'}>{t(`onboarding.userAccess.statuses.${u.Status}`)}</Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t('onboarding.summary.plugins')} stepKey="plugins" filled={s.Plugins.length > 0} goTo={goTo}>
          {s.Plugins.length === 0 ? <Text size="sm" c="dimmed">{t('onboarding.summary.noPlugins')}</Text> : (
            <Group gap={6}>{s.Plugins.map((id) => <Badge key={id} variant="light" tt="none">{plugin(id)}</Badge>)}</Group>
          )}
        </Section>

        <Section title={t('onboarding.summary.dimensions')} stepKey="dimensions" filled={s.Dimensions.length > 0} goTo={goTo}>
          {s.Dimensions.length === 0 ? none : (
            <Group gap={6}>{s.Dimensions.map((d) => <Badge key={d.Id} variant="light" color="grape" tt="none">{t('onboarding.summary.dimension', { name: d.Name, count: d.ValueCount })}</Badge>)}</Group>
          )}
        </Section>

        <Section title={t('onboarding.summary.attributes')} stepKey="attribute" filled={s.Attributes.length > 0} goTo={goTo}>
          {s.Attributes.length === 0 ? <Text size="sm" c="dimmed">{t('onboarding.summary.noAttributes')}</Text> : (
            <Group gap={6}>{s.Attributes.map((a) => <Badge key={a.Id} variant="light" color="cyan" tt="none">{a.Name} · {t(`onboarding.attributes.types.${a.Type}`)}</Badge>)}</Group>
          )}
        </Section>

        <Section title={t('onboarding.summary.cycle')} stepKey="cycle" filled={Boolean(s.Cycle)} goTo={goTo}>
          {cycleText ? <Text size="sm">{cycleText}</Text> : none}
        </Section>

        <Section title={t('onboarding.summary.dataOrigin')} stepKey="dataOrigin" filled={Boolean(s.DataOrigin)} goTo={goTo}>
          {s.DataOrigin ? (
            <Text size="sm">
              {t(`onboarding.dataOrigin.methods.${s.DataOrigin.Method}.title`)}
              {s.DataOrigin.ErpSystem && ` · ${s.DataOrigin.ErpSystem}`}
              {' · '}{t('onboarding.dataOrigin.productCount', { count: s.ProductCount })}
            </Text>
          ) : none}
        </Section>
      </SimpleGrid>

      {!canFinish && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('onboarding.summary.missingTitle')} data-testid="summary-missing">
          <Group gap={6} mt={4}>
            {missingSteps.map((step) => (
              <Button key={step.status} size="compact-xs" variant="light" color="orange" onClick={() => goTo(step.status)}>
                {step.status}. {t(translationKeys.stepTitle(step.key))}
              </Button>
            ))}
          </Group>
        </Alert>
      )}

      <div className="wizard-actions">
        <div className="wizard-actions-note">{t('onboarding.summary.finishNote', { product: config.app.productName })}</div>
        <Button size="md" color="teal.9" leftSection={<IconFlag size={18} aria-hidden />} loading={finishing} onClick={() => void finish()} data-testid="finish-onboarding">
          {t('onboarding.wizard.finish')}
        </Button>
      </div>
    </Stack>
  );
}

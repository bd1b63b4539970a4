// Step 9, the S&OP cycle: how often the sales and operations planning
// meeting happens, on which day, how far ahead the plan looks (horizon) and
// how many of its first months are frozen. The next meetings are previewed.
import { Alert, Group, List, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type CompanySettings, type SopCycle } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { ChoiceField, fieldError, FormFailureAlert, useFormFailure } from '../components/form';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { nextMeetings } from './cycle';
import { formatDay, weekdayName } from './intl';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

const FREQUENCIES: readonly SopCycle['Frequency'][] = ['weekly', 'biweekly', 'monthly', 'quarterly'];
const FIELDS = ['Frequency', 'MeetingWeekday', 'MeetingWeek', 'HorizonMonths', 'FrozenMonths'] as const;
export const DEFAULT_CYCLE: SopCycle = { Frequency: 'monthly', MeetingWeekday: 2, MeetingWeek: 2, HorizonMonths: 18, FrozenMonths: 1 };

interface Values { Frequency: SopCycle['Frequency']; MeetingWeekday: string; MeetingWeek: string; HorizonMonths: number | string; FrozenMonths: number | string }

function CycleForm({ saved, fiscalMonth, complete, setDirty }: { saved: SopCycle | null; fiscalMonth: number } & Pick<StepContentProps, 'complete' | 'setDirty'>) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const failure = useFormFailure();
  const start = saved ?? DEFAULT_CYCLE;

  const schema = useMemo(
    () =>
      yup.object({
        Frequency: yup.string().oneOf(FREQUENCIES as string[]).required(),
        MeetingWeekday: yup.string().required(t('validation.required')),
        MeetingWeek: yup.string(),
        HorizonMonths: yup.number().typeError(t('validation.required')).required(t('validation.required')).integer().min(3, t('onboarding.cycle.horizonRange')).max(36, t('onboarding.cycle.horizonRange')),
        FrozenMonths: yup
          .number()
          .typeError(t('validation.required'))
          .required(t('validation.required'))
          .integer()
          .min(0)
          .max(6, t('onboarding.cycle.frozenRange'))
          .test('below-horizon', t('onboarding.cycle.frozenBelowHorizon'), function check(value) {
            return value === undefined || Number(this.parent.HorizonMonths) > value;
          }),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: {
      Frequency: start.Frequency,
      MeetingWeekday: String(start.MeetingWeekday),
      MeetingWeek: String(start.MeetingWeek ?? 2),
      HorizonMonths: start.HorizonMonths,
      FrozenMonths: start.FrozenMonths,
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const monthly = values.Frequency === 'monthly' || values.Frequency === 'quarterly';
      const body: SopCycle = {
        Frequency: values.Frequency,
        MeetingWeekday: Number(values.MeetingWeekday),
        MeetingWeek: monthly ? Number(values.MeetingWeek) : null,
        HorizonMonths: Number(values.HorizonMonths),
        FrozenMonths: Number(values.FrozenMonths),
      };
      try {
        await http.request<SopCycle>(api.saveSopCycle, { body, silent: true });
        form.resetForm({ values });
        await complete();
      } catch (error) {
        failure.show(form, formFailure(error, t, config.errors, FIELDS));
      }
    },
  });
  useReportDirty(form.dirty, setDirty);

  const monthly = form.values.Frequency === 'monthly' || form.values.Frequency === 'quarterly';
  const weekdays = Array.from({ length: 7 }, (_, i) => ({ value: String(i + 1), label: weekdayName(i + 1, i18n.language) }));
  const weeks = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`onboarding.cycle.weeks.${n}`) }));
  const today = new Date().toISOString().slice(0, 10);
  const preview = nextMeetings(
    { Frequency: form.values.Frequency, MeetingWeekday: Number(form.values.MeetingWeekday), MeetingWeek: Number(form.values.MeetingWeek) },
    today,
    4,
    fiscalMonth,
  );

  return (
    <form id="cycle-form" onSubmit={form.handleSubmit} noValidate>
      <Stack gap="lg">
        <FormFailureAlert message={failure.message} />
        <ChoiceField
          label={t('onboarding.cycle.frequency')}
          description={t(`onboarding.cycle.frequencyHint.${form.values.Frequency}`)}
          value={form.values.Frequency}
          onChange={(value) => void form.setFieldValue('Frequency', value)}
          data={FREQUENCIES.map((f) => ({ value: f, label: t(`onboarding.cycle.frequencies.${f}`) }))}
          testId="cycle-frequency"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {monthly && (
            <NativeSelect label={t('onboarding.cycle.meetingWeek')} name="MeetingWeek" data={weeks} value={form.values.MeetingWeek} onChange={form.handleChange} data-testid="cycle-week" />
          )}
          <NativeSelect label={t('onboarding.cycle.meetingDay')} name="MeetingWeekday" data={weekdays} value={form.values.MeetingWeekday} onChange={form.handleChange} data-testid="cycle-weekday" />
          <NumberInput
            label={t('onboarding.cycle.horizon')}
            description={t('onboarding.cycle.horizonHint')}
            min={3}
            max={36}
            allowDecimal={false}
            value={form.values.HorizonMonths}
            onChange={(value) => void form.setFieldValue('HorizonMonths', value)}
            onBlur={() => void form.setFieldTouched('HorizonMonths', true)}
            error={fieldError(form, 'HorizonMonths')}
            required
            data-testid="cycle-horizon"
          />
          <NumberInput
            label={t('onboarding.cycle.frozen')}
            description={t('onboarding.cycle.frozenHint')}
            min={0}
            max={6}
            allowDecimal={false}
            value={form.values.FrozenMonths}
            onChange={(value) => void form.setFieldValue('FrozenMonths', value)}
            onBlur={() => void form.setFieldTouched('FrozenMonths', true)}
            error={fieldError(form, 'FrozenMonths')}
            required
          />
        </SimpleGrid>
        <Alert variant="light" color="brand" icon={<IconCalendarEvent size={20} aria-hidden />} data-testid="cycle-preview">
          <Title order={2} size="h6">{t('onboarding.cycle.nextMeetings')}</Title>
          <List size="sm" mt={4}>
            {preview.map((date) => <List.Item key={date}>{formatDay(date, i18n.language)}</List.Item>)}
          </List>
          <Group mt="xs"><Text size="xs" c="dimmed">{t('onboarding.cycle.horizonSummary', { count: Number(form.values.HorizonMonths) || 0 })}</Text></Group>
        </Alert>
        <StepActions form="cycle-form" loading={form.isSubmitting} />
      </Stack>
    </form>
  );
}

export default function CycleStep({ complete, setDirty }: StepContentProps) {
  const cycle = useApiQuery<SopCycle | null>(api.sopCycle);
  const settings = useApiQuery<CompanySettings>(api.onboardingSettings, { silent: true });
  if (cycle.error) return <StepLoadFailed onRetry={cycle.reload} />;
  if (cycle.data === undefined || settings.loading) return <StepLoading rows={5} />;
  return <CycleForm saved={cycle.data} fiscalMonth={settings.data?.FiscalYearStartMonth ?? 1} complete={complete} setDirty={setDirty} />;
}

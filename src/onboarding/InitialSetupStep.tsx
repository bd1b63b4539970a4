// Step 4, initial setup: the company's business alias (shown in the menu
// bar), its currency, time zone and first month of the fiscal year.
import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type CompanySettings } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom, fetchProfileAtom } from '../../engine/state';
import { fieldError, FormFailureAlert, useFormFailure } from '../components/form';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { browserTimeZone } from '../../product/booking';
import { currencyCodes, timeZones } from '../../product/reference';
import { currentFiscalYear } from './cycle';
import { currencyName, formatMonthYear, monthName } from './intl';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

const FIELDS = ['BussinessAlias', 'Currency', 'TimeZone', 'FiscalYearStartMonth'] as const;
interface Values { BussinessAlias: string; Currency: string; TimeZone: string; FiscalYearStartMonth: string }

function SetupForm({ saved, complete, setDirty }: { saved: CompanySettings } & Pick<StepContentProps, 'complete' | 'setDirty'>) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const fetchProfile = useSetAtom(fetchProfileAtom);
  const failure = useFormFailure();
  const lang = i18n.language;

  const currencies = useMemo(() => {
    const common = ['EUR', 'USD', 'GBP', 'CHF', 'MXN'];
    const all = currencyCodes().map((code) => ({ value: code, label: `${code} · ${currencyName(code, lang)}` }));
    return [
      { group: t('onboarding.setup.commonCurrencies'), items: all.filter((c) => common.includes(c.value)) },
      { group: t('onboarding.setup.otherCurrencies'), items: all.filter((c) => !common.includes(c.value)) },
    ];
  }, [lang, t]);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') })), []);
  const months = useMemo(() => Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, lang) })), [lang]);

  const schema = useMemo(
    () =>
      yup.object({
        BussinessAlias: yup.string().trim().required(t('validation.required')).max(120),
        Currency: yup.string().required(t('validation.required')),
        TimeZone: yup.string().required(t('validation.required')),
        FiscalYearStartMonth: yup.string().required(t('validation.required')),
      }),
    [t],
  );

  const zone = browserTimeZone();
  const form = useFormik<Values>({
    initialValues: {
      BussinessAlias: saved.BussinessAlias,
      Currency: saved.Currency || 'EUR',
      TimeZone: saved.TimeZone || (zones.some((z) => z.value === zone) ? zone : 'UTC'),
      FiscalYearStartMonth: String(saved.FiscalYearStartMonth || 1),
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const body: CompanySettings = {
        BussinessAlias: values.BussinessAlias.trim(),
        Currency: values.Currency,
        TimeZone: values.TimeZone,
        FiscalYearStartMonth: Number(values.FiscalYearStartMonth),
      };
      try {
        const data = await http.request<CompanySettings>(api.saveSettings, { body, silent: true });
        form.resetForm({ values: { ...values, BussinessAlias: data.BussinessAlias } });
        // The header shows the business alias from the profile.
        await fetchProfile({ silent: true }).catch(() => undefined);
        await complete();
      } catch (error) {
        failure.show(form, formFailure(error, t, config.errors, FIELDS));
      }
    },
  });
  useReportDirty(form.dirty, setDirty);

  const select = (name: keyof Values) => ({
    value: form.values[name],
    onChange: (value: string | null) => void form.setFieldValue(name, value ?? ''),
    onBlur: () => void form.setFieldTouched(name, true),
    error: fieldError(form, name),
    required: true,
    allowDeselect: false,
    nothingFoundMessage: t('onboarding.form.nothingFound'),
  });

  const start = Number(form.values.FiscalYearStartMonth) || 1;
  const year = currentFiscalYear(start, new Date());

  return (
    <form id="setup-form" onSubmit={form.handleSubmit} noValidate>
      <Stack gap="lg">
        <FormFailureAlert message={failure.message} />
        <TextInput
          label={t('onboarding.setup.alias')}
          description={t('onboarding.setup.aliasHint')}
          name="BussinessAlias"
          value={form.values.BussinessAlias}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, 'BussinessAlias')}
          required
          maxLength={120}
          data-testid="setup-alias"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label={t('onboarding.setup.currency')} description={t('onboarding.setup.currencyHint')} data={currencies} searchable {...select('Currency')} data-testid="setup-currency" />
          <Select label={t('onboarding.setup.timeZone')} description={t('onboarding.setup.timeZoneHint')} data={zones} searchable limit={80} {...select('TimeZone')} data-testid="setup-timezone" />
          <Select label={t('onboarding.setup.fiscalMonth')} description={t('onboarding.setup.fiscalMonthHint')} data={months} {...select('FiscalYearStartMonth')} data-testid="setup-fiscal-month" />
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconCalendarStats size={20} aria-hidden />}>
          <Text size="sm" data-testid="fiscal-year-preview">
            {t('onboarding.setup.fiscalPreview', {
              from: formatMonthYear(year.from.year, year.from.month, i18n.language),
              to: formatMonthYear(year.to.year, year.to.month, i18n.language),
            })}
          </Text>
        </Alert>
        <StepActions form="setup-form" loading={form.isSubmitting} />
      </Stack>
    </form>
  );
}

export default function InitialSetupStep({ complete, setDirty }: StepContentProps) {
  const settings = useApiQuery<CompanySettings>(api.onboardingSettings);
  if (settings.error) return <StepLoadFailed onRetry={settings.reload} />;
  if (!settings.data) return <StepLoading rows={5} />;
  return <SetupForm saved={settings.data} complete={complete} setDirty={setDirty} />;
}

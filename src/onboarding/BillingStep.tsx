// Step 3, billing: a plan of onboarding.yaml and the company's billing
// details, validated here and again on the server (tax id with its check
// character for Spain, postal code by country). No payment provider is
// connected, and the page says so.
import { Alert, Badge, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { translationKeys } from '../../engine/config/compiled';
import { api, type BillingDetails } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom, profileAtom } from '../../engine/state';
import { fieldError, fieldProps, FormFailureAlert, useFormFailure } from '../components/form';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { COUNTRY_CODES, isValidPostalCode, isValidTaxId } from '../../product/reference';
import { browserCountry, countryName, formatMoney } from './intl';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

const FIELDS = ['PlanId', 'LegalName', 'TaxId', 'Address', 'PostalCode', 'City', 'Country', 'Email'] as const;

export interface BillingFormProps {
  saved: BillingDetails | null;
  /** The call that saves: the wizard's step call, or the billing page's once onboarding is over. */
  endpoint: string;
  /** Called with what the server saved (the wizard moves on; the billing page says it is saved). */
  onSaved(saved: BillingDetails): void | Promise<void>;
  setDirty(dirty: boolean): void;
  /** The submit row under the form (submits the form with id billing-form). */
  actions: (submitting: boolean) => ReactNode;
}

/** The plan and the billing details, checked here and again on the server. Shared by step 3 and the billing page. */
export function BillingForm({ saved, endpoint, onSaved, setDirty, actions }: BillingFormProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const failure = useFormFailure();
  const plans = config.onboarding.plans;

  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );

  const schema = useMemo(
    () =>
      yup.object({
        PlanId: yup.string().required(t('onboarding.billing.choosePlan')),
        LegalName: yup.string().trim().required(t('validation.required')).max(160),
        TaxId: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .test('tax-id', t('onboarding.billing.taxIdInvalid'), function check(value) {
            return !value || !this.parent.Country || isValidTaxId(this.parent.Country, value);
          }),
        Address: yup.string().trim().required(t('validation.required')).max(200),
        PostalCode: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .test('postal-code', t('onboarding.billing.postalCodeInvalid'), function check(value) {
            return !value || !this.parent.Country || isValidPostalCode(this.parent.Country, value);
          }),
        City: yup.string().trim().required(t('validation.required')).max(100),
        Country: yup.string().required(t('validation.required')),
        Email: yup.string().trim().required(t('validation.required')).email(t('validation.email')),
      }),
    [t],
  );

  const country = browserCountry();
  const form = useFormik<BillingDetails>({
    initialValues: saved ?? {
      PlanId: '',
      LegalName: profile?.BussinessAlias ?? '',
      TaxId: '',
      Address: '',
      PostalCode: '',
      City: '',
      Country: country && COUNTRY_CODES.includes(country) ? country : 'ES',
      Email: profile?.Email ?? '',
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      try {
        const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v).trim()])) as unknown as BillingDetails;
        const data = await http.request<BillingDetails>(endpoint, { body: trimmed, silent: true });
        form.resetForm({ values: data });
        await onSaved(data);
      } catch (error) {
        failure.show(form, formFailure(error, t, config.errors, FIELDS));
      }
    },
  });
  useReportDirty(form.dirty, setDirty);

  const input = (name: keyof BillingDetails) => ({ ...fieldProps(form, name), required: true });

  return (
    <form id="billing-form" onSubmit={form.handleSubmit} noValidate>
      <Stack gap="xl">
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={20} aria-hidden />} title={t('onboarding.billing.noPaymentTitle')} data-testid="no-payment-provider">
          {t('onboarding.billing.noPayment')}
        </Alert>

        <Radio.Group
          value={form.values.PlanId}
          onChange={(value) => void form.setFieldValue('PlanId', value)}
          name="PlanId"
          label={<Title order={2} size="h4">{t('onboarding.billing.planTitle')}</Title>}
          error={fieldError(form, 'PlanId')}
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="sm">
            {plans.map((plan) => (
              <Radio.Card key={plan.id} value={plan.id} radius="md" className="onboarding-plan" data-testid={`plan-${plan.id}`}>
                <Group wrap="nowrap" align="flex-start" justify="space-between">
                  <div>
                    <Text fw={700} size="lg">{t(translationKeys.planName(plan.id))}</Text>
                    <Text size="xl" fw={700} c="brand.8" mt={4}>
                      {t('onboarding.pricing.perMonth', { price: formatMoney(plan.monthlyPrice, plan.currency, i18n.language) })}
                    </Text>
                    <Text size="sm" c="dimmed">{t('onboarding.pricing.maxUsers', { count: plan.maxUsers })}</Text>
                    <Text size="xs" c="dimmed" mt={6}>{t('onboarding.billing.vatExcluded')}</Text>
                  </div>
                  <Radio.Indicator />
                </Group>
                {saved?.PlanId === plan.id && <Badge mt="sm" variant="light" color="teal">{t('onboarding.pricing.current')}</Badge>}
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <section aria-labelledby="billing-details-title">
          <Title order={2} size="h4" id="billing-details-title">{t('onboarding.billing.detailsTitle')}</Title>
          <Text size="sm" c="dimmed" mt={4}>{t('onboarding.billing.detailsIntro')}</Text>
          <FormFailureAlert mt="md" message={failure.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <TextInput label={t('onboarding.billing.legalName')} autoComplete="organization" {...input('LegalName')} />
            <TextInput label={t('onboarding.billing.taxId')} description={t('onboarding.billing.taxIdHint')} {...input('TaxId')} />
            <TextInput label={t('onboarding.billing.address')} autoComplete="street-address" {...input('Address')} />
            <TextInput label={t('onboarding.billing.postalCode')} autoComplete="postal-code" {...input('PostalCode')} />
            <TextInput label={t('onboarding.billing.city')} autoComplete="address-level2" {...input('City')} />
            <Select
              label={t('onboarding.billing.country')}
              data={countries}
              searchable
              required
              allowDeselect={false}
              nothingFoundMessage={t('onboarding.form.nothingFound')}
              value={form.values.Country}
              onChange={(value) => {
                void form.setFieldValue('Country', value ?? '');
                void form.setFieldTouched('TaxId', true, false);
              }}
              onBlur={() => void form.setFieldTouched('Country', true)}
              error={fieldError(form, 'Country')}
              data-testid="billing-country"
            />
            <TextInput label={t('onboarding.billing.email')} type="email" autoComplete="email" description={t('onboarding.billing.emailHint')} {...input('Email')} />
          </SimpleGrid>
        </section>

        {actions(form.isSubmitting)}
      </Stack>
    </form>
  );
}

export default function BillingStep({ complete, setDirty }: StepContentProps) {
  const billing = useApiQuery<BillingDetails | null>(api.onboardingBilling);
  if (billing.error) return <StepLoadFailed onRetry={billing.reload} />;
  if (billing.loading || billing.data === undefined) return <StepLoading rows={8} />;
  return (
    <BillingForm
      saved={billing.data}
      endpoint={api.saveBilling}
      onSaved={() => complete()}
      setDirty={setDirty}
      actions={(submitting) => <StepActions form="billing-form" loading={submitting} />}
    />
  );
}

// The built-in booking form of this product's onboarding help: a working
// day from tomorrow to BOOKING_WINDOW_DAYS ahead (product/booking.ts, the
// rules the server applies too), a half-hour slot, the time zone, a phone
// number for phone calls and a topic. The engine's BookingDialog renders it
// when onboarding.yaml names no booking calendar (OnboardingWizard's
// `bookingForm`); it posts to POST /api/onboarding/bookings.
import { Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type Booking, type BookingBody, type CompanySettings, type HelpChannel } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure, type BookingFormProps } from '../../engine/wizard';
import { bookingDateProblem, bookingRange, bookingSlots, browserTimeZone, firstBookableDay, todayIn } from '../../product/booking';
import { timeZones } from '../../product/reference';
import { ChoiceField, fieldProps, FormActions, FormFailureAlert, useFormFailure } from '../components/form';

const CHANNELS: readonly HelpChannel[] = ['videoCall', 'phone', 'email'];
const FIELDS = ['Channel', 'Date', 'Time', 'TimeZone', 'Phone', 'Topic'] as const;

interface Values { Channel: HelpChannel; Date: string; Time: string; TimeZone: string; Phone: string; Topic: string }

export default function BookingForm({ channel, onBooked }: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const settings = useApiQuery<CompanySettings>(api.onboardingSettings, { silent: true });
  const failure = useFormFailure();
  const zones = useMemo(() => timeZones(), []);
  const initialZone = browserTimeZone();
  const today = todayIn(initialZone);
  const range = bookingRange(today);

  const schema = useMemo(
    () =>
      yup.object({
        Channel: yup.string().oneOf(CHANNELS as HelpChannel[]).required(),
        Date: yup
          .string()
          .required(t('validation.required'))
          .test('bookable', '', function check(value) {
            const problem = value ? bookingDateProblem(value, todayIn(this.parent.TimeZone || 'UTC')) : null;
            return problem ? this.createError({ message: t(`onboarding.help.date.${problem}`) }) : true;
          }),
        Time: yup.string().required(t('validation.required')),
        TimeZone: yup.string().required(t('validation.required')),
        Phone: yup.string().when('Channel', {
          is: 'phone',
          then: (s) => s.trim().required(t('validation.required')).matches(/^\+?[0-9 ()-]{6,24}$/, t('onboarding.help.phoneInvalid')),
          otherwise: (s) => s.trim().matches(/^(\+?[0-9 ()-]{6,24})?$/, t('onboarding.help.phoneInvalid')),
        }),
        Topic: yup.string().max(1000),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: { Channel: channel, Date: firstBookableDay(today), Time: '10:00', TimeZone: initialZone, Phone: '', Topic: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const body: BookingBody = {
        Channel: values.Channel,
        Date: values.Date,
        Time: values.Time,
        TimeZone: values.TimeZone,
        ...(values.Phone.trim() ? { Phone: values.Phone.trim() } : {}),
        ...(values.Topic.trim() ? { Topic: values.Topic.trim() } : {}),
      };
      try {
        onBooked(await http.request<Booking>(api.requestBooking, { body, silent: true }));
      } catch (error) {
        failure.show(form, formFailure(error, t, config.errors, FIELDS));
      }
    },
  });

  // Prefer the company's time zone once it is known (until the user picks one).
  const companyZone = settings.data?.TimeZone;
  useEffect(() => {
    if (companyZone && !form.touched.TimeZone && zones.includes(companyZone)) void form.setFieldValue('TimeZone', companyZone, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyZone]);

  const field = (name: keyof Values) => fieldProps(form, name);

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="booking-form">
      <Stack gap="sm">
        <FormFailureAlert message={failure.message} />
        <ChoiceField
          label={t('onboarding.help.bookingChannel')}
          value={form.values.Channel}
          onChange={(value) => void form.setFieldValue('Channel', value)}
          data={CHANNELS.map((c) => ({ value: c, label: t(`onboarding.help.${c}`) }))}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('onboarding.help.bookingDate')}
            min={range.min}
            max={range.max}
            required
            {...field('Date')}
          />
          <NativeSelect
            label={t('onboarding.help.bookingTime')}
            required
            {...field('Time')}
            data={bookingSlots()}
          />
        </Group>
        <NativeSelect
          label={t('onboarding.help.bookingTimeZone')}
          required
          {...field('TimeZone')}
          data={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        />
        <TextInput
          type="tel"
          label={t('onboarding.help.bookingPhone')}
          description={form.values.Channel === 'phone' ? undefined : t('onboarding.help.bookingPhoneOptional')}
          autoComplete="tel"
          required={form.values.Channel === 'phone'}
          {...field('Phone')}
        />
        <Textarea
          label={t('onboarding.help.bookingTopic')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          {...field('Topic')}
        />
        <FormActions label={t('onboarding.help.bookingSubmit')} icon={<IconCalendarEvent size={18} aria-hidden />} submitting={form.isSubmitting} testId="booking-submit" />
        <Text size="xs" c="dimmed" lang={i18n.language}>{t('onboarding.help.bookingNote')}</Text>
      </Stack>
    </form>
  );
}

// The booking dialog of video calls, phone and e-mail help: the booking
// calendar of onboarding.yaml help.bookingUrl in a frame when one is
// configured, otherwise a built-in form that records the requested slot on
// the server (POST /api/onboarding/bookings) for the onboarding team.
import { Alert, Badge, Button, Divider, Group, List, Modal, NativeSelect, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCalendarEvent } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type Booking, type BookingBody, type CompanySettings, type HelpChannel } from '../http';
import { useApiQuery, useHttp } from '../shell';
import { configAtom } from '../state';
import { bookingDateProblem, bookingRange, bookingSlots, browserTimeZone, firstBookableDay, todayIn } from './booking';
import { ContactLinks } from './ChatDialog';
import { formFailure } from './form-failure';
import { timeZones } from './reference';

const CHANNELS: readonly HelpChannel[] = ['videoCall', 'phone', 'email'];
const FIELDS = ['Channel', 'Date', 'Time', 'TimeZone', 'Phone', 'Topic'] as const;

interface Values { Channel: HelpChannel; Date: string; Time: string; TimeZone: string; Phone: string; Topic: string }

export function formatSlot(booking: Pick<Booking, 'Date' | 'Time' | 'TimeZone'>, language: string): string {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${booking.Date}T12:00:00Z`));
  return `${day}, ${booking.Time} (${booking.TimeZone.replace(/_/g, ' ')})`;
}

function BookingForm({ channel, onBooked }: { channel: HelpChannel; onBooked(booking: Booking): void }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const settings = useApiQuery<CompanySettings>(api.onboardingSettings, { silent: true });
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(null);
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
        const { field, message } = formFailure(error, t, config.errors, FIELDS);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
      }
    },
  });

  // Prefer the company's time zone once it is known (until the user picks one).
  const companyZone = settings.data?.TimeZone;
  useEffect(() => {
    if (companyZone && !form.touched.TimeZone && zones.includes(companyZone)) void form.setFieldValue('TimeZone', companyZone, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyZone]);

  const error = (name: keyof Values) => ((form.submitCount > 0 || form.touched[name]) && form.errors[name]) || undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="booking-form">
      <Stack gap="sm">
        {failure && <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>}
        <div>
          <Text size="sm" fw={500} mb={4} id="booking-channel-label">{t('onboarding.help.bookingChannel')}</Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="booking-channel-label"
            value={form.values.Channel}
            onChange={(value) => void form.setFieldValue('Channel', value as HelpChannel)}
            data={CHANNELS.map((c) => ({ value: c, label: t(`onboarding.help.${c}`) }))}
          />
        </div>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('onboarding.help.bookingDate')}
            name="Date"
            min={range.min}
            max={range.max}
            required
            value={form.values.Date}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('Date')}
          />
          <NativeSelect
            label={t('onboarding.help.bookingTime')}
            name="Time"
            required
            value={form.values.Time}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('Time')}
            data={bookingSlots()}
          />
        </Group>
        <NativeSelect
          label={t('onboarding.help.bookingTimeZone')}
          name="TimeZone"
          required
          value={form.values.TimeZone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('TimeZone')}
          data={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        />
        <TextInput
          type="tel"
          label={t('onboarding.help.bookingPhone')}
          description={form.values.Channel === 'phone' ? undefined : t('onboarding.help.bookingPhoneOptional')}
          name="Phone"
          autoComplete="tel"
          required={form.values.Channel === 'phone'}
          value={form.values.Phone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('Phone')}
        />
        <Textarea
          label={t('onboarding.help.bookingTopic')}
          name="Topic"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          value={form.values.Topic}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting} leftSection={<IconCalendarEvent size={18} aria-hidden />} data-testid="booking-submit">
            {t('onboarding.help.bookingSubmit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" lang={i18n.language}>{t('onboarding.help.bookingNote')}</Text>
      </Stack>
    </form>
  );
}

/** The calls the company already asked for (remounted after each booking to reload). */
function BookedCalls() {
  const { t, i18n } = useTranslation();
  const bookings = useApiQuery<Booking[]>(api.onboardingBookings, { silent: true });
  const list = bookings.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap={6} data-testid="booked-calls">
      <Text size="sm" fw={600}>{t('onboarding.help.bookedCalls')}</Text>
      <List size="sm" spacing={4}>
        {list.map((b) => (
          <List.Item key={b.Id}>
            {formatSlot(b, i18n.language)} · {t(`onboarding.help.${b.Channel}`)}{' '}
            <Badge size="xs" variant="light" color={b.Status === 'confirmed' ? 'teal' : b.Status === 'cancelled' ? 'gray' : 'brand'}>
              {t(`onboarding.help.bookingStatus.${b.Status}`)}
            </Badge>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export default function BookingDialog({ opened, channel, onClose }: { opened: boolean; channel: HelpChannel; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { bookingUrl } = useAtomValue(configAtom).onboarding.help;
  const [booked, setBooked] = useState<Booking | null>(null);
  const [formKey, setFormKey] = useState(0);

  // A new opening starts a new form on the channel asked for.
  useEffect(() => {
    if (opened) {
      setBooked(null);
      setFormKey((k) => k + 1);
    }
  }, [opened, channel]);

  return (
    <Modal className="wizard-contrast" closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('onboarding.help.bookingTitle')} size="lg" centered data-testid="booking-dialog">
      <Stack gap="md">
        <Text size="sm">{t(`onboarding.help.bookingIntro.${channel}`)}</Text>
        {bookingUrl ? (
          <iframe
            src={bookingUrl}
            title={t('onboarding.help.bookingTitle')}
            className="wizard-help-frame"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="booking-frame"
          />
        ) : booked ? (
          <Alert color="teal" variant="light" icon={<IconCalendarCheck size={20} aria-hidden />} title={t('onboarding.help.bookingDoneTitle')} role="status" data-testid="booking-done">
            <Text size="sm">{t('onboarding.help.bookingDone', { slot: formatSlot(booked, i18n.language) })}</Text>
            <Group mt="sm" gap="sm">
              <Button size="xs" variant="light" onClick={() => { setBooked(null); setFormKey((k) => k + 1); }}>{t('onboarding.help.bookAnother')}</Button>
              <Button size="xs" onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </Alert>
        ) : (
          <BookingForm key={formKey} channel={channel} onBooked={setBooked} />
        )}
        {!bookingUrl && <BookedCalls key={`${formKey}-${booked?.Id ?? 0}`} />}
        <Divider />
        <ContactLinks />
      </Stack>
    </Modal>
  );
}

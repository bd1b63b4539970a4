// The booking dialog of video calls, phone and e-mail help: the booking
// calendar of onboarding.yaml help.bookingUrl in a frame when one is
// configured, otherwise the product's booking form (OnboardingWizard's
// `bookingForm`, which records the requested slot for the onboarding team)
// and the calls already requested. Without either, the contact links alone.
import { Alert, Badge, Button, Divider, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Booking, type HelpChannel } from '../http';
import { useApiQuery } from '../shell';
import { configAtom } from '../state';
import { ContactLinks } from './ChatDialog';
import type { BookingForm } from './types';

export function formatSlot(booking: Pick<Booking, 'Date' | 'Time' | 'TimeZone'>, language: string): string {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${booking.Date}T12:00:00Z`));
  return `${day}, ${booking.Time} (${booking.TimeZone.replace(/_/g, ' ')})`;
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

export interface BookingDialogProps {
  opened: boolean;
  channel: HelpChannel;
  onClose(): void;
  /** The product's booking form; without one (and without bookingUrl) the dialog offers the contact links alone. */
  Form?: BookingForm;
}

export default function BookingDialog({ opened, channel, onClose, Form }: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  const { bookingUrl } = useAtomValue(configAtom).onboarding.help;
  const [booked, setBooked] = useState<Booking | null>(null);
  const [formKey, setFormKey] = useState(0);

  // A new opening (or another channel) starts a new form on the channel asked for:
  // adjusted while rendering, so the previous booking never shows for a frame.
  const opening = opened ? channel : null;
  const [openedFor, setOpenedFor] = useState<HelpChannel | null>(null);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (opening) {
      setBooked(null);
      setFormKey((k) => k + 1);
    }
  }

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
        ) : Form ? (
          <Form key={formKey} channel={channel} onBooked={setBooked} />
        ) : null}
        {!bookingUrl && Form && <BookedCalls key={`${formKey}-${booked?.Id ?? 0}`} />}
        <Divider />
        <ContactLinks />
      </Stack>
    </Modal>
  );
}

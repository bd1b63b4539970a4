// The chat dialog: the external chat widget of onboarding.yaml help.chatWidgetUrl
// in a frame; while none is configured, a clear message and the other ways
// to reach the onboarding team.
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle, IconMail, IconPhone } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { configAtom } from '../state';
import { useOnboardingHelp } from './help';

export function ContactLinks() {
  const { t } = useTranslation();
  const { phone, email } = useAtomValue(configAtom).onboarding.help;
  return (
    <Group gap="lg" wrap="wrap">
      <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`} fw={600} data-testid="contact-phone">
        <Group gap={6} component="span" wrap="nowrap"><IconPhone size={18} aria-hidden />{t('onboarding.help.callUs', { phone })}</Group>
      </Anchor>
      <Anchor href={`mailto:${email}`} fw={600} data-testid="contact-email">
        <Group gap={6} component="span" wrap="nowrap"><IconMail size={18} aria-hidden />{t('onboarding.help.writeUs', { email })}</Group>
      </Anchor>
    </Group>
  );
}

export default function ChatDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { chatWidgetUrl } = useAtomValue(configAtom).onboarding.help;
  const help = useOnboardingHelp();

  return (
    <Modal className="wizard-contrast" closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('onboarding.help.chatTitle')} size="lg" centered data-testid="chat-dialog">
      {chatWidgetUrl ? (
        <iframe
          src={chatWidgetUrl}
          title={t('onboarding.help.chatTitle')}
          className="wizard-help-frame"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="chat-frame"
        />
      ) : (
        <Stack gap="md">
          <Alert variant="light" color="brand" icon={<IconInfoCircle size={20} aria-hidden />} data-testid="chat-not-configured">
            {t('onboarding.help.chatNotConfigured')}
          </Alert>
          <Text size="sm">{t('onboarding.help.otherChannels')}</Text>
          <ContactLinks />
          <Group justify="flex-end">
            <Button leftSection={<IconCalendarEvent size={18} aria-hidden />} onClick={() => help.openBooking('videoCall', 'dialog')}>
              {t('onboarding.help.bookCall')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

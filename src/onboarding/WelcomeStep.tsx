// Step 1, welcome: the welcome video (onboarding.yaml help.welcomeVideo; the
// product ships its own, wordless, in public/assets/onboarding), two cards
// about what comes next, and the four help channels. Chat and e-mail emit the
// onboarding events (engine/wizard/events.ts).
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconMail, IconMessageCircle, IconPhone, IconRocket, IconUsersGroup, IconVideo, type Icon } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpChannel } from '../../engine/http';
import { configAtom } from '../../engine/state';
import { StepActions, useOnboardingHelp, type StepContentProps } from '../../engine/wizard';

interface Channel { key: 'chat' | HelpChannel; icon: Icon; detail?: string }

export default function WelcomeStep({ complete, done }: StepContentProps) {
  const { t } = useTranslation();
  const { help } = useAtomValue(configAtom).onboarding;
  const helpActions = useOnboardingHelp();
  const [saving, setSaving] = useState(false);

  const channels: Channel[] = [
    { key: 'chat', icon: IconMessageCircle },
    { key: 'videoCall', icon: IconVideo },
    { key: 'phone', icon: IconPhone, detail: help.phone },
    { key: 'email', icon: IconMail, detail: help.email },
  ];

  const open = (key: Channel['key']) => (key === 'chat' ? helpActions.openChat('welcome') : helpActions.openBooking(key, 'welcome'));

  return (
    <Stack gap="xl">
      <div className="onboarding-welcome">
        <figure className="onboarding-video">
          <video
            src={help.welcomeVideo}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('onboarding.welcome.videoTitle')}
            aria-describedby="welcome-video-description"
            data-testid="welcome-video"
          />
          <figcaption id="welcome-video-description">{t('onboarding.welcome.videoDescription')}</figcaption>
        </figure>

        <Stack gap="md">
          <Card withBorder radius="md" padding="lg" data-testid="welcome-card">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light"><IconUsersGroup size={22} aria-hidden /></ThemeIcon>
              <Title order={2} size="h4">{t('onboarding.welcome.cardPlanTitle')}</Title>
            </Group>
            <Text size="sm" mt="sm">{t('onboarding.welcome.cardPlanText')}</Text>
          </Card>
          <Card withBorder radius="md" padding="lg" data-testid="welcome-card">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color="teal"><IconRocket size={22} aria-hidden /></ThemeIcon>
              <Title order={2} size="h4">{t('onboarding.welcome.cardStartTitle')}</Title>
            </Group>
            <Text size="sm" mt="sm">{t('onboarding.welcome.cardStartText')}</Text>
          </Card>
        </Stack>
      </div>

      <section aria-labelledby="welcome-help-title">
        <Title order={2} size="h4" id="welcome-help-title">{t('onboarding.help.title')}</Title>
        <Text size="sm" c="dimmed" mt={4}>{t('onboarding.welcome.helpIntro')}</Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mt="md">
          {channels.map(({ key, icon: ChannelIcon, detail }) => (
            <UnstyledButton key={key} className="onboarding-channel" onClick={() => open(key)} data-testid={`welcome-help-${key}`}>
              <ThemeIcon size={38} radius="xl" variant="light"><ChannelIcon size={20} aria-hidden /></ThemeIcon>
              <Text fw={600} size="sm" mt={8}>{t(`onboarding.help.${key}`)}</Text>
              <Text size="xs" c="dimmed">{detail ?? t(`onboarding.welcome.channel.${key}`)}</Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </section>

      <StepActions
        label={t(done ? 'onboarding.wizard.saveAndContinue' : 'onboarding.welcome.start')}
        loading={saving}
        onContinue={() => {
          setSaving(true);
          complete().catch(() => undefined).finally(() => setSaving(false));
        }}
      />
    </Stack>
  );
}

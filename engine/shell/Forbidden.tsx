// The forbidden page (specification sections 2 and 8): one of the product's
// backgrounds at random, the 'not enough permissions' message, a back button
// to home and a log-out button.
import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLogout } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { configAtom } from '../state';
import { useShell } from './context';
import { pickBackground, toUrl } from './paths';

export function Forbidden() {
  const { t } = useTranslation();
  const { assets, controller } = useShell();
  const config = useAtomValue(configAtom);
  const count = Math.min(config.app.forbidden.backgrounds, assets.forbiddenBackgrounds.length);
  const [index] = useState(() => pickBackground(count, Math.random()));
  const background = assets.forbiddenBackgrounds[index];

  return (
    <section
      className="shell-forbidden"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
      data-testid="forbidden"
      data-background={index}
      aria-labelledby="forbidden-title"
    >
      <Paper className="shell-forbidden-card" shadow="lg" radius="lg" p={40} withBorder>
        <ThemeIcon size={64} radius="xl" variant="light" color="red" mx="auto" mb="md">
          <IconLock size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" id="forbidden-title">{t('forbidden.title')}</Title>
        <Text c="dimmed" mt="sm" size="lg">{t('messages.forbidden')}</Text>
        <Group justify="center" mt="xl" gap="sm">
          <Button component={Link} to={toUrl(config.app.paths.home)} leftSection={<IconArrowLeft size={18} aria-hidden />} data-testid="forbidden-back">
            {t('forbidden.back')}
          </Button>
          <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => controller.logout()} data-testid="forbidden-logout">
            {t('forbidden.logout')}
          </Button>
        </Group>
      </Paper>
    </section>
  );
}

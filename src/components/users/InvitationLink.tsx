// An invitation link to pass on (there is no mail server): the full URL in a
// read-only field with a copy button.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../engine/shell';

/** The invitation's absolute URL (the API answers a path). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export function InvitationLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const full = absoluteUrl(url);
  useEffect(() => {
    if (!copied) return;
    const handle = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(handle);
  }, [copied]);
  return (
    <Stack gap="xs" data-testid="invitation-link">
      <Text size="sm">{t('userManager.invitationReady', { name })}</Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('userManager.invitationLink')}
          value={full}
          readOnly
          leftSection={<IconLink size={16} aria-hidden />}
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
          data-testid="invitation-url"
        />
        <Button
          variant="light"
          color={copied ? 'teal' : 'brand'}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={async () => setCopied(await copyText(full))}
        >
          <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
        </Button>
      </Group>
      <Text size="xs" c="dimmed">{t('userManager.invitationHint')}</Text>
    </Stack>
  );
}

// Step 5, user access: the people invited into the company and the 'invite
// user' dialog. There is no mail server, so the invitation link is shown to
// pass on; the invitee opens it, sets a password and is signed in. A pending
// or expired invitation can get a new link (earlier links stop working).
import { Alert, Badge, Button, Card, CopyButton, EmptyState, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconLink, IconRefresh, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type InvitationResult, type InvitedUser } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { StepActions, type StepContentProps } from '../../engine/wizard';
import { ListTable } from '../components/list-editor';
import { RoleBadges } from '../components/RoleBadges';
import { formatDateTime } from './intl';
import { InviteUserDialog, type InviteOutcome } from './InviteUserDialog';
import { StepLoadFailed, StepLoading } from './shared';

const STATUS_COLOR = { pending: 'orange', active: 'teal', expired: 'gray' } as const;

/** The absolute link to pass on. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

function InvitationLink({ name, email, url, renewed }: { name: string; email: string; url: string; renewed?: boolean }) {
  const { t } = useTranslation();
  const copiedMs = useAtomValue(configAtom).app.logs.copiedIndicatorMs;
  const link = absolute(url);
  return (
    <Alert color="teal" variant="light" icon={<IconLink size={20} aria-hidden />} title={t(renewed ? 'onboarding.invite.renewedTitle' : 'onboarding.invite.sent', { email })} data-testid="invitation-link">
      <Stack gap="xs">
        <Text size="sm">{t('onboarding.invite.linkHint', { name })}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput label={t('onboarding.invite.link')} value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} data-testid="invitation-url" />
          <CopyButton value={link} timeout={copiedMs}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal.9' : 'brand'} onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                {t(copied ? 'common.copied' : 'common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

export default function UserAccessStep({ complete }: StepContentProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const users = useApiQuery<InvitedUser[]>(api.invitedUsers);
  const [dialog, setDialog] = useState(false);
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const [renewed, setRenewed] = useState<{ user: InvitedUser; url: string } | null>(null);
  const [renewing, setRenewing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const inviteRole = config.roles.find((r) => r.id === config.onboarding.inviteRole);

  const onDone = (result: InviteOutcome) => {
    setDialog(false);
    setRenewed(null);
    setOutcome(result);
    if (result.ok) users.reload();
  };

  const renew = async (user: InvitedUser) => {
    setRenewing(user.Id);
    try {
      const result = await http.request<InvitationResult>(api.renewInvitation, { params: { id: user.Id } });
      setOutcome(null);
      setRenewed({ user, url: result.InvitationUrl });
      users.reload();
    } catch {
      // logged by the HTTP client
    } finally {
      setRenewing(null);
    }
  };

  const list = users.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" maw={620}>
          {t('onboarding.userAccess.intro', { role: inviteRole ? t(translationKeys.role(inviteRole.key)) : '' })}
        </Text>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog(true)} data-testid="invite-open">
          {t('onboarding.invite.button')}
        </Button>
      </Group>

      {outcome && !outcome.ok && (
        <Alert color="orange" variant="light" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setOutcome(null)} icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="already-created-alert">
          {t('messages.alreadyCreatedUser')} ({outcome.email})
        </Alert>
      )}
      {outcome?.ok && <InvitationLink name={outcome.name} email={outcome.email} url={outcome.invitationUrl} />}
      {renewed && <InvitationLink name={renewed.user.Name} email={renewed.user.Email} url={renewed.url} renewed />}

      <Card withBorder radius="md" padding={0}>
        {users.error ? (
          <div style={{ padding: 16 }}><StepLoadFailed onRetry={users.reload} /></div>
        ) : users.loading && !users.data ? (
          <div style={{ padding: 16 }}><StepLoading rows={3} /></div>
        ) : list.length === 0 ? (
          <EmptyState p="xl" icon={<IconUsers size={26} aria-hidden />} withIndicatorBackground description={t('onboarding.userAccess.empty')} />
        ) : (
          <ListTable
            minWidth={640}
            testId="invited-users"
            columns={[t('userManager.name'), t('userManager.email'), t('userManager.roles'), t('onboarding.userAccess.status')]}
            actionsLabel={t('onboarding.userAccess.actions')}
          >
            {list.map((user) => (
              <Table.Tr key={user.Id} data-email={user.Email}>
                <Table.Td><Text size="sm" fw={500}>{user.Name}</Text></Table.Td>
                <Table.Td><Text size="sm">{user.Email}</Text></Table.Td>
                <Table.Td><RoleBadges roles={user.Roles} /></Table.Td>
                <Table.Td>
                  <Tooltip label={t('onboarding.userAccess.invitedAt', { date: formatDateTime(user.InvitedAt, i18n.language) })}>
                    <Badge variant="light" color={STATUS_COLOR[user.Status]} tabIndex={0}>{t(`onboarding.userAccess.statuses.${user.Status}`)}</Badge>
                  </Tooltip>
                </Table.Td>
                <Table.Td ta="right">
                  {user.Status !== 'active' && (
                    <Button size="compact-sm" variant="subtle" loading={renewing === user.Id} leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void renew(user)} aria-label={t('onboarding.userAccess.newLinkFor', { name: user.Name })}>
                      {t('onboarding.userAccess.newLink')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Card>

      <InviteUserDialog opened={dialog} onClose={() => setDialog(false)} onDone={onDone} />

      <StepActions
        note={t('onboarding.userAccess.later')}
        loading={saving}
        onContinue={() => {
          setSaving(true);
          complete().catch(() => undefined).finally(() => setSaving(false));
        }}
      />
    </Stack>
  );
}

// First version of the user manager: the company's users with their roles as
// icons. Issue 5 adds search, sorting, paging, invitations and role changes.
import { Badge, Card, EmptyState, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type ManagedUser } from '../../engine/http';
import { useApiQuery } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RoleBadges } from '../components/RoleBadges';

export default function UserManagerPage() {
  const { t } = useTranslation();
  const users = useApiQuery<ManagedUser[]>(api.users);
  const list = users.data ?? [];

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('manager'))}
        description={t(translationKeys.routeDescription('manager'))}
      />
      <Card withBorder radius="md" padding={0}>
        {users.loading && !users.data ? (
          <div style={{ padding: 16 }}><LoadingRows /></div>
        ) : users.error ? (
          <div style={{ padding: 16 }}><LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={users.reload} /></div>
        ) : list.length === 0 ? (
          <EmptyState p="xl" icon={<IconUsers size={26} aria-hidden />} withIndicatorBackground description={t('userManager.noUsers')} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('userManager.name')}</Table.Th>
                  <Table.Th>{t('userManager.email')}</Table.Th>
                  <Table.Th>{t('userManager.roles')}</Table.Th>
                  <Table.Th>{t('userManager.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((user) => (
                  <Table.Tr key={user.Id}>
                    <Table.Td>
                      <Text fw={500} size="sm">{user.Name}</Text>
                      {user.OnBoarding && <Badge size="xs" variant="light" color="orange" mt={4}>{t('userManager.onboarding')}</Badge>}
                    </Table.Td>
                    <Table.Td><Text size="sm">{user.Email}</Text></Table.Td>
                    <Table.Td><RoleBadges roles={user.Roles} /></Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={user.Active ? 'teal' : 'gray'}>
                        {t(user.Active ? 'common.yes' : 'common.no')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </div>
  );
}

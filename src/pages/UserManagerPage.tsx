// The user manager (roles 0 and 1): the company's users in a searchable,
// sortable, paginated table with their roles as icons; add (invite or with a
// password), change roles, deactivate and reactivate, renew an invitation.
// Every action is confirmed and shows in the table at once; the server
// enforces the same rules (only role 0 hands out role 0, nobody locks
// themself out).
import { ActionIcon, Badge, Button, Card, EmptyState, Group, Modal, Pagination, SegmentedControl, Select, Table, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers, IconX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type CreatedUser, type InvitationResult, type InvitedUser, type ManagedUser } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { accessContextAtom, configAtom, policyAtom, profileAtom } from '../../engine/state';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RoleBadges } from '../components/RoleBadges';
import { SortableHeader } from '../components/SortableHeader';
import { InvitationLink } from '../components/users/InvitationLink';
import { RolesDialog } from '../components/users/RolesDialog';
import { RowActions } from '../components/users/RowActions';
import { UserFormDialog } from '../components/users/UserFormDialog';
import '../components/pages.css';
import { useOnChange } from '../lib/useOnChange';
import {
  assignableRoles, DEFAULT_PAGE_SIZE, filterUsers, paginate, PAGE_SIZES, rowPermissions, sortUsers, userStatus,
  type UserSort, type UserSortKey, type UserStatus,
} from '../lib/users';

// Dot badges: dark text (WCAG AA on any row) and the state's colour in the dot.
const STATUS_COLORS: Record<UserStatus, string> = { active: 'teal', pending: 'orange', inactive: 'gray' };
type StatusFilter = 'all' | UserStatus;
type Pending = { kind: 'deactivate' | 'reactivate' | 'reinvite'; user: ManagedUser };

export default function UserManagerPage() {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const me = useAtomValue(profileAtom);
  const query = useApiQuery<ManagedUser[]>(api.users);
  const invitedQuery = useApiQuery<InvitedUser[]>(api.invitedUsers, { silent: true });

  const [users, setUsers] = useState<ManagedUser[]>([]);
  const [pendingIds, setPendingIds] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<UserSort>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [invitation, setInvitation] = useState<{ url: string; name: string } | null>(null);
  const [announce, setAnnounce] = useState('');

  // Each load of the lists replaces the rows; local changes (a role changed, a user added) update them between loads.
  useOnChange(query.data, (data) => { if (data) setUsers(data); });
  useOnChange(invitedQuery.data, (invited) => {
    if (invited) setPendingIds(new Set(invited.filter((u) => u.Status !== 'active').map((u) => u.Id)));
  });
  // Another search, filter, page size or order starts at the first page.
  useOnChange(`${search}\u0000${status}\u0000${pageSize}\u0000${sort.key}\u0000${sort.direction}`, () => setPage(1));

  const roleName = (id: number) => {
    const role = config.roles.find((r) => r.id === id);
    return role ? t(translationKeys.role(role.key)) : String(id);
  };
  const manager = { Id: me?.Id ?? -1, Roles: me?.Roles ?? [] };
  const myRoles = me?.Roles;
  const assignable = useMemo(() => new Set(assignableRoles(config.roles, { Id: -1, Roles: myRoles ?? [] }).map((r) => r.id)), [config.roles, myRoles]);
  const managerRoute = config.routes.find((r) => r.id === 'manager');
  const keepsManagement = (user: ManagedUser, roles: number[]) =>
    user.Id !== manager.Id || !managerRoute || policy.canOpen(managerRoute, { ...ctx, roles });
  const defaultRoles = useMemo(() => {
    const viewer = [...config.roles].reverse().find((r) => assignable.has(r.id));
    return viewer ? [viewer.id] : [];
  }, [config.roles, assignable]);

  const shown = useMemo(() => {
    const matching = filterUsers(users, search, roleName).filter((u) => status === 'all' || userStatus(u, pendingIds) === status);
    return sortUsers(matching, sort, { locale: i18n.language, pendingIds });
  }, [users, search, status, sort, pendingIds, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = paginate(shown, page, pageSize);

  const replace = (user: ManagedUser) => setUsers((list) => list.map((u) => (u.Id === user.Id ? user : u)));
  const sortBy = (key: UserSortKey) =>
    setSort((s) => (s.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));
  const ariaSort = (key: UserSortKey) => (sort.key !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending');

  const update = async (user: ManagedUser, body: { Roles?: number[]; Active?: boolean }) => {
    const updated = await http.request<ManagedUser>(api.updateUser, { params: { id: user.Id }, body, silent: true });
    replace(updated);
    setAnnounce(t('userManager.saved'));
    return updated;
  };

  const onCreated = (user: CreatedUser) => {
    const { InvitationUrl, ...row } = user;
    setUsers((list) => [...list, row]);
    if (InvitationUrl) setPendingIds((ids) => new Set(ids).add(user.Id));
    setAnnounce(t('userManager.saved'));
  };

  const runConfirmed = async () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    if (kind === 'deactivate') await update(user, { Active: false });
    else if (kind === 'reactivate') await update(user, { Active: true });
    else {
      const result = await http.request<InvitationResult>(api.renewInvitation, { params: { id: user.Id }, body: {}, silent: true });
      setInvitation({ url: result.InvitationUrl, name: user.Name });
    }
  };

  const statusLabel = (s: UserStatus) => t(`userManager.status.${s}`);
  const filters: Array<{ value: StatusFilter; label: string }> = [
    { value: 'all', label: t('userManager.filterAll', { count: users.length }) },
    ...(['active', 'pending', 'inactive'] as const).map((s) => ({ value: s as StatusFilter, label: `${statusLabel(s)} (${users.filter((u) => userStatus(u, pendingIds) === s).length})` })),
  ];

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('manager'))}
        description={t(translationKeys.routeDescription('manager'))}
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)} data-testid="add-user">
            {t('userManager.addUser')}
          </Button>
        }
      />
      <div className="visually-hidden" role="status" aria-live="polite">{announce}</div>
      <Card withBorder radius="md" padding={0}>
        <div className="data-toolbar">
          <TextInput
            label={t('userManager.search')}
            placeholder={t('userManager.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search ? <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('userManager.clearSearch')} onClick={() => setSearch('')}><IconX size={14} aria-hidden /></ActionIcon> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 280px', maxWidth: 420 }}
            data-testid="users-search"
          />
          <SegmentedControl
            aria-label={t('userManager.statusFilter')}
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            data={filters}
            data-testid="users-status-filter"
          />
        </div>
        {query.loading && !query.data ? (
          <div style={{ padding: 16 }}><LoadingRows /></div>
        ) : query.error ? (
          <div style={{ padding: 16 }}><LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={query.reload} /></div>
        ) : shown.length === 0 ? (
          <EmptyState p="xl" icon={<IconUsers size={26} aria-hidden />} withIndicatorBackground description={t(users.length === 0 ? 'userManager.noUsers' : 'userManager.noMatches')} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="users-table" aria-label={t(translationKeys.routeTitle('manager'))}>
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader sort={ariaSort('name')} onSort={() => sortBy('name')} testId="sort-name">{t('userManager.name')}</SortableHeader>
                  <SortableHeader sort={ariaSort('email')} onSort={() => sortBy('email')} testId="sort-email">{t('userManager.email')}</SortableHeader>
                  <SortableHeader sort={ariaSort('roles')} onSort={() => sortBy('roles')} testId="sort-roles">{t('userManager.roles')}</SortableHeader>
                  <SortableHeader sort={ariaSort('status')} onSort={() => sortBy('status')} testId="sort-status">{t('userManager.statusLabel')}</SortableHeader>
                  <Table.Th style={{ width: 56 }}><span className="visually-hidden">{t('userManager.actions')}</span></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.items.map((user) => {
                  const s = userStatus(user, pendingIds);
                  const can = rowPermissions(user, manager, s);
                  const self = user.Id === manager.Id;
                  return (
                    <Table.Tr key={user.Id} data-user={user.Email} data-status={s}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text fw={500} size="sm">{user.Name}</Text>
                          {self && <Badge size="xs" variant="outline" color="brand">{t('userManager.you')}</Badge>}
                        </Group>
                        {user.OnBoarding && <Badge size="xs" variant="light" color="orange" c="orange.9" mt={4}>{t('userManager.onboarding')}</Badge>}
                      </Table.Td>
                      <Table.Td><Text size="sm">{user.Email}</Text></Table.Td>
                      <Table.Td><RoleBadges roles={user.Roles} /></Table.Td>
                      <Table.Td>
                        <Badge variant="dot" color={STATUS_COLORS[s]} c="gray.9" tt="none" size="md" data-testid="user-status">{statusLabel(s)}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          user={user}
                          can={can}
                          onRoles={() => setEditing(user)}
                          onConfirm={(kind) => setConfirming({ kind, user })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {shown.length > 0 && (
          <div className="data-footer">
            <Text size="sm" c="dimmed" data-testid="users-range">{t('userManager.range', { from: current.from, to: current.to, total: current.total })}</Text>
            <Group gap="md">
              <Select
                aria-label={t('userManager.pageSize')}
                data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('userManager.perPage', { count: n }) }))}
                value={String(pageSize)}
                onChange={(value) => value && setPageSize(Number(value))}
                allowDeselect={false}
                w={150}
                size="xs"
                data-testid="users-page-size"
              />
              {current.pages > 1 && (
                <Pagination
                  total={current.pages}
                  value={current.page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': t(`userManager.pagination.${control}`) })}
                  getItemProps={(n) => ({ 'aria-label': t('userManager.pagination.page', { page: n }) })}
                  data-testid="users-pagination"
                />
              )}
            </Group>
          </div>
        )}
      </Card>

      <UserFormDialog opened={adding} onClose={() => setAdding(false)} onCreated={onCreated} assignable={assignable} defaultRoles={defaultRoles} />
      <RolesDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSave={(user, roles) => update(user, { Roles: roles })}
        assignable={assignable}
        keepsManagement={keepsManagement}
      />
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`userManager.confirm.${confirming.kind}.title`, { name: confirming.user.Name }) : ''}
        confirmLabel={confirming ? t(`userManager.confirm.${confirming.kind}.action`) : ''}
        color={confirming?.kind === 'deactivate' ? 'red.9' : 'brand'}
        onConfirm={runConfirmed}
      >
        {confirming && (
          <Text size="sm">
            {t(`userManager.confirm.${confirming.kind}.body`, { name: confirming.user.Name, email: confirming.user.Email })}
          </Text>
        )}
      </ConfirmDialog>
      <Modal
        opened={invitation !== null}
        onClose={() => setInvitation(null)}
        title={<Text fw={650} size="lg" component="span">{t('userManager.newInvitation')}</Text>}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="invitation-dialog"
      >
        {invitation && <InvitationLink url={invitation.url} name={invitation.name} />}
        <Group justify="flex-end" mt="md"><Button onClick={() => setInvitation(null)}>{t('userManager.done')}</Button></Group>
      </Modal>
    </div>
  );
}

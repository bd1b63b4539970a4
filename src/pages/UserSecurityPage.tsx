// User security (plugin CUSTOM_ROLES): pick a user, then switch off features
// their roles grant. Only granted features are offered (restricting anything
// else changes nothing); the caller cannot restrict their own access to this
// page. Saving replaces the user's restrictions; the server applies them from
// the user's next request.
import { Alert, Badge, Button, Card, Fieldset, Grid, Group, NavLink, ScrollArea, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, serverMessage, type UserSecurityEntry } from '../../engine/http';
import { normalize } from '../../engine/search';
import { UnsavedChangesGuard, useApiQuery, useCurrentRoute, useHttp } from '../../engine/shell';
import { activePluginsAtom, configAtom, policyAtom, profileAtom } from '../../engine/state';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RoleBadges } from '../components/RoleBadges';
import { grantedFeatures, groupBySection, sameFeatures } from '../lib/user-security';
import '../components/user-security.css';

/** The feature that opens this page: never offered to its own user. */
const SELF_FEATURE = 'USER_SECURITY';

export default function UserSecurityPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const route = useCurrentRoute();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const activePlugins = useAtomValue(activePluginsAtom);
  const me = useAtomValue(profileAtom);
  const query = useApiQuery<UserSecurityEntry[]>(api.userSecurity);
  const [users, setUsers] = useState<UserSecurityEntry[]>(query.data ?? []);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Users (re)loaded from the server or another user picked: the draft starts
  // from that user's restrictions. Done while rendering (React's "store the
  // previous value" pattern); a save updates the list itself and keeps its message.
  const [shown, setShown] = useState({ data: query.data, selectedId });
  const loaded = query.data ?? shown.data;
  if (loaded !== shown.data || selectedId !== shown.selectedId) {
    setShown({ data: loaded, selectedId });
    const list = loaded && loaded !== shown.data ? loaded : users;
    if (list !== users) setUsers(list);
    setDraft(list.find((u) => u.Id === selectedId)?.Restricted ?? []);
    setError(null);
    setSaved(false);
  }
  const selected = users.find((u) => u.Id === selectedId) ?? null;

  const shownUsers = useMemo(() => {
    const words = normalize(search);
    return users.filter((u) => !words || normalize(`${u.Name} ${u.Email}`).includes(words));
  }, [users, search]);
  const groups = useMemo(
    () => (selected ? groupBySection(grantedFeatures(policy, config, selected.Roles, activePlugins), config) : []),
    [selected, policy, config, activePlugins],
  );
  const dirty = !!selected && !sameFeatures(draft, selected.Restricted);
  const title = route ? t(translationKeys.routeTitle(route.id)) : '';

  const toggle = (feature: string, restricted: boolean) => {
    setSaved(false);
    setDraft((d) => (restricted ? [...d, feature] : d.filter((f) => f !== feature)));
  };

  async function save() {
    if (!selected) return;
    setSaving(true);
    setError(null);
    try {
      const entry = await http.request<UserSecurityEntry>(api.updateUserSecurity, { params: { id: selected.Id }, body: { Restricted: draft }, silent: true });
      setUsers((all) => all.map((u) => (u.Id === entry.Id ? entry : u)));
      setDraft(entry.Restricted);
      setSaved(true);
    } catch (e) {
      setError(isApiError(e) ? serverMessage(e, (key, options) => t(key, options)) : String(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="shell-page" data-testid="user-security-page">
      <PageHeader title={title} description={t('userSecurity.description')} icon={<IconLock size={28} />} />
      <UnsavedChangesGuard when={dirty && !saving} />
      {query.error ? (
        <LoadFailed title={t('userSecurity.loadFailed')} onRetry={query.reload} />
      ) : query.loading && users.length === 0 ? (
        <LoadingRows />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="md">
              <TextInput
                label={t('userSecurity.searchUsers')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                mb="sm"
              />
              <nav aria-label={t('userSecurity.users')}>
                {shownUsers.length === 0 && <Text c="dimmed" size="sm">{t('userSecurity.noUsers')}</Text>}
                {shownUsers.map((u) => (
                  <NavLink
                    key={u.Id}
                    active={u.Id === selectedId}
                    onClick={() => setSelectedId(u.Id)}
                    label={u.Name}
                    description={u.Email}
                    rightSection={u.Restricted.length > 0 ? <Badge size="sm" color="orange" variant="light">{t('userSecurity.restrictedCount', { count: u.Restricted.length })}</Badge> : null}
                    data-testid={`user-security-user-${u.Id}`}
                  />
                ))}
              </nav>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="lg">
              {!selected ? (
                <Text c="dimmed">{t('userSecurity.pickUser')}</Text>
              ) : (
                <Stack gap="md">
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Title order={2} size="h3">{selected.Name}</Title>
                      <Text size="sm" c="dimmed">{selected.Email}</Text>
                    </div>
                    <RoleBadges roles={selected.Roles} />
                  </Group>
                  <Text size="sm">{t('userSecurity.explain')}</Text>
                  {groups.length === 0 && <Text c="dimmed">{t('userSecurity.nothingGranted')}</Text>}
                  <ScrollArea.Autosize mah="55vh" type="auto">
                    <Stack gap="md">
                      {groups.map((group) => (
                        <Fieldset key={group.section ?? 'other'} legend={group.section ? t(translationKeys.indexNode(group.section)) : t('userSecurity.otherFeatures')}>
                          <Stack gap={6}>
                            {group.features.map((feature) => {
                              const locked = selected.Id === me?.Id && feature === SELF_FEATURE;
                              return (
                                <Switch
                                  key={feature}
                                  label={t(translationKeys.feature(feature))}
                                  description={locked ? t('userSecurity.selfLocked') : undefined}
                                  checked={draft.includes(feature)}
                                  disabled={locked || saving}
                                  onChange={(e) => toggle(feature, e.currentTarget.checked)}
                                  data-testid={`restrict-${feature}`}
                                />
                              );
                            })}
                          </Stack>
                        </Fieldset>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                  {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
                  {saved && !dirty && <Alert color="teal" variant="light" role="status">{t('userSecurity.saved')}</Alert>}
                  <Group justify="flex-end">
                    <Button variant="default" disabled={!dirty || saving} onClick={() => setDraft(selected.Restricted)}>{t('common.cancel')}</Button>
                    <Button disabled={!dirty} loading={saving} onClick={() => void save()}>{t('common.save')}</Button>
                  </Group>
                </Stack>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </div>
  );
}

// Saved filters shared in the company (the `filter` route): every saved
// filter the user sees (their own and the shared ones), with the page it
// filters, its owner and date; open it, rename it, share or unshare it,
// delete it, where the server's rule lets the user (the owner, or for a
// shared one a holder of FILTERS write). Filters are saved from the
// "Saved filters" menu of any list.
import { ActionIcon, Badge, Card, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconBookmarks, IconPencil, IconTrash } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys, type CompiledEntity } from '../../engine/config/compiled';
import { savedFilterSearch, savedFiltersApi, type SavedFilter, type SavedFilterList } from '../../engine/data/saved-filters';
import { useApiQuery, useCurrentRoute, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { EmptyView } from '../../engine/views/shared/states';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { RouteLink } from '../components/RouteLink';

const SaveFilterDialog = lazy(() => import('../../engine/views/table/SaveFilterDialog'));

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** What a saved filter does, in a line: the fields it filters by, its sort and its search. */
function describeState(f: SavedFilter, entities: ReadonlyMap<string, CompiledEntity>, entityId: string | undefined, t: Translate): string {
  const entity = entityId ? entities.get(entityId) : undefined;
  if (!entity) return '';
  const label = (path: string) => {
    const [head, tail] = path.split('.');
    const field = entity.fields.find((x) => x.name === head);
    const own = t(translationKeys.fieldLabel(entity.id, head));
    return tail && field?.entity ? `${own} › ${t(translationKeys.fieldLabel(field.entity, tail))}` : own;
  };
  const parts = [...new Set(f.State.filters.map((x) => label(x.field)))];
  if (f.State.q) parts.push(t('savedFilters.page.search', { q: f.State.q }));
  if (f.State.sort[0]) parts.push(t('savedFilters.page.sortedBy', { field: `${label(f.State.sort[0].field)} ${f.State.sort[0].desc ? '↓' : '↑'}` }));
  return parts.length ? parts.join(' · ') : t('savedFilters.page.everything');
}

export default function SavedFiltersPage() {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const route = useCurrentRoute();
  const config = useAtomValue(configAtom);
  const list = useApiQuery<SavedFilterList>(savedFiltersApi.list);
  const [renaming, setRenaming] = useState<SavedFilter | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const title = route ? t(translationKeys.routeTitle(route.id)) : '';

  const entities = useMemo(() => new Map(config.entities.map((e) => [e.id, e])), [config]);
  const routeOf = (f: SavedFilter) => config.routes.find((r) => r.id === f.Route);
  const link = (f: SavedFilter) => {
    const target = routeOf(f);
    const view = target?.views[f.View];
    return target && view ? `/${target.path}${savedFilterSearch(f.State, f.View, view)}` : null;
  };
  const change = (f: SavedFilter, body: Record<string, unknown>) => http.request<SavedFilter>(savedFiltersApi.update, { params: { id: f.Id }, body, silent: true });
  const toggleShared = async (f: SavedFilter) => {
    setBusy(f.Id);
    try {
      await http.request(savedFiltersApi.update, { params: { id: f.Id }, body: { Shared: !f.Shared } });
      list.reload();
    } catch {
      // logged by the HTTP client
    } finally {
      setBusy(null);
    }
  };
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const body = (() => {
    if (list.error) return <LoadFailed title={t('savedFilters.page.loadFailed')} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows rows={4} />;
    if (list.data.Filters.length === 0) return <EmptyView title={t('savedFilters.page.empty')} />;
    const canShare = list.data.CanShare;
    return (
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="saved-filters-table" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('savedFilters.name')}</Table.Th>
                <Table.Th>{t('savedFilters.page.page')}</Table.Th>
                <Table.Th>{t('savedFilters.page.what')}</Table.Th>
                <Table.Th>{t('savedFilters.page.owner')}</Table.Th>
                <Table.Th>{t('savedFilters.shared')}</Table.Th>
                <Table.Th>{t('savedFilters.page.created')}</Table.Th>
                <Table.Th><span className="visually-hidden">{t('savedFilters.page.actions')}</span></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.Filters.map((f) => {
                const href = link(f);
                // Sharing needs the right to share; unsharing only the right to change it.
                const mayToggle = f.CanChange && (f.Shared || canShare);
                return (
                  <Table.Tr key={f.Id} data-saved-filter={f.Name}>
                    <Table.Td><RouteLink to={href ?? ''} fw={600} size="sm" fallback={<Text size="sm" fw={600}>{f.Name}</Text>}>{f.Name}</RouteLink></Table.Td>
                    <Table.Td><Text size="sm">{t(translationKeys.routeTitle(f.Route))}</Text></Table.Td>
                    <Table.Td><Text size="sm" c="dimmed">{describeState(f, entities, routeOf(f)?.views[f.View]?.entity, t)}</Text></Table.Td>
                    <Table.Td>
                      {f.Mine ? <Badge variant="light" color="gray" tt="none">{t('savedFilters.page.me')}</Badge> : <Text size="sm">{f.Owner?.Name ?? t('savedFilters.page.formerUser')}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {mayToggle ? (
                        <Switch
                          checked={f.Shared}
                          disabled={busy === f.Id}
                          onChange={() => void toggleShared(f)}
                          aria-label={`${t('savedFilters.share')}: ${f.Name}`}
                          data-testid="saved-filter-shared"
                        />
                      ) : (
                        <Tooltip label={t(f.Mine ? 'savedFilters.shareForbidden' : 'savedFilters.page.cannotShare')}>
                          {/* Dark text: Mantine's light teal writes shade 7 on shade 1 (3.1:1, under WCAG AA); the tint says the state. */}
                          <Badge variant="light" color={f.Shared ? 'teal' : 'gray'} c="dark.8" tt="none" tabIndex={0} data-testid="saved-filter-shared-state">
                            {t(f.Shared ? 'savedFilters.shared' : 'savedFilters.private')}
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Td>
                    <Table.Td><Text size="sm">{date(f.CreatedAt)}</Text></Table.Td>
                    <Table.Td>
                      {f.CanChange && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon variant="subtle" aria-label={`${t('savedFilters.page.rename')}: ${f.Name}`} onClick={() => setRenaming(f)} data-testid="saved-filter-rename"><IconPencil size={16} aria-hidden /></ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={`${t('savedFilters.page.delete')}: ${f.Name}`} onClick={() => setDeleting(f)} data-testid="saved-filter-delete"><IconTrash size={16} aria-hidden /></ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  })();

  return (
    <div className="shell-page" data-testid="saved-filters-page">
      <PageHeader title={title} description={route ? t(translationKeys.routeDescription(route.id)) : undefined} icon={<IconBookmarks size={28} />} />
      <Text size="sm" c="dimmed" mb="md">{t('savedFilters.page.intro')}</Text>
      {body}
      <Suspense fallback={null}>
        {renaming && (
          <SaveFilterDialog
            title={t('savedFilters.page.renameTitle')}
            initialName={renaming.Name}
            canShare={null}
            onClose={() => setRenaming(null)}
            onSave={async (name) => { await change(renaming, { Name: name }); setRenaming(null); list.reload(); }}
          />
        )}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('savedFilters.page.deleteTitle')}
        confirmLabel={t('savedFilters.page.delete')}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await http.request(savedFiltersApi.remove, { params: { id: deleting!.Id }, silent: true });
          setDeleting(null);
          list.reload();
        }}
        testId="saved-filter-delete-dialog"
      >
        {t('savedFilters.page.deleteText', { name: deleting?.Name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}

// The table toolbar's "Saved filters" menu: the caller's filters and the
// company's shared ones for this list, applied by writing their state into
// the URL (so back, forward and links keep working), and "Save this
// filter..." for the list's current filters, sort and search. Hidden for
// a caller the server refuses saved filters to.
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkPlus, IconCheck, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledRoute, CompiledView } from '../../config/compiled';
import type { ListQuery } from '../../data/list-query';
import { queryOf, savedFiltersApi, showsState, stateOf, type SavedFilter, type SavedFilterList } from '../../data/saved-filters';
import { useHttp } from '../../shell/context';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES, isForbidden } from '../shared/errors';

const SaveFilterDialog = lazy(() => import('./SaveFilterDialog'));

export function SavedFilters({ route, view, index, query, onApply }: {
  route: CompiledRoute;
  view: CompiledView;
  index: number;
  query: ListQuery;
  onApply(patch: Partial<ListQuery>): void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useApiQuery<SavedFilterList>(savedFiltersApi.list, { query: { route: route.id }, ignoreCodes: FORBIDDEN_CODES });
  const [saving, setSaving] = useState(false);

  if (list.error && isForbidden(list.error)) return null;
  const filters = (list.data?.Filters ?? []).filter((f) => f.View === index);
  const active = filters.find((f) => showsState(query, f.State, view));

  const save = async (name: string, shared: boolean) => {
    await http.request<SavedFilter>(savedFiltersApi.create, { body: { Name: name, Route: route.id, View: index, Shared: shared, State: stateOf(query) }, silent: true });
    setSaving(false);
    list.reload();
  };

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={300}>
        <Menu.Target>
          <Button variant={active ? 'light' : 'default'} leftSection={<IconBookmark size={16} aria-hidden />} loading={!list.data && list.loading} data-testid="saved-filters-button">
            {active ? active.Name : t('savedFilters.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="saved-filters-menu">
          {/* Menu items only (a menu may hold nothing else): "none" is a disabled item. */}
          {filters.length === 0 && <Menu.Item disabled>{t('savedFilters.none')}</Menu.Item>}
          {filters.map((f) => (
            <Menu.Item
              key={f.Id}
              leftSection={f === active ? <IconCheck size={16} aria-label={t('savedFilters.applied')} /> : <span style={{ width: 16, display: 'inline-block' }} />}
              rightSection={f.Shared ? <Badge size="xs" variant="light" leftSection={<IconUsers size={10} aria-hidden />}>{t('savedFilters.shared')}</Badge> : undefined}
              onClick={() => onApply(queryOf(f.State, view))}
              data-saved-filter={f.Name}
            >
              <Group gap={4} wrap="nowrap">
                <Text size="sm" truncate>{f.Name}</Text>
                {!f.Mine && f.Owner && <Text size="xs" c="dimmed" truncate>· {f.Owner.Name}</Text>}
              </Group>
            </Menu.Item>
          ))}
          <Menu.Item
            leftSection={<IconBookmarkPlus size={16} aria-hidden />}
            onClick={() => setSaving(true)}
            disabled={!list.data}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', borderRadius: 0 }}
            data-testid="save-filter"
          >
            {t('savedFilters.save')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {saving && list.data && (
          <SaveFilterDialog title={t('savedFilters.saveTitle')} canShare={list.data.CanShare} onClose={() => setSaving(false)} onSave={save} />
        )}
      </Suspense>
    </>
  );
}

// The plugins marketplace: every plugin of the catalogue as a card with its
// translated name, description, category, state and the pages it unlocks;
// filters by category and text. Administrators (PLUGINS_ADMIN write)
// activate or deactivate a plugin after confirming; the menu, the index and
// the searcher follow at once (the active plugins atom), without a reload.
import { ActionIcon, Alert, Card, EmptyState, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPuzzle, IconSearch, IconX } from '@tabler/icons-react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type CatalogPlugin } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { accessContextAtom, activePluginsAtom, applyActivePluginsAtom, configAtom, policyAtom, profileAtom } from '../../engine/state';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadFailed } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { PluginCard } from '../components/plugins/PluginCard';
import '../components/pages.css';
import { filterPlugins, pagesUnlockedBy, type UnlockedPage } from '../lib/plugins';

export const PLUGINS_ADMIN_FEATURE = 'PLUGINS_ADMIN';
const ALL = 'all';

export default function PluginCatalogPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const profile = useAtomValue(profileAtom);
  const activePlugins = useAtomValue(activePluginsAtom);
  const applyActivePlugins = useSetAtom(applyActivePluginsAtom);
  const catalog = useApiQuery<CatalogPlugin[]>(api.pluginCatalog);
  const [category, setCategory] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<{ id: string; activate: boolean } | null>(null);
  const [announce, setAnnounce] = useState('');

  // The catalogue is the latest word on the company's plugins (another administrator may have changed them
  // since sign-in): when it differs from what the shell holds, the menus follow it too.
  const store = useStore();
  useEffect(() => {
    if (!catalog.data) return;
    const fresh = catalog.data.filter((p) => p.Active).map((p) => p.Id).sort();
    const held = [...store.get(activePluginsAtom)].sort();
    if (fresh.join() !== held.join()) void applyActivePlugins(fresh).catch(() => undefined);
  }, [catalog.data, applyActivePlugins, store]);

  const canManage = policy.can(PLUGINS_ADMIN_FEATURE, 'write', ctx);
  const pages = useMemo(() => new Map(config.plugins.map((p) => [p.id, pagesUnlockedBy(config, p.id)])), [config]);
  const isActive = (id: string) => activePlugins.includes(id);
  const texts = (plugin: (typeof config.plugins)[number]) => [
    t(translationKeys.pluginName(plugin.id)),
    t(translationKeys.pluginDescription(plugin.id)),
    t(translationKeys.pluginCategory(plugin.category)),
    ...(pages.get(plugin.id) ?? []).map((p) => t(translationKeys.routeTitle(p.route.id))),
  ];
  const shown = filterPlugins(config.plugins, { category: category === ALL ? null : category, query }, texts);
  const canOpen = (page: UnlockedPage) => policy.canOpen(page.route, ctx);
  const categories = [
    { value: ALL, label: `${t('pluginCatalog.allCategories')} (${config.plugins.length})` },
    ...config.pluginCategories.map((c) => ({ value: c, label: `${t(translationKeys.pluginCategory(c))} (${config.plugins.filter((p) => p.category === c).length})` })),
  ];

  const toggle = async () => {
    if (!confirming) return;
    await http.request<CatalogPlugin>(api.setPluginState, { params: { id: confirming.id }, body: { Active: confirming.activate }, silent: true });
    const ids = await http.request<string[]>(api.activePlugins);
    await applyActivePlugins(Array.isArray(ids) ? ids : []);
    const name = t(translationKeys.pluginName(confirming.id));
    setAnnounce(t(confirming.activate ? 'pluginCatalog.activated' : 'pluginCatalog.deactivated', { name }));
  };

  const confirmingName = confirming ? t(translationKeys.pluginName(confirming.id)) : '';
  const confirmingPages = confirming ? pages.get(confirming.id) ?? [] : [];
  const activeCount = config.plugins.filter((p) => isActive(p.id)).length;

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconPuzzle size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('plugins-catalog'))}
        description={t(translationKeys.routeDescription('plugins-catalog'))}
        actions={<Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }} data-testid="plugins-active-count">{t('pluginCatalog.activeCount', { active: activeCount, total: config.plugins.length })}</Text>}
      />
      <div className="visually-hidden" role="status" aria-live="polite">{announce}</div>
      {!canManage && (
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg" data-testid="plugins-admin-only">
          {t('pluginCatalog.adminOnly')}
        </Alert>
      )}
      {catalog.error && <LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={catalog.reload} />}
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('pluginCatalog.search')}
            placeholder={t('pluginCatalog.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={query ? <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('pluginCatalog.clearSearch')} onClick={() => setQuery('')}><IconX size={14} aria-hidden /></ActionIcon> : null}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            style={{ flex: '1 1 260px', maxWidth: 380 }}
            data-testid="plugins-search"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="plugins-category-label">{t('pluginCatalog.category')}</Text>
            <SegmentedControl aria-labelledby="plugins-category-label" value={category} onChange={setCategory} data={categories} data-testid="plugins-category" />
          </Stack>
        </Group>
      </Card>
      {shown.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState p="xl" icon={<IconSearch size={26} aria-hidden />} withIndicatorBackground description={t('pluginCatalog.noMatches')} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="plugin-cards">
          {shown.map((plugin) => (
            <PluginCard
              key={plugin.id}
              plugin={plugin}
              active={isActive(plugin.id)}
              pages={pages.get(plugin.id) ?? []}
              canOpen={canOpen}
              canManage={canManage}
              onToggle={() => setConfirming({ id: plugin.id, activate: !isActive(plugin.id) })}
            />
          ))}
        </SimpleGrid>
      )}

      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming?.activate ? 'pluginCatalog.confirmActivate' : 'pluginCatalog.confirmDeactivate', { name: confirmingName })}
        confirmLabel={t(confirming?.activate ? 'pluginCatalog.activate' : 'pluginCatalog.deactivate')}
        color={confirming?.activate ? 'brand' : 'red.9'}
        onConfirm={toggle}
      >
        <Text size="sm">
          {t(confirming?.activate ? 'pluginCatalog.confirmActivateBody' : 'pluginCatalog.confirmDeactivateBody', { company: profile?.BussinessAlias ?? '', count: confirmingPages.length })}
        </Text>
        {confirmingPages.length > 0 && (
          <ul style={{ margin: '8px 0 0', paddingLeft: 20 }} data-testid="confirm-pages">
            {confirmingPages.map((page) => <li key={page.route.id}><Text size="sm" component="span">{t(translationKeys.routeTitle(page.route.id))}</Text></li>)}
          </ul>
        )}
      </ConfirmDialog>
    </div>
  );
}

// First version of the plugins marketplace: every plugin of the catalogue as
// a card with its translated name, description, category, what it includes
// and its state for the company. Issue 5 adds filters and activation.
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type CatalogPlugin } from '../../engine/http';
import { ConfigIcon, useApiQuery } from '../../engine/shell';
import { activePluginsAtom, configAtom } from '../../engine/state';
import { LoadFailed } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';

export default function PluginCatalogPage() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const activePlugins = useAtomValue(activePluginsAtom);
  const catalog = useApiQuery<CatalogPlugin[]>(api.pluginCatalog);
  const state = new Map((catalog.data ?? []).map((p) => [p.Id, p.Active]));
  const isActive = (id: string) => state.get(id) ?? activePlugins.includes(id);

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconPuzzle size={28} stroke={1.6} aria-hidden />}
        title={t(translationKeys.routeTitle('plugins-catalog'))}
        description={t(translationKeys.routeDescription('plugins-catalog'))}
      />
      {catalog.error && <LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={catalog.reload} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt={catalog.error ? 'lg' : 0} data-testid="plugin-cards">
        {config.plugins.map((plugin) => {
          const active = isActive(plugin.id);
          return (
            <Card key={plugin.id} withBorder radius="md" padding="lg" data-plugin={plugin.id} data-active={active}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant={active ? 'filled' : 'light'} color={active ? 'brand' : 'gray'}>
                  <ConfigIcon name={plugin.icon} size={24} />
                </ThemeIcon>
                <Badge variant="light" color={active ? 'teal' : 'gray'}>
                  {t(active ? 'pluginCatalog.active' : 'pluginCatalog.inactive')}
                </Badge>
              </Group>
              <Text fw={650} size="lg" mt="md">{t(translationKeys.pluginName(plugin.id))}</Text>
              <Text size="xs" tt="uppercase" fw={600} c="dimmed" mt={2}>{t(translationKeys.pluginCategory(plugin.category))}</Text>
              <Text size="sm" mt="sm" style={{ flex: 1 }}>{t(translationKeys.pluginDescription(plugin.id))}</Text>
              {plugin.unlocks.length > 0 && (
                <Stack gap={6} mt="md">
                  <Text size="xs" fw={600} c="dimmed">{t('pluginCatalog.unlocks')}</Text>
                  <Group gap={6}>
                    {plugin.unlocks.map((f) => <Badge key={f} size="sm" variant="outline" color="gray" tt="none">{t(translationKeys.feature(f))}</Badge>)}
                  </Group>
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </div>
  );
}

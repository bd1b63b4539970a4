// One plugin of the marketplace: icon, translated name, category, state,
// description, the pages it unlocks (links when the user may open them now)
// and, for administrators, the activate / deactivate button.
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translationKeys, type CompiledConfig } from '../../../engine/config/compiled';
import { ConfigIcon, toUrl } from '../../../engine/shell';
import type { UnlockedPage } from '../../lib/plugins';

type Plugin = CompiledConfig['plugins'][number];

export function PluginCard({ plugin, active, pages, canOpen, canManage, onToggle }: {
  plugin: Plugin;
  active: boolean;
  pages: UnlockedPage[];
  /** May the user open this route now (links only to pages that would open). */
  canOpen(page: UnlockedPage): boolean;
  canManage: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const name = t(translationKeys.pluginName(plugin.id));
  const headingId = `plugin-${plugin.id}-name`;
  return (
    <Card withBorder radius="md" padding="lg" className="plugin-card" data-plugin={plugin.id} data-active={active} component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant={active ? 'filled' : 'light'} color={active ? 'brand' : 'gray'}>
          <ConfigIcon name={plugin.icon} size={24} />
        </ThemeIcon>
        <Badge variant={active ? 'filled' : 'light'} color={active ? 'teal.9' : 'gray'} c={active ? undefined : 'gray.8'} data-testid="plugin-state">
          {t(active ? 'pluginCatalog.active' : 'pluginCatalog.inactive')}
        </Badge>
      </Group>
      <Text fw={650} size="lg" mt="md" component="h2" id={headingId} style={{ margin: 0, marginTop: 16 }}>{name}</Text>
      <Text size="xs" tt="uppercase" fw={600} c="gray.7" mt={2}>{t(translationKeys.pluginCategory(plugin.category))}</Text>
      <Text size="sm" mt="sm">{t(translationKeys.pluginDescription(plugin.id))}</Text>
      {pages.length > 0 && (
        <Stack gap={6} mt="md">
          <Text size="xs" fw={600} c="gray.7" id={`${headingId}-pages`}>{t('pluginCatalog.pages', { count: pages.length })}</Text>
          <ul className="plugin-pages" aria-labelledby={`${headingId}-pages`} data-testid="plugin-pages">
            {pages.map((page) => {
              const title = t(translationKeys.routeTitle(page.route.id));
              const also = page.alsoNeeds.map((id) => t(translationKeys.pluginName(id))).join(', ');
              const label = also ? `${title} (${t('pluginCatalog.alsoNeeds', { plugins: also })})` : title;
              const linkable = !page.route.expand && !page.route.path.includes(':') && canOpen(page);
              return (
                <li key={page.route.id} data-route={page.route.id}>
                  {linkable ? <Link to={toUrl(page.route.path)} title={label}>{title}</Link> : <span className="plugin-page" title={label}>{title}{also ? ' *' : ''}</span>}
                </li>
              );
            })}
          </ul>
        </Stack>
      )}
      <div style={{ flex: 1 }} />
      {canManage && (
        <Group justify="flex-end" mt="lg">
          <Tooltip label={t(active ? 'pluginCatalog.deactivateHint' : 'pluginCatalog.activateHint')} multiline w={260}>
            <Button
              variant={active ? 'default' : 'filled'}
              color={active ? 'red' : 'brand'}
              leftSection={active ? <IconPlugConnectedX size={18} aria-hidden /> : <IconPlugConnected size={18} aria-hidden />}
              onClick={onToggle}
              aria-label={`${t(active ? 'pluginCatalog.deactivate' : 'pluginCatalog.activate')}: ${name}`}
              data-testid="plugin-toggle"
            >
              {t(active ? 'pluginCatalog.deactivate' : 'pluginCatalog.activate')}
            </Button>
          </Tooltip>
        </Group>
      )}
    </Card>
  );
}

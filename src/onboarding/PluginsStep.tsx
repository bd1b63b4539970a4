// Step 6, plugins: the marketplace's plugins by category, to choose the ones
// the company needs. Saving makes exactly those active (one call); their
// pages are in the menus as soon as the onboarding ends, and the marketplace
// changes them later.
import { Badge, Checkbox, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { api, type CatalogPlugin } from '../../engine/http';
import { ConfigIcon, useApiQuery, useHttp } from '../../engine/shell';
import { activePluginsAtom, configAtom } from '../../engine/state';
import { StepActions, type StepContentProps } from '../../engine/wizard';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

export default function PluginsStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const setActivePlugins = useSetAtom(activePluginsAtom);
  const catalog = useApiQuery<CatalogPlugin[]>(api.pluginCatalog);
  // The user's choice; until they change something, the plugins active now.
  const [changed, setChosen] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  const initial = useMemo(() => (catalog.data ?? []).filter((p) => p.Active).map((p) => p.Id).sort(), [catalog.data]);
  const chosen = changed ?? (catalog.data ? initial : null);
  useReportDirty(chosen !== null && [...chosen].sort().join() !== initial.join(), setDirty);

  if (catalog.error) return <StepLoadFailed onRetry={catalog.reload} />;
  if (!catalog.data || chosen === null) return <StepLoading rows={6} />;

  const toggle = (id: string, on: boolean) => setChosen((list) => {
    const base = list ?? initial;
    return on ? [...base, id] : base.filter((p) => p !== id);
  });

  const save = async () => {
    setSaving(true);
    try {
      const active = await http.request<string[]>(api.saveOnboardingPlugins, { body: { Plugins: chosen } });
      setActivePlugins(active);
      setDirty(false);
      await complete();
    } catch {
      // logged by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xl">
      <Text size="sm">{t('onboarding.plugins.intro')}</Text>
      {config.pluginCategories.map((category) => {
        const plugins = config.plugins.filter((p) => p.category === category);
        if (plugins.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`plugins-${category}`}>
            <Title order={2} size="h5" id={`plugins-${category}`} tt="uppercase" c="dimmed" fw={700}>
              {t(translationKeys.pluginCategory(category))}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="xs">
              {plugins.map((plugin) => {
                const on = chosen.includes(plugin.id);
                return (
                  <Checkbox.Card
                    key={plugin.id}
                    checked={on}
                    onChange={(value) => toggle(plugin.id, value)}
                    radius="md"
                    className="onboarding-plugin"
                    data-plugin={plugin.id}
                    data-checked={on}
                    aria-label={t(translationKeys.pluginName(plugin.id))}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <ThemeIcon size={38} radius="md" variant={on ? 'filled' : 'light'}>
                        <ConfigIcon name={plugin.icon} size={20} />
                      </ThemeIcon>
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text fw={650}>{t(translationKeys.pluginName(plugin.id))}</Text>
                          <Checkbox.Indicator />
                        </Group>
                        <Text size="sm" c="dimmed" mt={4}>{t(translationKeys.pluginDescription(plugin.id))}</Text>
                        {plugin.unlocks.length > 0 && (
                          <Group gap={4} mt="xs">
                            {plugin.unlocks.map((feature) => (
                              <Badge key={feature} size="xs" variant="outline" color="gray" tt="none">{t(translationKeys.feature(feature))}</Badge>
                            ))}
                          </Group>
                        )}
                      </div>
                    </Group>
                  </Checkbox.Card>
                );
              })}
            </SimpleGrid>
          </section>
        );
      })}
      <StepActions note={t('onboarding.plugins.selected', { count: chosen.length })} loading={saving} onContinue={() => void save()} />
    </Stack>
  );
}

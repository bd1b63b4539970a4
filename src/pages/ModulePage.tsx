// The page of a module whose content the specification does not show: what
// the module is for, where it sits in the index, and what a user needs to
// open it (features granted by roles, plugins the company must activate).
// Everything comes from the route's config and its translations.
// No route of config/routes uses it any more (each declares views or names
// its own page); it stays for the synthetic routes of npm run bench:ui
// (scripts/bench/ui/setup.ts) and the test fixtures' configs, which need a
// real page component to name.
import { Badge, Card, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconKey, IconMapPin, IconPuzzle, IconInfoCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { entryTitle } from '../../engine/navigation';
import { ConfigIcon, toUrl, useCurrentRoute } from '../../engine/shell';
import { activePluginsAtom, configAtom, policyAtom, profileAtom, visibleRoutesAtom } from '../../engine/state';
import { PageHeader, type Crumb } from '../components/PageHeader';

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export default function ModulePage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const activePlugins = useAtomValue(activePluginsAtom);
  const visible = useAtomValue(visibleRoutesAtom);
  const profile = useAtomValue(profileAtom);
  if (!route) return null;

  const title = t(translationKeys.routeTitle(route.id));
  const descriptionKey = translationKeys.routeDescription(route.id);
  const description = i18n.exists(descriptionKey) ? t(descriptionKey) : undefined;
  const keywords = asList(t(translationKeys.routeKeywords(route.id), { returnObjects: true }));
  const section = config.sections.find((s) => s.id === route.section);
  const place = [route.section, route.subSection, route.group].filter((id): id is string => !!id);

  const crumbs: Crumb[] = [
    { label: profile?.BussinessAlias || config.app.productName, to: toUrl(config.app.paths.home) },
    ...place.map((id) => ({ label: t(translationKeys.indexNode(id)) })),
  ];

  const features = route.permissions.features;
  const plugins = [...new Set([...route.permissions.plugins, ...features.flatMap((f) => policy.pluginsUnlocking(f))])];
  const related = visible.filter((e) => e.route.subSection && e.route.subSection === route.subSection && e.route.section === route.section);

  return (
    <div className="shell-page" data-testid="module-page" data-route={route.id}>
      <PageHeader
        crumbs={crumbs}
        icon={<ConfigIcon name={section?.icon ?? 'file-text'} size={28} stroke={1.6} />}
        title={title}
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Group gap="xs" mb="sm">
                <IconInfoCircle size={20} aria-hidden color="var(--mantine-color-brand-6)" />
                <Title order={2} size="h4">{t('module.description')}</Title>
              </Group>
              <Text>{description ?? title}</Text>
              {keywords.length > 0 && (
                <div className="module-keywords" style={{ marginTop: 16 }}>
                  {keywords.map((k) => <Badge key={k} variant="light" color="gray" tt="none">{k}</Badge>)}
                </div>
              )}
            </Card>

            {related.length > 1 && route.subSection && (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">{t(translationKeys.indexNode(route.subSection))}</Title>
                <ul className="related-links">
                  {related.map((entry) => (
                    <li key={entry.key}>
                      <NavLink to={toUrl(entry.path)} end>{entryTitle(entry, t)}</NavLink>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {place.length > 0 && (
              <Card withBorder radius="md" padding="lg" data-testid="module-location">
                <Group gap="xs" mb="sm">
                  <IconMapPin size={20} aria-hidden color="var(--mantine-color-brand-6)" />
                  <Title order={2} size="h4">{t('module.location')}</Title>
                </Group>
                <Stack gap={6}>
                  {place.map((id, depth) => (
                    <Group key={id} gap={8} wrap="nowrap" style={{ paddingLeft: depth * 16 }}>
                      {depth === 0 && section ? (
                        <ThemeIcon size={24} variant="light" radius="sm"><ConfigIcon name={section.icon} size={15} /></ThemeIcon>
                      ) : (
                        <Text c="dimmed" aria-hidden>└</Text>
                      )}
                      <Text size="sm" fw={depth === 0 ? 600 : 400}>{t(translationKeys.indexNode(id))}</Text>
                    </Group>
                  ))}
                  <Group gap={8} wrap="nowrap" style={{ paddingLeft: place.length * 16 }}>
                    <Text c="dimmed" aria-hidden>└</Text>
                    <Text size="sm" fw={600} c="brand.8">{title}</Text>
                  </Group>
                </Stack>
              </Card>
            )}

            {features.length > 0 && (
              <Card withBorder radius="md" padding="lg" data-testid="module-features">
                <Group gap="xs" mb="sm">
                  <IconKey size={20} aria-hidden color="var(--mantine-color-brand-6)" />
                  <Title order={2} size="h4">{t('module.requiresFeatures')}</Title>
                </Group>
                <List spacing={6} size="sm" icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
                  {features.map((f) => <List.Item key={f}>{t(translationKeys.feature(f))}</List.Item>)}
                </List>
              </Card>
            )}

            {plugins.length > 0 && (
              <Card withBorder radius="md" padding="lg" data-testid="module-plugins">
                <Group gap="xs" mb="sm">
                  <IconPuzzle size={20} aria-hidden color="var(--mantine-color-brand-6)" />
                  <Title order={2} size="h4">{t('module.requiresPlugins')}</Title>
                </Group>
                <Stack gap="xs">
                  {plugins.map((id) => {
                    const active = activePlugins.includes(id);
                    const plugin = config.plugins.find((p) => p.id === id);
                    return (
                      <Group key={id} justify="space-between" wrap="nowrap">
                        <Group gap={8} wrap="nowrap">
                          {active
                            ? <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                            : <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-hidden />}
                          {plugin && <ConfigIcon name={plugin.icon} size={16} color="var(--mantine-color-gray-6)" />}
                          <Text size="sm">{t(translationKeys.pluginName(id))}</Text>
                        </Group>
                        <Badge size="sm" variant="light" color={active ? 'teal' : 'gray'}>
                          {t(active ? 'pluginCatalog.active' : 'pluginCatalog.inactive')}
                        </Badge>
                      </Group>
                    );
                  })}
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}

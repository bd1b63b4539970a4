// Home: a greeting, the user's favourites as shortcut cards and the pages
// they opened recently. Everything listed is re-checked against the visible
// routes, so a page the user lost access to never shows here.
import { ActionIcon, Card, EmptyState, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBookmarkFilled, IconClockHour4, IconStar } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { entryTitle, type NavEntry } from '../../engine/navigation';
import { ConfigIcon, toUrl } from '../../engine/shell';
import { configAtom, favoritesAtom, profileAtom, recentPagesAtom, toggleFavoriteAtom, visibleRoutesAtom } from '../../engine/state';
import { entriesByPath, sectionIcon } from '../lib/entries';

function where(entry: NavEntry, t: (k: string) => string): string {
  const { section, subSection } = entry.route;
  return [section, subSection].filter(Boolean).map((id) => t(translationKeys.indexNode(id!))).join(' · ');
}

function FavoriteCard({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const toggle = useSetAtom(toggleFavoriteAtom);
  const title = entryTitle(entry, t);
  return (
    <Card withBorder radius="md" padding="md" className="home-card" data-testid="favorite-card" data-path={entry.path}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ConfigIcon name={sectionIcon(config, entry)} size={26} stroke={1.6} color="var(--mantine-color-brand-7)" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton component={Link} to={toUrl(entry.path)} className="home-card-link">
            <Text fw={600} lineClamp={2}>{title}</Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" mt={2} truncate>{where(entry, t)}</Text>
        </div>
        <Tooltip label={t('index.removeFavorite')}>
          <ActionIcon variant="subtle" color="yellow" aria-label={`${t('index.removeFavorite')}: ${title}`} onClick={() => void toggle(entry.path)}>
            <IconBookmarkFilled size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const favorites = useAtomValue(favoritesAtom);
  const recent = useAtomValue(recentPagesAtom);
  const visible = useAtomValue(visibleRoutesAtom);
  const byPath = useMemo(() => entriesByPath(visible), [visible]);

  const favoriteEntries = favorites.map((p) => byPath.get(p)).filter((e): e is NavEntry => !!e);
  const recentEntries = recent.flatMap((r) => {
    const entry = byPath.get(r.path);
    return entry ? [{ entry, at: r.at }] : [];
  });
  // The moment the page opened: today's date and how long ago each recent page was.
  const [now] = useState(Date.now);
  const date = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);
  const today = date.charAt(0).toLocaleUpperCase(i18n.language) + date.slice(1);
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const ago = (at: number) => {
    const minutes = Math.round((at - now) / 60000);
    if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
    return relative.format(Math.round(hours / 24), 'day');
  };

  return (
    <div className="shell-page">
      <Paper radius="lg" p="xl" mb="xl" className="home-hero">
        <Text size="sm" c="rgba(255,255,255,0.85)">{today}</Text>
        <Title order={1} c="white" mt={4}>{t('home.greeting', { name: profile?.Name ?? '' })}</Title>
        <Text c="rgba(255,255,255,0.85)" mt={6}>{profile?.BussinessAlias} · {config.app.productName}</Text>
      </Paper>

      <Stack gap="xl">
        <section aria-labelledby="home-favorites">
          <Group gap="xs" mb="sm">
            <IconStar size={20} aria-hidden color="var(--mantine-color-yellow-6)" />
            <Title order={2} size="h4" id="home-favorites">{t('home.favorites')}</Title>
            <Text size="sm" c="dimmed">({favoriteEntries.length}/{config.app.favorites.max})</Text>
          </Group>
          {favoriteEntries.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <EmptyState icon={<IconStar size={26} aria-hidden />} withIndicatorBackground size="sm" description={t('index.noFavorites')} />
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" data-testid="home-favorites">
              {favoriteEntries.map((entry) => <FavoriteCard key={entry.key} entry={entry} />)}
            </SimpleGrid>
          )}
        </section>

        <section aria-labelledby="home-recent">
          <Group gap="xs" mb="sm">
            <IconClockHour4 size={20} aria-hidden color="var(--mantine-color-brand-6)" />
            <Title order={2} size="h4" id="home-recent">{t('home.recent')}</Title>
          </Group>
          <Paper withBorder radius="md">
            {recentEntries.length === 0 ? (
              <EmptyState p="lg" icon={<IconClockHour4 size={26} aria-hidden />} withIndicatorBackground size="sm" description={t('home.noRecent')} />
            ) : (
              <ul className="home-recent" data-testid="home-recent">
                {recentEntries.map(({ entry, at }) => (
                  <li key={entry.key}>
                    <Link to={toUrl(entry.path)} className="home-recent-link">
                      <ConfigIcon name={sectionIcon(config, entry)} size={20} stroke={1.6} color="var(--mantine-color-gray-6)" />
                      <span className="home-recent-title">{entryTitle(entry, t)}</span>
                      <Text span size="sm" c="dimmed" visibleFrom="sm" className="home-recent-where">{where(entry, t)}</Text>
                      <Text span size="sm" c="dimmed" className="home-recent-when">{ago(at)}</Text>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Paper>
        </section>
      </Stack>
    </div>
  );
}

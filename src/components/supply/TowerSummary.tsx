// The control tower's counts: one card per kind of exception with its
// total and how many are high severity; a card filters the list below.
import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const TOWER_KINDS = ['stockout', 'below-safety', 'late-purchase-order', 'late-suggestion', 'late-container', 'forecast-bias'] as const;

export function countsByKind(counts: Record<string, number>): Record<string, { total: number; high: number }> {
  const out: Record<string, { total: number; high: number }> = {};
  for (const kind of TOWER_KINDS) out[kind] = { total: 0, high: 0 };
  for (const [key, n] of Object.entries(counts)) {
    const [kind, severity] = key.split(':');
    out[kind] ??= { total: 0, high: 0 };
    out[kind].total += n;
    if (severity === 'high') out[kind].high += n;
  }
  return out;
}

export function TowerSummary({ counts, active, onSelect }: { counts: Record<string, number>; active: string | null; onSelect(kind: string | null): void }) {
  const { t } = useTranslation();
  const byKind = countsByKind(counts);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="lg" data-testid="tower-summary">
      {TOWER_KINDS.map((kind) => {
        const c = byKind[kind];
        const selected = active === kind;
        return (
          <UnstyledButton key={kind} onClick={() => onSelect(selected ? null : kind)} aria-pressed={selected} data-testid={`tower-kind-${kind}`}>
            <Card withBorder radius="md" padding="sm" style={{ borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined }}>
              <Text size="xs" c="dimmed" lineClamp={2} mih={34}>{t(`entities.supply-exception.fields.kind.values.${kind}`)}</Text>
              <Group justify="space-between" align="flex-end" mt={4}>
                <Text fw={700} size="xl">{c.total}</Text>
                {c.high > 0 && <Badge color="red" c="red.9" variant="light">{t('supply.tower.high', { count: c.high })}</Badge>}
              </Group>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

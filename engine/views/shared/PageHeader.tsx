// The top of every page, views pages and the product's own alike (breadcrumbs,
// an icon, the title as the page's h1, a description, actions on the right).
// The one copy lives here because the engine cannot import src/;
// src/components/PageHeader.tsx re-exports it.
import { Anchor, Breadcrumbs, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCanOpenPath } from '../../shell/useCanOpenPath';

export interface Crumb { label: string; to?: string }

export function PageHeader({ title, description, icon, crumbs, actions }: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
}) {
  // A crumb to a page the user cannot open is plain text, not a link to the forbidden page.
  const canOpen = useCanOpenPath();
  return (
    <Stack gap="xs" mb="lg">
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs data-testid="page-crumbs" separatorMargin={6} styles={{ separator: { color: 'var(--mantine-color-gray-5)' } }}>
          {crumbs.map((crumb, i) =>
            crumb.to && canOpen(crumb.to) ? (
              <Anchor key={i} component={Link} to={crumb.to} size="sm">{crumb.label}</Anchor>
            ) : (
              <Text key={i} size="sm" c="dimmed">{crumb.label}</Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {icon && <ThemeIcon size={48} radius="md" variant="light">{icon}</ThemeIcon>}
          <div>
            <Title order={1} size="h2" lh={1.2}>{title}</Title>
            {description && <Text c="dimmed" mt={4} maw={760}>{description}</Text>}
          </div>
        </Group>
        {actions}
      </Group>
    </Stack>
  );
}

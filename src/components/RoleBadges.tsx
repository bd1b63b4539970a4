// A user's roles as icons with tooltips naming each role.
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../engine/config/compiled';
import { ConfigIcon } from '../../engine/shell';
import { configAtom } from '../../engine/state';

export function RoleBadges({ roles }: { roles: readonly number[] }) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  return (
    <Group gap={6}>
      {config.roles.filter((r) => roles.includes(r.id)).map((role) => {
        const name = t(translationKeys.role(role.key));
        return (
          <Tooltip key={role.id} label={name} events={{ hover: true, focus: true, touch: true }}>
            <ThemeIcon component="span" role="img" aria-label={name} tabIndex={0} size={28} radius="xl" variant="light">
              <ConfigIcon name={role.icon} size={16} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

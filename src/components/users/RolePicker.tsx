// Role checkboxes with each role's icon; roles the manager may not hand out
// (role 0 for a non-super administrator) are shown disabled.
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../../engine/config/compiled';
import { ConfigIcon } from '../../../engine/shell';
import { configAtom } from '../../../engine/state';

export function RolePicker({ value, onChange, assignable, error }: {
  value: number[];
  onChange(roles: number[]): void;
  assignable: ReadonlySet<number>;
  error?: string;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  return (
    <Checkbox.Group
      label={t('userManager.roles')}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number).sort((a, b) => a - b))}
      error={error}
      withAsterisk
      data-testid="role-picker"
    >
      <Stack gap={8} mt={6}>
        {config.roles.map((role) => (
          <Checkbox
            key={role.id}
            value={String(role.id)}
            disabled={!assignable.has(role.id)}
            data-role={role.id}
            label={
              <Group gap={6} wrap="nowrap">
                <ConfigIcon name={role.icon} size={16} />
                <Text size="sm" component="span">{t(translationKeys.role(role.key))}</Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

// One icon per role of the user, each with a tooltip naming the translated
// role. Focusable so keyboard users get the tooltip too.
import { ThemeIcon, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import { configAtom, rolesAtom } from '../../state';
import { ConfigIcon } from '../icons';

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

export function RoleIcons() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const roles = useAtomValue(rolesAtom);
  const known = config.roles.filter((role) => roles.includes(role.id));
  if (known.length === 0) return null;
  return (
    <div className="shell-roles" data-testid="role-icons">
      {known.map((role) => {
        const name = t(translationKeys.role(role.key));
        return (
          <Tooltip key={role.id} label={t('header.roleTooltip', { role: name })} events={TOOLTIP_EVENTS}>
            <ThemeIcon
              component="span"
              role="img"
              aria-label={name}
              tabIndex={0}
              data-role={role.id}
              variant="white"
              color="brand"
              radius="xl"
              size={30}
            >
              <ConfigIcon name={role.icon} size={18} stroke={1.8} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </div>
  );
}

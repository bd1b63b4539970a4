// One icon per role of the user, each with a tooltip naming the translated
// role. Focusable so keyboard users get the tooltip too. Drawn as a white
// disc by shell.css (.shell-role-icon, as Mantine's ThemeIcon variant white,
// whose code the first load does not need).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import { configAtom, rolesAtom } from '../../state';
import { ConfigIcon } from '../icons';
import { HeaderTooltip } from './HeaderTooltip';

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
          <HeaderTooltip key={role.id} label={t('header.roleTooltip', { role: name })}>
            <span className="shell-role-icon" role="img" aria-label={name} tabIndex={0} data-role={role.id}>
              <ConfigIcon name={role.icon} size={18} stroke={1.8} />
            </span>
          </HeaderTooltip>
        );
      })}
    </div>
  );
}

// The menu bar: the company's business alias (a link home), a link per
// permitted `menu: true` route, and the custom reports dropdown when the user
// has any. Everything comes from visibleRoutes, like the index and searcher.
import { IconChevronDown, IconReport } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { translationKeys } from '../../config/compiled';
import { entryTitle } from '../../navigation';
import { configAtom, customReportsMenuAtom, menuBarRoutesAtom, profileAtom } from '../../state';
import { toUrl } from '../paths';
import { DropdownMenu } from './DropdownMenu';

export function MenuBar() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const links = useAtomValue(menuBarRoutesAtom);
  const reports = useAtomValue(customReportsMenuAtom);
  const location = useLocation();
  const alias = profile?.BussinessAlias || config.app.productName;
  const inReports = reports.some((entry) => location.pathname === toUrl(entry.path));

  return (
    <nav className="shell-menubar" aria-label={t('menu.label', { defaultValue: config.app.productName })} data-testid="menu-bar">
      <Link to={toUrl(config.app.paths.home)} className="shell-menubar-link shell-menubar-alias" title={t('menu.businessAlias', { alias })} data-testid="business-alias">
        {alias}
      </Link>
      {links.map((entry) => (
        <NavLink key={entry.key} to={toUrl(entry.path)} className="shell-menubar-link" data-route={entry.route.id}>
          {t(translationKeys.routeTitle(entry.route.id))}
        </NavLink>
      ))}
      {reports.length > 0 && (
        <DropdownMenu
          width={280}
          testId="custom-reports-dropdown"
          items={reports.map((entry) => ({
            key: entry.key,
            label: entryTitle(entry, t),
            to: toUrl(entry.path),
            attributes: { 'data-route': entry.route.id },
          }))}
          trigger={(props) => (
            <button type="button" {...props} className="shell-menubar-link" data-active={inReports || undefined} data-testid="custom-reports-menu">
              <IconReport size={16} aria-hidden />
              {t('menu.customReports')}
              <IconChevronDown size={14} aria-hidden />
            </button>
          )}
        />
      )}
    </nav>
  );
}

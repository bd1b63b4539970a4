// The top header: hamburger (section index), logo and product name (home),
// the search button (searcher; Ctrl/Cmd+K), one icon per role, the
// notifications bell and the avatar menu.
// Plain buttons (shell.css .shell-plain-button), not Mantine's
// UnstyledButton: with no Mantine component on the first frame, Box and the
// styles API stay out of the first load.
import { IconBell, IconMenu2, IconSearch } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { configAtom, indexOpenedAtom, logsDrawerOpenedAtom, searcherOpenedAtom, visibleLogsAtom } from '../../state';
import { useShell } from '../context';
import { toUrl } from '../paths';
import classes from './Header.module.css';
import { HeaderTooltip } from './HeaderTooltip';
import { RoleIcons } from './RoleIcons';
import { UserMenu } from './UserMenu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export interface HeaderProps {
  /** Warm the overlays' chunks when the pointer approaches their buttons. */
  preloadIndex?(): void;
  preloadSearcher?(): void;
}

export function Header({ preloadIndex, preloadSearcher }: HeaderProps) {
  const { t } = useTranslation();
  const { assets } = useShell();
  const config = useAtomValue(configAtom);
  const [indexOpened, setIndexOpened] = useAtom(indexOpenedAtom);
  const setSearcherOpened = useSetAtom(searcherOpenedAtom);
  const [drawerOpened, setDrawerOpened] = useAtom(logsDrawerOpenedAtom);
  const logs = useAtomValue(visibleLogsAtom);
  const shortcut = isMac ? '⌘ K' : 'Ctrl K';

  return (
    <header className="shell-header">
      <HeaderTooltip label={t(indexOpened ? 'header.closeIndex' : 'header.openIndex')}>
        <button
          type="button"
          className={`shell-plain-button shell-icon-button ${classes.iconButton}`}
          aria-label={t(indexOpened ? 'header.closeIndex' : 'header.openIndex')}
          aria-expanded={indexOpened}
          aria-haspopup="dialog"
          data-testid="open-index"
          onClick={() => setIndexOpened((open) => !open)}
          onPointerEnter={preloadIndex}
          onFocus={preloadIndex}
        >
          <IconMenu2 size={24} stroke={1.8} aria-hidden />
        </button>
      </HeaderTooltip>

      <Link to={toUrl(config.app.paths.home)} className="shell-brand" data-testid="brand">
        <img src={assets.logo} alt="" width={32} height={32} />
        <span className="shell-brand-name">{config.app.productName}</span>
      </Link>

      <div className="shell-header-spacer" />

      <button
        type="button"
        className="shell-search-button"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        data-testid="open-searcher"
        onClick={() => setSearcherOpened(true)}
        onPointerEnter={preloadSearcher}
        onFocus={preloadSearcher}
      >
        <IconSearch size={17} aria-hidden />
        <span className="label">{t('header.search')}</span>
        <kbd aria-hidden>{shortcut}</kbd>
      </button>

      <div className="shell-header-spacer" />

      <RoleIcons />

      <HeaderTooltip label={t('header.notifications')}>
        <span className={classes.bell}>
          <button
            type="button"
            className={`shell-plain-button shell-icon-button ${classes.iconButton}`}
            aria-label={logs.length > 0 ? `${t('header.notifications')} (${logs.length})` : t('header.notifications')}
            aria-expanded={drawerOpened}
            aria-haspopup="dialog"
            data-testid="open-logs"
            onClick={() => setDrawerOpened(true)}
          >
            <IconBell size={22} stroke={1.8} aria-hidden />
          </button>
          {logs.length > 0 && <span className={classes.count} aria-hidden>{logs.length > 99 ? '99+' : logs.length}</span>}
        </span>
      </HeaderTooltip>

      <UserMenu />
    </header>
  );
}

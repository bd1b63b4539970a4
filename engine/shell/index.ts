// The engine's React shell: what src/ (the product) imports.
export { createApp } from './createApp';
export type { AppInstance, CreateAppOptions } from './createApp';
export { useShell, useHttp, useCurrentRoute, ShellContext } from './context';
export type { PageComponent, PageMap, ShellAssets, ShellContextValue, RouteHandle } from './context';
export type { ShellController } from './controller';
export { Forbidden } from './Forbidden';
export { PageLoader } from './PageLoader';
export { ConfigIcon, icons } from './icons';
export { LanguageSwitcher } from './LanguageSwitcher';
export { fromUrl, initials, isAuthUrl, safeReturnUrl, toUrl } from './paths';
export { useApiQuery } from './useApiQuery';
export type { ApiQuery } from './useApiQuery';
export { DropdownMenu } from './layout/DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './layout/DropdownMenu';
export { DEFAULT_USER_MENU } from './layout/user-menu-entries';
export type { UserMenuEntry } from './layout/user-menu-entries';
export { shouldBlockNavigation, UnsavedChangesGuard, useUnsavedChanges } from './unsaved';
export { copyText } from './layout/clipboard';

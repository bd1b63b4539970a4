// What the shell hands to its components and to the product's pages: the
// compiled config, the page map, the product's assets and the session
// controller. State lives in atoms (engine/state); this is only wiring.
import { createContext, useContext, type ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import type { CompiledConfig, CompiledRoute } from '../config/compiled';
import type { HttpClient } from '../http';
import type { ShellController } from './controller';
import type { UserMenuEntry } from './layout/user-menu-entries';

/** A page component; the product maps page names of routes/*.yaml to these (usually React.lazy). */
export type PageComponent = ComponentType<Record<string, never>>;
export type PageMap = Record<string, PageComponent>;

export interface ShellAssets {
  /** URL of the product logo. */
  logo: string;
  /** URLs of the forbidden page's backgrounds; one of the first app.forbidden.backgrounds is picked at random. */
  forbiddenBackgrounds: readonly string[];
}

export interface ShellContextValue {
  config: CompiledConfig;
  pages: PageMap;
  assets: ShellAssets;
  controller: ShellController;
  http: HttpClient;
  /** The onboarding wizard, shown instead of the shell while the profile has the OnBoarding flag. */
  onboarding?: ComponentType;
  /** Route entries of the avatar menu (each shown only when the policy allows its route). */
  userMenu?: readonly UserMenuEntry[];
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside the app created by createApp()');
  return value;
}

/** The HTTP client (Bearer token, token capture, error logging). */
export function useHttp(): HttpClient {
  return useShell().http;
}

/** Route handle the shell attaches to every config route. */
export interface RouteHandle { route: CompiledRoute }

/** The compiled route being rendered (for ModulePage and the document title). */
export function useCurrentRoute(): CompiledRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

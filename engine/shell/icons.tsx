// Icons drawn by name. Roles, sections and plugins name their icon in YAML
// (an IconName of the config schema); the shell asks this registry, so a
// product owner never touches React to change an icon. The registry holds only
// the icons the config names: createApp fills it from the product's maps
// (src/main.tsx passes the ones the Vite plugin generates from the config), so
// the bundle never carries the icons nobody uses. The header's role icons are
// registered at start; the rest (sections, plugins) arrive in a chunk of their
// own after the first frame, and every ConfigIcon drawn before then redraws.
import { IconFileText, type Icon as TablerIcon, type IconProps } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import type { IconName } from '../config/types.generated';

export type IconMap = Partial<Record<IconName, TablerIcon>>;

/** Name -> icon component, for every icon the config names (filled by registerIcons). */
export const icons: IconMap = {};

let version = 0;
/** Icons announced (registerIcons(map, { pending: true })) and not yet registered. */
let pending = false;
const listeners = new Set<() => void>();

/**
 * Adds icons to the registry (createApp does it with CreateAppOptions.icons
 * and loadIcons). `pending: true` says more icons are on their way: until the
 * next call, a name missing from the registry draws an empty box of the
 * icon's size instead of the fallback file icon.
 */
export function registerIcons(map: IconMap, options: { pending?: boolean } = {}): void {
  Object.assign(icons, map);
  pending = options.pending ?? false;
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentVersion = () => version;

/** Draws a config icon; a name missing from the registry (a config older than the engine) falls back to a file icon. */
export function ConfigIcon({ name, ...props }: { name: IconName | string } & IconProps) {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const Icon = icons[name as IconName];
  if (!Icon && pending) {
    const size = props.size ?? 24;
    return <svg width={size} height={size} className={props.className} style={props.style} aria-hidden />;
  }
  const Drawn = Icon ?? IconFileText;
  return <Drawn aria-hidden {...props} />;
}

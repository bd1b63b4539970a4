// Every IconName the config schema allows (types.generated.ts), drawn with
// Tabler icons. Roles, sections and plugins name their icon in YAML; the shell
// asks this map, so a product owner never touches React to change an icon.
import {
  IconAdjustments, IconAnchor, IconArrowsExchange, IconBolt, IconBox, IconBriefcase, IconBuildingFactory,
  IconCalendar, IconChartBar, IconChartLine, IconChartPie, IconClock, IconCoin, IconContainer, IconCrown,
  IconDatabase, IconEye, IconFileText, IconHierarchy, IconHome, IconList, IconLock, IconMapPin, IconPackage,
  IconPuzzle, IconReceipt, IconReport, IconSettings, IconShield, IconShip, IconShoppingCart, IconStack,
  IconStar, IconTags, IconTarget, IconTools, IconTruck, IconUser, IconUsers, IconWorld,
  type Icon as TablerIcon, type IconProps,
} from '@tabler/icons-react';
import type { IconName } from '../config/types.generated';

export const icons: Record<IconName, TablerIcon> = {
  crown: IconCrown,
  shield: IconShield,
  user: IconUser,
  users: IconUsers,
  eye: IconEye,
  'chart-line': IconChartLine,
  'chart-bar': IconChartBar,
  'chart-pie': IconChartPie,
  report: IconReport,
  calendar: IconCalendar,
  truck: IconTruck,
  ship: IconShip,
  container: IconContainer,
  'building-factory': IconBuildingFactory,
  package: IconPackage,
  box: IconBox,
  tags: IconTags,
  coin: IconCoin,
  receipt: IconReceipt,
  'shopping-cart': IconShoppingCart,
  settings: IconSettings,
  adjustments: IconAdjustments,
  database: IconDatabase,
  hierarchy: IconHierarchy,
  world: IconWorld,
  anchor: IconAnchor,
  'file-text': IconFileText,
  puzzle: IconPuzzle,
  lock: IconLock,
  star: IconStar,
  clock: IconClock,
  list: IconList,
  'map-pin': IconMapPin,
  bolt: IconBolt,
  stack: IconStack,
  tools: IconTools,
  briefcase: IconBriefcase,
  target: IconTarget,
  home: IconHome,
  'arrows-exchange': IconArrowsExchange,
};

/** Draws a config icon; an unknown name (a config older than the engine) falls back to a file icon. */
export function ConfigIcon({ name, ...props }: { name: IconName | string } & IconProps) {
  const Icon = icons[name as IconName] ?? IconFileText;
  return <Icon aria-hidden {...props} />;
}

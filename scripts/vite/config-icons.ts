// The icons a config names (roles, sections, plugins, and any later kind
// with an `icon` key), as one module of named imports from
// @tabler/icons-react. The browser bundle then holds exactly these icons: the
// schema allows about forty names and a product uses about half of them, and
// the engine never needs to import the whole set to draw an icon by name.

/** Every distinct string value of an `icon` key anywhere in the compiled config, sorted. */
export function configIconNames(config: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'icon' && typeof value === 'string') names.add(value);
        else visit(value);
      }
    }
  };
  visit(config);
  return [...names].sort();
}

/**
 * The icons the header draws on the first frame of every signed-in page: the
 * roles' (RoleIcons). virtual:config-icons/header holds only these, so the
 * others (sections, plugins: the index, the pages) load after that frame.
 */
export function headerIconNames(config: { roles?: ReadonlyArray<{ icon?: unknown }> }): string[] {
  const names = new Set<string>();
  for (const role of config.roles ?? []) if (typeof role.icon === 'string') names.add(role.icon);
  return [...names].sort();
}

/** 'chart-line' -> 'IconChartLine': Tabler's export name for an icon (its file name in PascalCase). */
export function tablerExportName(name: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) throw new Error(`not a Tabler icon name: "${name}"`);
  return `Icon${name.split('-').map((part) => part[0].toUpperCase() + part.slice(1)).join('')}`;
}

/** ES module source: `export default { name: IconComponent, ... }` for the given names. */
export function configIconsModule(names: readonly string[]): string {
  const sorted = [...new Set(names)].sort();
  if (sorted.length === 0) return 'export default {};\n';
  const imports = sorted.map(tablerExportName);
  const entries = sorted.map((name, i) => `  ${JSON.stringify(name)}: ${imports[i]},`);
  return `import { ${imports.join(', ')} } from '@tabler/icons-react';\nexport default {\n${entries.join('\n')}\n};\n`;
}

// What Mantine a source module renders, read from its import lines: the core
// components by name, and the other @mantine packages (whose styles come as
// one sheet each, @mantine/<package>/styles.css).
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/([a-z-]+)['"]/g;

/** Packages whose components are styled (hooks and the like have no CSS). */
const STYLED_PACKAGES = new Set(['core', 'dates', 'charts', 'spotlight', 'notifications', 'dropzone', 'carousel', 'code-highlight', 'tiptap']);

export interface MantineImports {
  /** Value imports from @mantine/core (components, and helpers that the index ignores). */
  core: string[];
  /** Other styled @mantine packages imported for values. */
  packages: string[];
}

export function mantineImports(code: string): MantineImports {
  const core: string[] = [];
  const packages = new Set<string>();
  for (const match of code.matchAll(NAMED_IMPORT)) {
    if (match[1]) continue; // `import type { ... }` renders nothing
    const names = match[2]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0].trim());
    if (names.length === 0 || !STYLED_PACKAGES.has(match[3])) continue;
    if (match[3] === 'core') core.push(...names);
    else packages.add(match[3]);
  }
  return { core, packages: [...packages] };
}

/** The pseudo sheet name of a whole package's styles.css (core's own is "*": every sheet). */
export function packageSheet(pkg: string): string {
  return pkg === 'core' ? '*' : `${pkg}:styles`;
}

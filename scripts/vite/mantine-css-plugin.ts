// Build check: every Mantine component a chunk renders has its style sheet
// loaded with that chunk (see mantine-css/check-bundle.ts for why). Fails the
// production build naming the file, the component and the sheets to import,
// so the fix is one @import line in the area's CSS file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { missingStyles, type ChunkFacts } from './mantine-css/check-bundle.ts';
import { mantineSheetOf, sheetsOfCssFile } from './mantine-css/css-sheets.ts';
import { mantineImports, packageSheet } from './mantine-css/source-imports.ts';
import { mantineStyleIndex } from './mantine-css/style-index.ts';

const SOURCE = /\.(tsx?|jsx?)$/;

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function mantineCssPlugin(): Plugin {
  const root = process.cwd();
  return {
    name: 'sop:mantine-css-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Its package.json is not exported, so resolve the package from its main file.
      const coreRoot = path.join(root, 'node_modules', '@mantine', 'core');
      const index = mantineStyleIndex(coreRoot);
      const chunks: ChunkFacts[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sheets = new Set<string>();
        const needs: ChunkFacts['needs'][number][] = [];
        for (const id of Object.keys(output.modules)) {
          const file = id.split('?')[0];
          if (file.endsWith('.css')) {
            for (const s of mantineSheetOf(file) ? [mantineSheetOf(file)!] : sheetsOfCssFile(file, readOrNull)) sheets.add(s);
          } else if (SOURCE.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith('\0')) {
            const code = readOrNull(file);
            if (code === null) continue;
            const imports = mantineImports(code);
            const rel = path.relative(root, file);
            for (const component of imports.core) {
              const wanted = index.get(component);
              if (wanted && wanted.size > 0) needs.push({ file: rel, component, sheets: [...wanted] });
            }
            for (const pkg of imports.packages) needs.push({ file: rel, component: `@mantine/${pkg}`, sheets: [packageSheet(pkg)] });
          }
        }
        chunks.push({ name: output.fileName, isEntry: output.isEntry, isDynamicEntry: output.isDynamicEntry, imports: output.imports, dynamicImports: output.dynamicImports, sheets, needs });
      }
      const problems = missingStyles(chunks);
      if (problems.length === 0) return;
      const lines = problems.map((p) => `  ${p.file}: ${p.component} needs ${p.missing.map((s) => (s.includes(':') ? `@mantine/${s.replace(':', '/')}.css` : `@mantine/core/styles/${s}.css`)).join(', ')} (not loaded with ${p.loadedBy})`);
      this.error(`Mantine styles missing: ${problems.length} component use(s) would render unstyled until another page loads their CSS. Import the sheets in the area's CSS file (or engine/shell/mantine-components.css):\n${lines.join('\n')}`);
    },
  };
}

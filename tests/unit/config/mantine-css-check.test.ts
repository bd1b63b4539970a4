import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingStyles, type ChunkFacts } from '../../../scripts/vite/mantine-css/check-bundle';
import { mantineSheetOf, sheetsOfCssFile } from '../../../scripts/vite/mantine-css/css-sheets';
import { mantineImports } from '../../../scripts/vite/mantine-css/source-imports';
import { mantineStyleIndex } from '../../../scripts/vite/mantine-css/style-index';

const chunk = (name: string, over: Partial<ChunkFacts> = {}): ChunkFacts => ({
  name,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  sheets: new Set(),
  needs: [],
  ...over,
});
const needs = (file: string, component: string, ...sheets: string[]) => ({ file, component, sheets });

describe('mantineImports', () => {
  it('reads value imports, skips type-only ones and unstyled packages', () => {
    const code = [
      "import { Button, type ButtonProps, Select as Pick } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "import { DateInput } from '@mantine/dates';",
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect(mantineImports(code)).toEqual({ core: ['Button', 'Select'], packages: ['dates'] });
  });
});

describe('css sheets', () => {
  it('names core sheets, whole-package sheets and follows local imports', () => {
    expect(mantineSheetOf('/x/node_modules/@mantine/core/styles/NumberInput.css?used')).toBe('NumberInput');
    expect(mantineSheetOf('@mantine/dates/styles.css')).toBe('dates:styles');
    expect(mantineSheetOf('@mantine/core/styles.css')).toBe('*');
    expect(mantineSheetOf('./local.css')).toBeNull();
    const files: Record<string, string> = {
      '/a/views.css': "@import './parts.css';\n@import '@mantine/core/styles/Tabs.css';\n.x { color: red }",
      '/a/parts.css': "@import url('@mantine/dates/styles.css');\n@import './views.css';",
    };
    expect([...sheetsOfCssFile('/a/views.css', (f) => files[f] ?? null)].sort()).toEqual(['Tabs', 'dates:styles']);
  });
});

describe('mantineStyleIndex (the installed @mantine/core)', () => {
  const index = mantineStyleIndex(path.resolve('node_modules/@mantine/core'));
  it('follows the components a component is built on', () => {
    expect([...index.get('Select')!]).toEqual(expect.arrayContaining(['Input', 'Combobox', 'Popover']));
    expect([...index.get('Button')!]).toEqual(expect.arrayContaining(['Button', 'UnstyledButton']));
    expect([...index.get('SegmentedControl')!]).toContain('FloatingIndicator');
  });
  it('does not count parts hung on a component as static members (Checkbox.Card)', () => {
    expect(index.get('Checkbox')!.has('CheckboxCard')).toBe(false);
    expect(index.get('CheckboxCard')!.has('CheckboxCard')).toBe(true);
  });
});

describe('missingStyles', () => {
  it('accepts what the entry loads for every chunk', () => {
    const entry = chunk('main.js', { isEntry: true, sheets: new Set(['Button']), dynamicImports: ['page.js'] });
    const page = chunk('page.js', { isDynamicEntry: true, needs: [needs('Page.tsx', 'Button', 'Button')] });
    expect(missingStyles([entry, page])).toEqual([]);
  });

  it('refuses a lazy page that relies on a sheet only a sibling page loads', () => {
    const entry = chunk('main.js', { isEntry: true, dynamicImports: ['a.js', 'b.js'] });
    const a = chunk('a.js', { isDynamicEntry: true, sheets: new Set(['Tabs']), needs: [needs('A.tsx', 'Tabs', 'Tabs')] });
    const b = chunk('b.js', { isDynamicEntry: true, needs: [needs('B.tsx', 'Tabs', 'Tabs')] });
    expect(missingStyles([entry, a, b])).toEqual([{ file: 'B.tsx', component: 'Tabs', missing: ['Tabs'], loadedBy: 'b.js' }]);
  });

  it('lets a lazy chunk count on what every chunk loading it had, and on its static imports', () => {
    const entry = chunk('main.js', { isEntry: true, dynamicImports: ['views.js', 'other.js'] });
    const views = chunk('views.js', { isDynamicEntry: true, sheets: new Set(['Tabs']), dynamicImports: ['drawer.js'] });
    const other = chunk('other.js', { isDynamicEntry: true, imports: ['shared.js'], dynamicImports: ['drawer.js'] });
    const shared = chunk('shared.js', { sheets: new Set(['Tabs']) });
    const drawer = chunk('drawer.js', { isDynamicEntry: true, needs: [needs('Drawer.tsx', 'Tabs', 'Tabs')] });
    expect(missingStyles([entry, views, other, shared, drawer])).toEqual([]);
    const lonely = chunk('other.js', { isDynamicEntry: true, dynamicImports: ['drawer.js'] });
    expect(missingStyles([entry, views, lonely, drawer]).map((p) => p.file)).toEqual(['Drawer.tsx']);
  });

  it('never lets a cycle of lazy chunks vouch for itself', () => {
    const entry = chunk('main.js', { isEntry: true, dynamicImports: ['a.js'] });
    const a = chunk('a.js', { isDynamicEntry: true, dynamicImports: ['b.js'], needs: [needs('A.tsx', 'Tabs', 'Tabs')] });
    const b = chunk('b.js', { isDynamicEntry: true, dynamicImports: ['a.js'] });
    expect(missingStyles([entry, a, b]).map((p) => p.file)).toEqual(['A.tsx']);
  });
});

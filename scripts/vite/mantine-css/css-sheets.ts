// Which Mantine sheets a style file brings: its `@import`s of
// @mantine/core/styles/<Name>.css, of a package's whole styles.css, and of
// other local style files (followed).
import path from 'node:path';
import { packageSheet } from './source-imports.ts';

const AT_IMPORT = /@import\s+(?:url\()?['"]([^'"]+)['"]\)?/g;
const CORE_SHEET = /@mantine\/core\/styles\/([A-Za-z.-]+?)(?:\.layer)?\.css$/;
const PACKAGE_SHEET = /@mantine\/([a-z-]+)\/styles(?:\.layer)?\.css$/;

/** The sheet a module id or import specifier names, if it is a Mantine one. */
export function mantineSheetOf(spec: string): string | null {
  const clean = spec.split('?')[0].replaceAll('\\', '/');
  const core = CORE_SHEET.exec(clean);
  if (core) return core[1];
  const pkg = PACKAGE_SHEET.exec(clean);
  return pkg ? packageSheet(pkg[1]) : null;
}

/** Sheets of a local CSS file, following its relative @imports. */
export function sheetsOfCssFile(file: string, read: (file: string) => string | null, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>();
  const direct = mantineSheetOf(file);
  if (direct) return sheets.add(direct);
  if (seen.has(file)) return sheets;
  seen.add(file);
  const text = read(file);
  if (text === null) return sheets;
  for (const match of text.matchAll(AT_IMPORT)) {
    const spec = match[1];
    const sheet = mantineSheetOf(spec);
    if (sheet) sheets.add(sheet);
    else if (spec.startsWith('.')) for (const s of sheetsOfCssFile(path.resolve(path.dirname(file), spec), read, seen)) sheets.add(s);
  }
  return sheets;
}

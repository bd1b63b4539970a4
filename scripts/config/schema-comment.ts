// Every config file starts with the yaml-language-server modeline naming its
// schema, so the editor of whoever opens it completes keys and flags mistakes
// while they type (ARCHITECTURE.md, "Config pipeline"). A missing or wrong
// modeline fails nothing at run time, so the check is the only guard.
import path from 'node:path';
import type { ConfigProblem } from './problems.ts';
import type { SchemaKind } from './schemas.ts';

const MODELINE = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;

/** The modeline a file of this kind must start with, e.g. `# yaml-language-server: $schema=../../schemas/routes.schema.json`. */
export function expectedModeline(file: string, kind: SchemaKind): string {
  const target = path.posix.relative(path.posix.dirname(file), `schemas/${kind}.schema.json`);
  return `# yaml-language-server: $schema=${target}`;
}

export function checkSchemaComment(file: string, text: string, kind: SchemaKind): ConfigProblem | undefined {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')).replace(/^\uFEFF/, '').trimEnd();
  const expected = expectedModeline(file, kind);
  if (firstLine === expected) return undefined;
  const found = MODELINE.exec(firstLine)?.[1];
  const message = found
    ? `the schema modeline points at ${found}; expected "${expected}"`
    : `first line must be "${expected}" so editors check this file as you type`;
  return { file, line: 1, column: 1, path: '', code: 'schema-modeline', message };
}

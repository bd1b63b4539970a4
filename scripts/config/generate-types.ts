// Generates engine/config/types.generated.ts from schemas/*.schema.json.
// Deterministic: schemas are compiled in a fixed order and the output carries
// no timestamp, so regenerating an unchanged schema never produces a diff.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

export const GENERATED_HEADER =
  '// GENERATED FILE - DO NOT EDIT. Source: schemas/*.schema.json. Regenerate with `npm run config:build`.\n';

/** Schema files in output order; common.schema.json is pulled in through $ref. */
export const SCHEMA_FILES = [
  'app.schema.json',
  'roles.schema.json',
  'features.schema.json',
  'plugins.schema.json',
  'sections.schema.json',
  'routes.schema.json',
  'onboarding.schema.json',
  'errors.schema.json',
  'i18n.schema.json',
];

export async function generateTypes(schemasDir: string): Promise<string> {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const file of SCHEMA_FILES) {
    const schema = JSON.parse(await readFile(path.join(schemasDir, file), 'utf8'));
    const ts = await compile(schema, schema.title, {
      bannerComment: '',
      cwd: schemasDir,
      additionalProperties: false,
      declareExternallyReferenced: true,
      strictIndexSignatures: false,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
    });
    // Types shared through common.schema.json are emitted by every schema that
    // references them; keep the first declaration of each name only.
    parts.push(dedupeDeclarations(ts, seen));
  }
  return GENERATED_HEADER + '/* eslint-disable */\n\n' + parts.join('\n').trimEnd() + '\n';
}

function dedupeDeclarations(ts: string, seen: Set<string>): string {
  const blocks = ts.split(/\n(?=(?:\/\*\*[\s\S]*?\*\/\n)?export )/);
  const kept: string[] = [];
  for (const block of blocks) {
    const name = /export (?:type|interface) (\w+)/.exec(block)?.[1];
    if (name && seen.has(name)) continue;
    if (name) seen.add(name);
    kept.push(block);
  }
  return kept.join('\n');
}

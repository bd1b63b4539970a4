// Generates engine/config/types.generated.ts from schemas/*.schema.json.
// Deterministic: schemas are compiled in a fixed order and the output carries
// no timestamp, so regenerating an unchanged schema never produces a diff.
//
// Shared definitions (common.schema.json#/$defs/*) are emitted exactly once,
// first. Each other schema refers to them by name: its $refs to common are
// replaced by json-schema-to-typescript's `tsType` before compiling, keeping
// sibling descriptions as property comments. Compiling each schema with the
// $refs left in would re-declare every shared type per schema, and a $ref with
// a sibling description would come out as a near-copy (IndexNodeId1).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, type Options } from 'json-schema-to-typescript';

export const GENERATED_HEADER =
  '// GENERATED FILE - DO NOT EDIT. Source: schemas/*.schema.json. Regenerate with `npm run config:build`.\n';

export const COMMON_SCHEMA = 'common.schema.json';

/** Schema files in output order (after the common definitions). */
export const SCHEMA_FILES = [
  'app.schema.json',
  'roles.schema.json',
  'features.schema.json',
  'plugins.schema.json',
  'sections.schema.json',
  'entity.schema.json',
  'routes.schema.json',
  'onboarding.schema.json',
  'errors.schema.json',
  'i18n.schema.json',
];

type Schema = Record<string, unknown>;

interface Declaration {
  name: string;
  text: string;
}

export async function generateTypes(schemasDir: string, files: readonly string[] = SCHEMA_FILES): Promise<string> {
  const options: Partial<Options> = {
    bannerComment: '',
    cwd: schemasDir,
    additionalProperties: false,
    declareExternallyReferenced: true,
    strictIndexSignatures: false,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  };
  const read = async (file: string) => JSON.parse(await readFile(path.join(schemasDir, file), 'utf8')) as Schema;

  const declarations: Declaration[] = [];
  // '<file>#/$defs/x' -> type name, for every definition declared so far.
  const names = new Map<string, string>();
  const common = await read(COMMON_SCHEMA).catch(() => undefined);
  for (const [file, source] of [[COMMON_SCHEMA, common], ...(await Promise.all(files.map(async (f) => [f, await read(f)] as const)))] as const) {
    if (!source) continue;
    const { $defs, ...root } = source as Schema & { $defs?: Record<string, Schema> };
    // Each definition is declared once, by its own name; every $ref to it (from
    // this file or a later one) becomes that name, so no numbered copies appear.
    const local = new Map(names);
    for (const [key, def] of Object.entries($defs ?? {})) {
      const name = typeName(String(def.title ?? key));
      names.set(`${file}#/$defs/${key}`, name);
      local.set(`${file}#/$defs/${key}`, name);
      local.set(`#/$defs/${key}`, name);
    }
    for (const [key, def] of Object.entries($defs ?? {})) {
      const name = local.get(`#/$defs/${key}`)!;
      declarations.push(...splitDeclarations(await compile(replaceRefs(def, local) as never, name, options)));
    }
    if (file !== COMMON_SCHEMA) {
      declarations.push(...splitDeclarations(await compile(replaceRefs(root, local) as never, String(root.title ?? file), options)));
    }
  }

  const byName = new Map<string, string>();
  for (const { name, text } of declarations) {
    const earlier = byName.get(name);
    if (earlier !== undefined && earlier !== text) {
      throw new Error(`type ${name} is generated twice with different shapes; give one of the schemas another title`);
    }
    byName.set(name, text);
  }
  return `${GENERATED_HEADER}/* eslint-disable */\n\n${[...byName.values()].join('\n\n')}\n`;
}

/** json-schema-to-typescript's naming: 'Index node id' -> IndexNodeId. */
function typeName(title: string): string {
  return title
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase());
}

function replaceRefs(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => replaceRefs(item, names));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest)) out[key] = replaceRefs(value, names);
  if (typeof $ref !== 'string') return $ref === undefined ? out : { ...out, $ref };
  const name = names.get($ref);
  return name === undefined ? { $ref, ...out } : { ...out, tsType: name };
}

/**
 * Splits compiler output into top-level declarations, each with the doc
 * comment right above it. A comment not followed by a declaration is dropped.
 */
function splitDeclarations(ts: string): Declaration[] {
  const declarations: Declaration[] = [];
  let comment: string[] = [];
  let inComment = false;
  let current: string[] | null = null;
  const flush = () => {
    if (current) {
      const text = current.join('\n').trimEnd();
      const name = /^export (?:declare )?(?:type|interface|enum|const) (\w+)/m.exec(text)?.[1];
      if (name) declarations.push({ name, text });
    }
    current = null;
  };
  for (const line of ts.split('\n')) {
    if (inComment) {
      comment.push(line);
      if (line.startsWith(' */')) inComment = false;
    } else if (line.startsWith('/**')) {
      flush();
      comment = [line];
      inComment = !line.includes('*/');
    } else if (line.startsWith('export ')) {
      flush();
      current = [...comment, line];
      comment = [];
    } else if (current) {
      current.push(line);
    }
  }
  flush();
  return declarations;
}

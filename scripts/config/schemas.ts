// The JSON Schemas of schemas/ compiled once per process (compiling is the
// slow part of ajv; validating is cheap), shared by every load.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

export type SchemaKind = 'app' | 'roles' | 'features' | 'plugins' | 'sections' | 'entity' | 'routes' | 'onboarding' | 'errors' | 'i18n';

export type JsonSchema = Record<string, unknown>;

export interface SchemaSet {
  validate(kind: SchemaKind): ValidateFunction;
  /** The root schema of a kind, to resolve local `#/...` references when explaining errors. */
  root(kind: SchemaKind | 'common'): JsonSchema;
  /** Resolves a $ref as written inside schema `kind` ('#/$defs/x' or 'common.schema.json#/$defs/y'). */
  resolveRef(kind: SchemaKind, ref: string): JsonSchema | undefined;
}

let shared: SchemaSet | undefined;

export function schemaSet(): SchemaSet {
  shared ??= createSchemaSet(SCHEMAS_DIR);
  return shared;
}

export function createSchemaSet(dir: string): SchemaSet {
  const roots = new Map<string, JsonSchema>();
  const read = (kind: string): JsonSchema => {
    let schema = roots.get(kind);
    if (!schema) {
      schema = JSON.parse(readFileSync(path.join(dir, `${kind}.schema.json`), 'utf8')) as JsonSchema;
      roots.set(kind, schema);
    }
    return schema;
  };
  // verbose: errors carry the failing schema and data, which the messages use
  // (allowed keys, enum values, the offending value).
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
  addFormats(ajv);
  ajv.addSchema(read('common'));
  // Routes' views name entity definitions (entity.schema.json#/$defs/...): registered once, compiled with the rest.
  ajv.addSchema(read('entity'));
  const validators = new Map<SchemaKind, ValidateFunction>();
  return {
    validate(kind) {
      let validate = validators.get(kind);
      if (!validate) {
        validate = ajv.getSchema(`${kind}.schema.json`) ?? ajv.compile(read(kind));
        validators.set(kind, validate);
      }
      return validate;
    },
    root: read,
    resolveRef(kind, ref) {
      const [file, pointer = ''] = ref.split('#');
      const base = file === '' ? read(kind) : read(file.replace(/\.schema\.json$/, ''));
      let node: unknown = base;
      for (const raw of pointer.split('/').filter(Boolean)) {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      }
      return node !== null && typeof node === 'object' ? (node as JsonSchema) : undefined;
    },
  };
}

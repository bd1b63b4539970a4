// Entities for the data engine's tests, compiled from YAML text by the real
// compiler with real line numbers, so messages quoting file:line:column can
// be checked against the text itself.
import { parse } from 'yaml';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { EntityFile } from '../../../engine/config/types.generated';
import { compileEntity } from '../../../scripts/config/compile-entities';
import { parseForPositions } from '../../../scripts/config/parse';
import { createLocator } from '../../../scripts/config/positions';

export function entityFromYaml(text: string, file = 'config/entities/item.yaml'): CompiledEntity {
  const source = parseForPositions(text);
  const locate = createLocator((f) => (f === file ? source : undefined));
  return compileEntity(parse(text) as EntityFile, file, (f, path) => locate(f, path).line);
}

/** An entity "item" (table sync_items) with the given fields block (YAML, two-space indented under fields:). */
export function itemYaml(fields: string, extra = ''): string {
  return `id: item
table: sync_items
key: [code]
title: name
access: { read: [PRODUCTS], write: [PRODUCTS] }
${extra}fields:
  code: { type: string, required: true, maxLength: 20 }
  name: { type: string, required: true, maxLength: 80 }
${fields}`;
}

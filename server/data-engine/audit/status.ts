// The status page's figures (engine/data/api.ts DataStatus): per entity the
// caller may read, its rows, its last change and last import (from the
// audit), and how many rows lack each expected field the caller may read.
import type { AuditAction, DataStatus, EntityStatus } from '../../../engine/data/api';
import type { Caller } from '../../access/caller';
import type { Queryable } from '../../db/adapter';
import type { JsonSchema } from '../../schemas/envelope';
import type { DataEngine } from '../engine';
import { ident, tableOf } from '../sql';
import { readableEntities } from './read';

export async function dataStatus(db: Queryable, engine: DataEngine, caller: Caller): Promise<DataStatus> {
  const ids = readableEntities(engine, caller);
  const access = engine.access(caller);
  const last = await db.query<{ entity: string; at: string; userName: string; action: AuditAction }>(
    `SELECT DISTINCT ON (entity) entity, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, user_name AS "userName", action
     FROM data_audit WHERE company_id = $1 AND entity = ANY($2::text[]) ORDER BY entity, data_audit.at DESC, id DESC`,
    [caller.companyId, ids],
  );
  // One import is one transaction: its rows share the same timestamp.
  const imports = await db.query<{ entity: string; at: string; userName: string; rows: number }>(
    `SELECT a.entity, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, min(a.user_name) AS "userName", count(*)::int AS rows
     FROM data_audit a
     JOIN (SELECT entity, max(at) AS at FROM data_audit WHERE company_id = $1 AND action = 'import' AND entity = ANY($2::text[]) GROUP BY entity) l
       ON l.entity = a.entity AND l.at = a.at
     WHERE a.company_id = $1 AND a.action = 'import' GROUP BY a.entity, a.at`,
    [caller.companyId, ids],
  );
  const entities: EntityStatus[] = [];
  for (const id of ids) {
    const entity = engine.entities.get(id)!;
    const readable = access.of(entity).readable;
    const expected = entity.fields.filter((f) => f.expected && f.column && readable.has(f.name));
    const counts = expected.map((f, i) => `count(*) FILTER (WHERE ${ident(f.column!)} IS NULL)::int AS m${i}`);
    const [row] = await db.query<Record<string, number>>(
      `SELECT count(*)::int AS rows${counts.length ? `, ${counts.join(', ')}` : ''} FROM ${ident(tableOf(entity))} WHERE company_id = $1`,
      [caller.companyId],
    );
    const change = last.find((l) => l.entity === id);
    const imported = imports.find((l) => l.entity === id);
    entities.push({
      entity: id,
      rows: row.rows,
      lastChange: change ? { at: change.at, userName: change.userName, action: change.action } : null,
      lastImport: imported ? { at: imported.at, userName: imported.userName, rows: imported.rows } : null,
      missing: Object.fromEntries(expected.map((f, i) => [f.name, row[`m${i}`]])),
    });
  }
  return { entities };
}

const when = { type: ['object', 'null'], properties: { at: { type: 'string' }, userName: { type: 'string' }, action: { type: 'string' }, rows: { type: 'integer' } } };

export const dataStatusSchema: JsonSchema = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          entity: { type: 'string' },
          rows: { type: 'integer' },
          lastChange: when,
          lastImport: when,
          missing: { type: 'object', additionalProperties: { type: 'integer' } },
        },
      },
    },
  },
};

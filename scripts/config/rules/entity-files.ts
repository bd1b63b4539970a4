// Entities as a whole: one file per entity named after its id, ids and tables
// unique (two entities in one table would mix their rows), and no field whose
// column would collide with the columns every entity table carries.
import { ENTITIES_DIR } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

/** Columns of every entity table (server/data-engine/schema.ts creates them). */
export const SYSTEM_COLUMNS = ['id', 'company_id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by'];
/** Keys every row of the data API carries beside its fields (engine/data/api.ts DataRow): a field so named would hide them. */
export const SYSTEM_ROW_KEYS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

export const entityFiles: Rule = (model, at) => {
  const r = reporter(at);
  const entities = model.config.entities;
  for (const entity of entities) {
    const expected = `${ENTITIES_DIR}/${entity.id}.yaml`;
    if (entity.source !== expected) {
      r.report(entity.source, ['id'], 'entity-file-name', `entity "${entity.id}" must be declared in ${expected} (one entity per file, named after its id)`);
    }
    if (!entity.computed && entity.table === '') {
      r.report(entity.source, [], 'missing-table', `entity "${entity.id}" needs table: <name> (only a computed entity has none)`);
    }
    if (entity.computed && entity.table !== '') {
      r.report(entity.source, ['table'], 'computed-with-table', `entity "${entity.id}" is computed: its rows come from the server, so it has no table`, { key: true });
    }
    for (const field of entity.fields) {
      if (SYSTEM_ROW_KEYS.includes(field.name)) {
        r.report(entity.source, ['fields', field.name], 'reserved-field',
          `field "${field.name}" would hide the "${field.name}" every row already has (${SYSTEM_ROW_KEYS.join(', ')}); choose another name`, { key: true });
      } else if (field.column && SYSTEM_COLUMNS.includes(field.column)) {
        r.report(entity.source, ['fields', field.name], 'reserved-field',
          `field "${field.name}" would use the column "${field.column}" that every entity table already has (${SYSTEM_COLUMNS.join(', ')}); choose another name`, { key: true });
      }
    }
  }
  forEachDuplicate(entities, (e) => e.id, (i, first) => {
    r.report(entities[i].source, ['id'], 'duplicate-entity', `entity id "${entities[i].id}" is already declared at ${r.where(entities[first].source, ['id'])}`);
  });
  const stored = entities.filter((e) => !e.computed);
  forEachDuplicate(stored, (e) => e.table, (i, first) => {
    r.report(stored[i].source, ['table'], 'duplicate-table',
      `table "${stored[i].table}" is already the table of entity "${stored[first].id}" (${r.where(stored[first].source, ['table'])})`);
  });
  return r.problems;
};

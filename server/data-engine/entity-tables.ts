// Physical table names from the entity declarations (config/entities/<id>.yaml
// `table:`, stored as data_<table>): SQL written by hand names an entity by
// its id and gets the table the schema sync created, quoted, so a renamed
// table follows its declaration and an unknown id fails naming the id rather
// than as "relation does not exist" in front of a user.
import type { CompiledConfig } from '../../engine/config/compiled';
import { ident, isComputed, tableOf } from './sql';

/** The quoted table of a stored entity, by id (`tableOfEntity('forecast-value')` -> "data_forecast_values"). */
export type TableOfEntity = (entityId: string) => string;

export function entityTables(config: Pick<CompiledConfig, 'entities'>): TableOfEntity {
  const tables = new Map(config.entities.filter((e) => !isComputed(e)).map((e) => [e.id, ident(tableOf(e))]));
  return (entityId) => {
    const table = tables.get(entityId);
    if (!table) throw new Error(`no stored entity "${entityId}" is declared in config/entities`);
    return table;
  };
}

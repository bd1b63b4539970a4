// The tables a grid reads: the grid makes sure they have planner statistics
// (db/statistics.ts) before its first request reads them.
import type { CompiledEntity } from '../../engine/config/compiled';
import { tableOf } from '../data-engine/sql';
import type { GridModel } from './model';

/** Every stored table a grid's paths and measures reach. */
export function gridTables(model: GridModel): string[] {
  const ids = new Set<string>();
  const walk = (entity: CompiledEntity | undefined, path: string) => {
    let current = entity;
    for (const segment of path.split('.')) {
      if (!current) return;
      ids.add(current.id.split('~')[0]);
      const field = current.fields.find((f) => f.name === segment);
      current = field?.type === 'ref' && field.entity ? model.entities.get(field.entity) : undefined;
    }
    if (current) ids.add(current.id.split('~')[0]);
  };
  for (const path of model.levels) walk(model.entity, path);
  for (const m of model.measures) {
    const entity = m.entity ? model.entities.get(m.entity) : undefined;
    if (m.field) walk(entity, m.field);
    m.where.forEach((c) => walk(entity, c.field));
    if (entity) ids.add(entity.id.split('~')[0]);
  }
  return [...ids].map((id) => model.entities.get(id)).filter((e): e is CompiledEntity => !!e && !e.computed && e.table !== '').map((e) => tableOf(e));
}

// Database refusals of a write, explained: a unique index names the fields
// that clash (409), a foreign key means a reference is missing or still in
// use. The explicit checks catch these first; this covers the races between
// two requests.
import type { CompiledEntity } from '../../../engine/config/compiled';
import { ApiError } from '../../errors/api-error';
import { serverText } from '../../errors/texts';
import type { DataEngine } from '../engine';
import { desiredIndexes, indexName } from '../schema/desired';

const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
const OUT_OF_RANGE = '22003';

/** The fields of the unique index a violation names, searched over every entity (children writes touch others). */
function uniqueFields(constraint: string | undefined, engine: DataEngine): { entity: CompiledEntity; fields: string[] } | undefined {
  if (!constraint) return undefined;
  for (const entity of engine.entities.values()) {
    for (const index of desiredIndexes(entity, engine.config)) {
      if (index.unique && indexName(entity, index.columns, true) === constraint) return { entity, fields: index.fields };
    }
  }
  return undefined;
}

export function asWriteError(error: unknown, entity: CompiledEntity, engine: DataEngine): unknown {
  if (error instanceof ApiError) return error;
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === UNIQUE) {
    const found = uniqueFields(constraint, engine);
    // The first field of the index names it (a planner's unique keys have one).
    return found ? new ApiError('CONFLICT', serverText('data.duplicate', { entity: found.entity.id, field: found.fields[0] }), found.fields[0])
      : new ApiError('CONFLICT', `Another ${entity.id} already has this key`);
  }
  if (code === FOREIGN_KEY) {
    return new ApiError('CONFLICT', serverText('data.referenceGone', { entity: entity.id }));
  }
  if (code === OUT_OF_RANGE) return new ApiError('VALIDATION_ERROR', serverText('data.numberTooLarge'));
  return error;
}

// The supply computations' rows live in caches (server/supply): before a
// report reads one of these computed entities, its cache is brought up to
// date with the data (recomputed only when an input changed).
import type { CompiledConfig } from '../../../engine/config/compiled';
import { ensureFresh, type SupplyCache, type TransactionalDb } from '../../supply/cache';
import type { Queryable } from '../../db/adapter';

export interface PrepareRequest {
  config: CompiledConfig;
  companyId: number;
  /** YYYY-MM-DD */
  today: string;
}

export function preparing(...caches: SupplyCache[]) {
  return async (db: Queryable, request: PrepareRequest): Promise<void> => {
    if (typeof (db as Partial<TransactionalDb>).transaction !== 'function') throw new Error('supply caches need a database with transactions');
    for (const cache of caches) await ensureFresh(db as TransactionalDb, cache, request);
  };
}

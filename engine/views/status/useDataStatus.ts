// The status page's figures: GET /api/data-status when the server offers it;
// otherwise the same figures from count and audit calls (a few at a time),
// without the last import, which only the status endpoint knows.
import { useEffect, useState } from 'react';
import type { CompiledEntity } from '../../config/compiled';
import type { DataStatus, EntityStatus } from '../../data/api';
import type { EntityPermissions } from '../../access/entity-access';
import type { DataClient } from '../../data/data-client';
import { isNotFound } from '../shared/errors';
import { useDataClient } from '../shared/useDataClient';

/** Calls in flight at once while building the figures from counts. */
const CONCURRENCY = 4;

async function pool<T>(tasks: Array<() => Promise<T>>, size: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return out;
}

export interface StatusState {
  data?: DataStatus;
  /** True when the figures come from counts (the status endpoint is not there). */
  fallback: boolean;
  error?: unknown;
  loading: boolean;
}

async function fromCounts(client: DataClient, entities: readonly CompiledEntity[], permsOf: (e: CompiledEntity) => EntityPermissions, signal: AbortSignal): Promise<DataStatus> {
  const rows = await pool(entities.map((entity) => async (): Promise<EntityStatus> => {
    const perms = permsOf(entity);
    const expected = entity.fields.filter((f) => f.expected && perms.readable.has(f.name));
    const [total, last, ...missing] = await Promise.all([
      client.count(entity.id, [], { signal, silent: true }),
      client.audit({ entity: entity.id, page: 1, pageSize: 1 }, { signal, silent: true }).catch(() => null),
      ...expected.map((f) => client.count(entity.id, [{ field: f.name, op: 'null', value: true }], { signal, silent: true })),
    ]);
    const change = last?.entries[0];
    return {
      entity: entity.id,
      rows: total.total,
      lastChange: change ? { at: change.at, userName: change.userName, action: change.action } : null,
      lastImport: null,
      missing: Object.fromEntries(expected.map((f, i) => [f.name, missing[i].total])),
    };
  }), CONCURRENCY);
  return { entities: rows };
}

export function useDataStatus(entities: readonly CompiledEntity[], permsOf: (e: CompiledEntity) => EntityPermissions, tick: number): StatusState {
  const client = useDataClient();
  const ids = entities.map((e) => e.id).join(',');
  const key = `${ids}|${tick}`;
  const [result, setResult] = useState<{ key: string; data?: DataStatus; fallback: boolean; error?: unknown } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    client.status({ signal, silent: true })
      .then((data) => ({ data, fallback: false }))
      .catch(async (error) => {
        if (!isNotFound(error)) throw error;
        return { data: await fromCounts(client, entities, permsOf, signal), fallback: true };
      })
      .then((r) => { if (!signal.aborted) setResult({ key, ...r }); })
      .catch((error) => { if (!signal.aborted) setResult({ key, fallback: false, error }); });
    return () => controller.abort();
  }, [client, key]); // eslint-disable-line react-hooks/exhaustive-deps -- entities and permsOf are named by key

  // The previous figures stay on screen while a refresh runs.
  return { data: result?.data, fallback: result?.fallback ?? false, error: result?.key === key ? result.error : undefined, loading: result?.key !== key };
}

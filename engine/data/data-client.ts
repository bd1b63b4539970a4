// The views' data provider over the HTTP client (react-admin's idea: one small
// object per resource call), so components never build URLs. request is the
// HTTP client's: bearer token, envelope, ApiError on failure.
import type { RequestOptions } from '../http';
import {
  dataApi, type AuditEntry, type AuditPage, type DataPage, type DataRecord, type DataStatus, type LookupItem, type WriteBody,
} from './api';
import type { Filter } from './list-query';

export type Request = <T>(endpoint: string, options?: RequestOptions) => Promise<T>;

export interface AuditQuery {
  entity?: string;
  user?: number;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Options every call passes through (abort signal, silence for codes the caller shows itself). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'silent' | 'ignoreCodes'>;

export function createDataClient(request: Request) {
  return {
    /** query: the API query string (tableApiQuery / toApiQuery). */
    list: (entity: string, query: Record<string, string>, options: CallOptions = {}) =>
      request<DataPage>(dataApi.list, { ...options, params: { entity }, query }),
    count: (entity: string, filters: readonly Filter[], options: CallOptions = {}) =>
      request<{ total: number }>(dataApi.count, { ...options, params: { entity }, query: filters.length ? { filter: JSON.stringify(filters) } : {} }),
    lookup: (entity: string, query: { q?: string; ids?: readonly number[]; limit?: number }, options: CallOptions = {}) =>
      request<LookupItem[]>(dataApi.lookup, {
        ...options,
        params: { entity },
        query: { q: query.q || undefined, ids: query.ids?.length ? query.ids.join(',') : undefined, limit: query.limit },
      }),
    get: (entity: string, id: number, options: CallOptions = {}) =>
      request<DataRecord>(dataApi.get, { ...options, params: { entity, id } }),
    create: (entity: string, body: WriteBody, options: CallOptions = {}) =>
      request<DataRecord>(dataApi.create, { ...options, params: { entity }, body }),
    update: (entity: string, id: number, body: WriteBody, options: CallOptions = {}) =>
      request<DataRecord>(dataApi.update, { ...options, params: { entity, id }, body }),
    remove: (entity: string, id: number, version: number, options: CallOptions = {}) =>
      request<{ id: number }>(dataApi.remove, { ...options, params: { entity, id }, query: { version } }),
    history: (entity: string, id: number, options: CallOptions = {}) =>
      request<AuditEntry[]>(dataApi.history, { ...options, params: { entity, id } }),
    audit: (query: AuditQuery, options: CallOptions = {}) =>
      request<AuditPage>(dataApi.audit, { ...options, query: { ...query } }),
    status: (options: CallOptions = {}) => request<DataStatus>(dataApi.status, options),
  };
}

export type DataClient = ReturnType<typeof createDataClient>;

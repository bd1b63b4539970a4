// The generic data API's contract, shared by the browser and the server, in
// the spirit of react-admin's data provider: list, get, create, update,
// delete, plus count, lookup (reference selects), export, import and history.
// Rows are flat: { id, version, createdAt, updatedAt, <field>: value, ... }
// with values in the wire format of field-values.ts. Field names are the
// entity's (camelCase); system keys cannot clash (rules/entity-files.ts).
import type { FieldValue } from './field-values';

export const dataApi = {
  /** ?page&pageSize&sort&filter(JSON Filter[])&q&fields&view(<routeId>:<index>: the server applies that view's where) -> DataPage */
  list: 'GET /api/data/:entity',
  /** ?filter&q -> { total } */
  count: 'GET /api/data/:entity/count',
  /** ?q&ids(comma list)&limit -> LookupItem[]: rows by title or key, for reference selects. */
  lookup: 'GET /api/data/:entity/lookup',
  /** -> DataRow with its children, plus refs */
  get: 'GET /api/data/:entity/:id',
  /** body WriteBody -> DataRecord (201) */
  create: 'POST /api/data/:entity',
  /** body WriteBody with version -> DataRecord; 409 CONFLICT when the row changed since that version (nothing saved). */
  update: 'PATCH /api/data/:entity/:id',
  /** ?version -> { id } ; 409 CONFLICT when stale or when other rows still refer to it. */
  remove: 'DELETE /api/data/:entity/:id',
  /** ?format=csv|xlsx&sort&filter&q&fields -> the file, streamed; headers in the caller's language. */
  export: 'GET /api/data/:entity/export',
  /** ?format=csv|xlsx&dryRun=true|false, body: the file's bytes -> ImportReport */
  import: 'POST /api/data/:entity/import',
  /** -> AuditEntry[] of one row, newest first */
  history: 'GET /api/data/:entity/:id/history',
  /** The audit log (the modifications page): ?entity&user&from&to&page&pageSize -> AuditPage */
  audit: 'GET /api/audit',
  /**
   * The status page: -> DataStatus, one entry per entity the caller may read
   * (rows, last change, last import, rows missing each expected field the
   * caller may read). Proposed by the views (engine/views/status); until the
   * server answers it, the page builds the same figures from count and audit.
   */
  status: 'GET /api/data-status',
} as const;

export interface DataRow {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  [field: string]: FieldValue;
}

/** Title and key of referenced rows, by ref field (or ref path) then id, so a page needs no lookup per row. */
export type RefTitles = Record<string, Record<string, { title: string; key: string }>>;

export interface DataPage {
  rows: DataRow[];
  total: number;
  page: number;
  pageSize: number;
  refs: RefTitles;
}

export interface DataRecord {
  row: DataRow;
  refs: RefTitles;
  /** children field -> its rows (with their own refs merged into refs under '<field>.<childField>'). */
  children: Record<string, DataRow[]>;
}

export interface ChildWrite {
  /** Present for an existing child row (updated), absent for a new one; children left out are deleted. */
  id?: number;
  values: Record<string, FieldValue>;
}

export interface WriteBody {
  values: Record<string, FieldValue>;
  /** update: the version the edit started from. */
  version?: number;
  /** Replaces the rows of these children fields. */
  children?: Record<string, ChildWrite[]>;
}

export interface LookupItem {
  id: number;
  title: string;
  key: string;
}

/** A problem of an import file: line 1 is the header; column is the header text as written in the file. */
export interface ImportProblem {
  line: number;
  column?: string;
  field?: string;
  code: string;
  params?: Record<string, string | number>;
}

export interface ImportReport {
  dryRun: boolean;
  /** False whenever the file has any problem: then nothing was imported. */
  imported: boolean;
  rows: number;
  created: number;
  updated: number;
  /** The first problems (at most 1000); problemCount says how many there are. */
  problems: ImportProblem[];
  problemCount: number;
  /** How each header of the file was understood (field null: ignored column). */
  columns: Array<{ header: string; field: string | null }>;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'import';

export interface AuditEntry {
  id: number;
  entity: string;
  rowId: number;
  rowTitle: string;
  action: AuditAction;
  userId: number | null;
  userName: string;
  at: string;
  /** Fields changed: before and after (only fields the caller may read). */
  before: Record<string, FieldValue> | null;
  after: Record<string, FieldValue> | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** An entity's figures on the status page. */
export interface EntityStatus {
  entity: string;
  rows: number;
  lastChange: { at: string; userName: string; action: AuditAction } | null;
  lastImport: { at: string; userName: string; rows: number } | null;
  /** expected field -> how many rows have it empty (only fields the caller may read). */
  missing: Record<string, number>;
}

export interface DataStatus {
  entities: EntityStatus[];
}

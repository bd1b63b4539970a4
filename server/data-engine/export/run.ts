// Export: every row the caller may see (no cap) with the list's filters,
// sort, search and fields, streamed as CSV or XLSX with headers in the
// caller's language. The ordered ids are read first (a few bytes a row, and
// one consistent order), then the rows in chunks with their references, so
// memory does not grow with the row's width times the row count.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { DataRow } from '../../../engine/data/api';
import type { Caller } from '../../access/caller';
import type { Queryable } from '../../db/adapter';
import type { DataEngine } from '../engine';
import { compileList, selectPath, type ListRequest } from '../query/list';
import { joinsOf, ROW } from '../query/paths';
import { resolveRefs } from '../query/refs';
import { ident, tableOf } from '../sql';
import { exportCell, exportColumns, type ExportCell, type ExportColumn } from './cells';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_CHUNK = 2000;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportPlan {
  columns: ExportColumn[];
  /** The rows' cells, chunk by chunk, in order. */
  chunks(): AsyncIterable<ExportCell[][]>;
}

/** Checks the request (a bad filter is a 400 before anything is sent) and reads the ordered ids. */
export async function planExport(db: Queryable, engine: DataEngine, caller: Caller, entity: CompiledEntity, request: ListRequest, typed: boolean): Promise<ExportPlan> {
  const context = engine.paths(caller);
  const list = compileList(entity, request, context, caller.companyId);
  // One row holding every id in order: 100,000 result rows cost ~1.3 s of row handling in the PGlite adapter, one array ~0.1 s.
  const [{ ids }] = await db.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(${ROW}.id ${list.orderBy}), '{}') AS ids ${list.from} ${list.where}`,
    list.params.values,
  );
  const columns = exportColumns(entity, list.columns, engine.translations, caller.language);
  // The id and the file's columns only: the list's version and timestamps are not exported, and every value read
  // costs its share of the rows' transfer and parsing (most of a CSV export's time on PGlite).
  const select = [`${ROW}.id`, ...list.columns.map(selectPath)].join(', ');
  // A chunk's rows as ONE json value (parsed by JSON.parse), not 2,000 result rows whose every field the PGlite
  // adapter decodes in JavaScript: that decoding was ~40% of an export's time.
  const sql = `SELECT coalesce(json_agg(x), '[]') AS rows FROM (
    SELECT ${select} FROM ${ident(tableOf(entity))} ${ROW} ${joinsOf(list.columns)} WHERE ${ROW}.company_id = $1 AND ${ROW}.id = ANY($2::int[])) x`;
  return {
    columns,
    async *chunks() {
      for (let i = 0; i < ids.length; i += EXPORT_CHUNK) {
        const chunk = ids.slice(i, i + EXPORT_CHUNK);
        const [{ rows }] = await db.query<{ rows: DataRow[] }>(sql, [caller.companyId, chunk]);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const refs = await resolveRefs(db, caller.companyId, rows, list.columns.map((c) => ({ path: c.path, field: c.field })), context);
        // A row deleted since the ids were read is skipped.
        yield chunk.map((id) => byId.get(id)).filter((r): r is DataRow => r !== undefined)
          .map((row) => columns.map((c) => exportCell(c, row[c.path], refs, engine.translations, caller.language, typed)));
      }
    },
  };
}

export function csvStream(plan: ExportPlan): Readable {
  return Readable.from((async function* () {
    // The BOM makes Excel read UTF-8 (accents) instead of the system code page.
    yield `\uFEFF${Papa.unparse([plan.columns.map((c) => c.header)], { newline: '\r\n' })}\r\n`;
    for await (const rows of plan.chunks()) {
      if (rows.length) yield `${Papa.unparse(rows as unknown[][], { newline: '\r\n' })}\r\n`;
    }
  })());
}

export function xlsxStream(plan: ExportPlan, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = plan.columns.map((c) => ({ header: c.header, key: c.path, width: Math.min(40, Math.max(10, c.header.length + 2)) }));
  // One style object per column, shared by its cells: exceljs remembers the style of an object it has seen, while
  // the fresh object each new cell gets would be rendered and looked up again (~15% of the export's time).
  const plain = {};
  const styles: Array<Partial<ExcelJS.Style>> = plan.columns.map((c) => (c.field.type === 'date' ? { numFmt: 'yyyy-mm-dd' } : plain));
  (async () => {
    for await (const rows of plan.chunks()) {
      for (const values of rows) {
        // An empty cell as undefined: exceljs then makes no cell object for it at all.
        const row = sheet.addRow(values.map((v) => v ?? undefined));
        row.eachCell((cell, column) => {
          cell.style = styles[column - 1];
        });
        row.commit();
      }
      // A slow client: wait until what was written has gone, so memory stays flat.
      if (out.writableLength > 4 * 1024 * 1024) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

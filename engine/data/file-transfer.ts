// The pure parts of importing and exporting files: which format a file is,
// the name a download gets, and the envelope of an upload's answer.
import { ApiError } from '../http/api-error';

export type FileFormat = 'csv' | 'xlsx';

export const FILE_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The accept attribute of a file input for imports. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** By extension first (browsers report CSV types inconsistently), then by type; null for anything else. */
export function importFormat(name: string, type = ''): FileFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (type === FILE_TYPES.xlsx) return 'xlsx';
  if (type === 'text/csv') return 'csv';
  return null;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try { return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')); } catch { /* fall through */ }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  // Never a path: only the last segment, without characters file systems refuse.
  const last = name.split(/[\\/]/).pop() ?? '';
  const safe = [...last].map((c) => (c.charCodeAt(0) < 32 || '<>:"|?*'.includes(c) ? '_' : c)).join('');
  return safe || fallback;
}

/** A download's name when the server gives none: products-2024-05-01.csv. */
export const defaultFileName = (base: string, format: FileFormat, today: string): string =>
  `${base.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'export'}-${today}.${format}`;

/** The data of an upload's JSON answer, or the ApiError it carries. */
export function readEnvelope<T>(status: number, text: string, endpoint: string): T {
  let body: unknown;
  try { body = text.trim() ? JSON.parse(text) : undefined; } catch { body = undefined; }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  if (status >= 400 || status === 0 || !record || record.ok === false) {
    const code = typeof record?.ErrorCode === 'string' ? record.ErrorCode : status === 0 ? 'NETWORK_ERROR' : status === 413 ? 'PAYLOAD_TOO_LARGE' : `HTTP_${status}`;
    const message = typeof record?.Message === 'string' ? record.Message : '';
    throw new ApiError({ ErrorCode: code, Status: status, Message: message, Field: typeof record?.Field === 'string' ? record.Field : undefined, Endpoint: endpoint });
  }
  return ('data' in record ? record.data : record) as T;
}

// Sending a products file to step 10's import: the file's bytes as the body
// (the JSON client cannot carry them), with the bearer token, answered by
// the data engine's ImportReport in the usual envelope.
import type { ImportReport } from '../../engine/data/api';
import { FILE_TYPES, readEnvelope, type FileFormat } from '../../engine/data/file-transfer';
import { api } from '../../engine/http';
import { resolveEndpoint } from '../../engine/http/endpoint';

export async function uploadProducts(
  file: Blob,
  query: { fileName: string; format: FileFormat; dryRun: boolean },
  token: string | null,
  signal?: AbortSignal,
): Promise<ImportReport> {
  const { method, path } = resolveEndpoint(api.importProducts, {}, query);
  const headers: Record<string, string> = { 'Content-Type': FILE_TYPES[query.format], Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: file, signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return readEnvelope<ImportReport>(0, '', path);
  }
  return readEnvelope<ImportReport>(response.status, await response.text(), path);
}

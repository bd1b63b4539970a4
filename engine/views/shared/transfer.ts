// Files over the data API with the bearer token: an export is fetched and
// saved from a blob; an import is sent with XMLHttpRequest, whose upload
// progress events fetch does not offer.
import { resolveEndpoint, type QueryValue } from '../../http/endpoint';
import { dataApi, type ImportReport } from '../../data/api';
import { FILE_TYPES, fileNameOf, readEnvelope, type FileFormat } from '../../data/file-transfer';

export async function downloadExport(entity: string, query: Record<string, QueryValue>, token: string | null, fallbackName: string): Promise<string> {
  const { path } = resolveEndpoint(dataApi.export, { entity }, query);
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) readEnvelope(response.status, await response.text(), path);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

export interface UploadHandle {
  promise: Promise<ImportReport>;
  abort(): void;
}

/** Sends the file's bytes; onProgress gets 0..1 while uploading. */
export function uploadImport(entity: string, file: File, format: FileFormat, dryRun: boolean, token: string | null, onProgress: (fraction: number) => void): UploadHandle {
  const { method, path } = resolveEndpoint(dataApi.import, { entity }, { format, dryRun });
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ImportReport>((resolve, reject) => {
    xhr.open(method, path);
    xhr.setRequestHeader('Content-Type', FILE_TYPES[format]);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      try { resolve(readEnvelope<ImportReport>(xhr.status, xhr.responseText, path)); } catch (error) { reject(error); }
    };
    xhr.onerror = () => { try { readEnvelope(0, '', path); } catch (error) { reject(error); } };
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}

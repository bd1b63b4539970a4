// A report export fetched with the bearer token and saved from a blob, with
// the file name the server gives (the report's title in the user's language).
import { reportApi, type ReportQuery } from '../../data/report-api';
import { toReportApiQuery } from '../../data/report-query';
import { fileNameOf, readEnvelope, type FileFormat } from '../../data/file-transfer';
import { resolveEndpoint } from '../../http/endpoint';

export async function downloadReport(route: string, view: number, query: ReportQuery, format: FileFormat, token: string | null, fallbackName: string): Promise<string> {
  const { path } = resolveEndpoint(reportApi.export, { route, view }, { ...toReportApiQuery(query), format });
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) readEnvelope(response.status, await response.text(), path);
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

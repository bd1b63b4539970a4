// Shared by the forecasting API tests: the demo server with its forecasting
// service started with quick timings, a small scope to forecast (one
// subfamily, tens of series) and a wait for a run to end.
import type { ForecastService, ForecastServiceOptions } from '../../../server/forecast/service';
import { forecastService } from '../../../server/forecast/service';
import { call } from '../helpers/server';
import { startDataServer, type DataTestServer } from '../data/helpers';
import type { DbKind } from '../helpers/database';

export interface ForecastTestServer extends DataTestServer {
  forecasting: ForecastService;
  /** Id of a subfamily with a few dozen series. */
  family: number;
}

export const QUICK: ForecastServiceOptions = { workers: 1, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 20, retryLimit: 3 };

export async function startForecastServer(kind: DbKind, options: ForecastServiceOptions = {}): Promise<ForecastTestServer> {
  const server = await startDataServer(kind);
  const forecasting = forecastService(server.app.services, { ...QUICK, ...options });
  const [{ id }] = await server.db.query<{ id: number }>(`SELECT id FROM data_product_families WHERE company_id = $1 AND code = 'DAI-CHS-CUR'`, [server.companyId]);
  return { ...server, forecasting, family: id };
}

export async function openCycle(server: ForecastTestServer, token = server.tokens.planner) {
  const opened = await call(server.app, 'POST', '/api/forecasting/cycles/open', { token, body: {} });
  if (opened.status !== 201) throw new Error(`open cycle: ${opened.status} ${JSON.stringify(opened.body)}`);
  return opened.body.data as { id: number; month: string };
}

export interface RunRow {
  status: string;
  progress: number;
  series: number;
  series_done: number;
  attempts: number;
  message: string | null;
}

export async function runRow(server: DataTestServer, id: number): Promise<RunRow> {
  const [row] = await server.db.query<RunRow>('SELECT status, progress::float8 AS progress, series, series_done, attempts, message FROM data_forecast_runs WHERE id = $1', [id]);
  return row;
}

/** Polls until the run leaves queued/running; every progress seen on the way is collected. */
export async function waitForRun(server: DataTestServer, id: number, timeoutMs = 120_000): Promise<{ row: RunRow; seen: number[] }> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await runRow(server, id);
    if (seen.at(-1) !== row.progress) seen.push(row.progress);
    if (row.status !== 'queued' && row.status !== 'running') return { row, seen };
    if (Date.now() > deadline) throw new Error(`run ${id} still ${row.status} at ${row.progress}% after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

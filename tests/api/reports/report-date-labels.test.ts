// A reference titled by a date or month (a forecast cycle, titled by its
// month) labels report rows, pivot columns and chart series with the month as
// text (YYYY-MM), never the driver's Date as JavaScript prints it ("Wed Jul
// 01 2026 00:00:00 GMT..."), and tells the browser to format it as a month.
// On the demo company's own closed cycles, PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/server';
import { databaseKinds } from '../helpers/database';
import { startDataServer, type DataTestServer } from '../data/helpers';

const RAW_DATE = /GMT|\d{2}:\d{2}:\d{2}/;
const MONTH = /^\d{4}-\d{2}$/;

interface Result {
  columns: Array<{ id: string; kind: string; labelKind?: string; pivot?: { value: unknown; label?: string } }>;
  pivot: { id: string; labelKind?: string } | null;
  rows: Array<{ keys: Record<string, unknown>; labels: Record<string, string> }>;
  chart: { seriesLabelKind?: string; points: Array<{ seriesLabel?: string; series?: unknown }> } | null;
}

describe.each(databaseKinds())('report labels of a month-titled reference on %s', (kind) => {
  let server: DataTestServer;
  const report = async (route: string, query: string) => {
    const result = await call(server.app, 'GET', `/api/reports/${route}/0?${query}`, { token: server.tokens.admin });
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    return result.body.data as Result;
  };

  beforeAll(async () => {
    server = await startDataServer(kind);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('absolute-error-report grouped by cycle: labels are months, in calendar order', async () => {
    const result = await report('absolute-error-report', 'group=cycle&sort=cycle');
    const labels = result.rows.map((r) => r.labels.cycle);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      expect(label).not.toMatch(RAW_DATE);
      expect(label).toMatch(MONTH);
    }
    expect(labels).toEqual([...labels].sort());
    expect(result.columns.find((c) => c.id === 'cycle')?.labelKind).toBe('month');
    // The months are the cycles' own.
    const months = await server.db.query<{ id: number; month: string }>(`SELECT id, to_char(month, 'YYYY-MM') AS month FROM data_planning_cycles WHERE company_id = $1`, [server.companyId]);
    const byId = new Map(months.map((m) => [m.id, m.month]));
    for (const row of result.rows) expect(row.labels.cycle).toBe(byId.get(row.keys.cycle as number));
  });

  it('diferent-cycle-changes-report: the cycle pivot and chart series are months', async () => {
    const result = await report('diferent-cycle-changes-report', '');
    expect(result.pivot?.labelKind).toBe('month');
    const pivots = result.columns.filter((c) => c.pivot).map((c) => c.pivot!.label);
    expect(pivots.length).toBeGreaterThan(0);
    for (const label of pivots) expect(label).toMatch(MONTH);
    expect(result.chart?.seriesLabelKind).toBe('month');
    const series = [...new Set(result.chart!.points.map((p) => p.seriesLabel))];
    expect(series.length).toBeGreaterThan(0);
    for (const label of series) expect(label).toMatch(MONTH);
  });

  it('the cycles lookup titles them by month', async () => {
    const result = await call(server.app, 'GET', '/api/data/planning-cycle/lookup', { token: server.tokens.admin });
    expect(result.status).toBe(200);
    const titles = (result.body.data as Array<{ title: string }>).map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title).not.toMatch(RAW_DATE);
      expect(title).toMatch(MONTH);
    }
  });
});

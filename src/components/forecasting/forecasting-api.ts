// The forecasting calls (server/routes/forecasting.ts) and the shapes the
// demand-review pages read from them.
export const forecastingApi = {
  status: 'GET /api/forecasting/status',
  openCycle: 'POST /api/forecasting/cycles/open',
  closeCycle: 'POST /api/forecasting/cycles/:id/close',
  startRun: 'POST /api/forecasting/runs',
  cancelRun: 'POST /api/forecasting/runs/:id/cancel',
  submitRevision: 'POST /api/forecasting/revisions',
  revision: 'GET /api/forecasting/revisions/:id',
  approve: 'POST /api/forecasting/revisions/:id/approve',
  sendBack: 'POST /api/forecasting/revisions/:id/send-back',
  detail: 'GET /api/forecasting/detail',
  lookup: 'GET /api/data/:entity/lookup',
  updateValue: 'PATCH /api/data/forecast-value/:id',
} as const;

export type RunStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type RevisionStatus = 'draft' | 'submitted' | 'approved' | 'sent-back';

export interface CycleInfo {
  id: number;
  month: string;
  status: 'open' | 'closed';
  openedAt: string | null;
  openedBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  snapshotRows: number | null;
}

export interface RunInfo {
  id: number;
  code: string;
  status: RunStatus;
  progress: number;
  series: number;
  seriesDone: number;
  failedSeries: number;
  startedAt: string | null;
  finishedAt: string | null;
  seconds: number | null;
  requestedBy: string | null;
  attempts: number;
  message: string | null;
  cycle: string | null;
}

export interface RevisionSummary {
  id: number;
  code: string;
  scope: string;
  author: string | null;
  status: RevisionStatus;
  comment: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  decision: string | null;
  lines: number;
  from: number;
  to: number;
}

export interface ForecastingStatus {
  cycle: CycleInfo | null;
  planningMonth: string;
  frozenFrom: string;
  horizon: number;
  run: RunInfo | null;
  revisions: RevisionSummary[];
  pendingRevisions: number;
}

export interface RevisionDetail {
  /** submittedByMe: the caller submitted it, so another person must approve it (separation of duties). */
  revision: RevisionSummary & { cycle: string; cycleStatus: 'open' | 'closed'; submittedByMe?: boolean };
  lines: Array<{ id: number; sku: string; product: string; customer: string; month: string; from: number | null; to: number | null }>;
  months: Array<{ month: string; from: number; to: number; cells: number }>;
}

export interface LookupItem {
  id: number;
  title: string;
  key: string;
}

export interface ModelInfo {
  customerId: number;
  customer: string;
  method: string;
  pattern: string;
  seasonal: boolean;
  smape: number | null;
  mase: number | null;
  mae: number | null;
  outliers: string | null;
  outlierCount: number | null;
  components: string | null;
  firstMonth: string | null;
  historyMonths: number | null;
  reason: string;
  run: string | null;
  likeSku: string | null;
}

export interface ForecastDetail {
  product: { id: number; sku: string; name: string; status: string; launchDate: string | null; likeSku: string | null; likeName: string | null; family: string | null };
  customer: { id: number; code: string; name: string } | null;
  months: string[];
  current: string;
  frozenFrom: string;
  history: Array<number | null>;
  fitted: Array<number | null>;
  statistical: Array<number | null>;
  override: Array<number | null>;
  consensus: Array<number | null>;
  lag1: Array<number | null>;
  cells: Array<{ month: string; id: number; version: number; statistical: number | null; override: number | null }>;
  models: ModelInfo[];
}

export const isGoing = (run: RunInfo | null | undefined): boolean => run?.status === 'queued' || run?.status === 'running';

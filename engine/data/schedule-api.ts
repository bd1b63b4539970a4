// The contract of a scheduler a gantt view names (`scheduler: <name>`):
// the server sequences the open rows of one resource (a line) and answers
// the proposal next to the current schedule; applying it sends the version
// of every row the user saw, and a stale one is a 409 naming them. Moving
// one row re-times it on the resource's calendar. Plain types, shared by the
// browser and the server (server/routes/production.ts); here, outside the
// React view folder, so the server imports no React view code.

/** POST /api/<scheduler>/sequence/preview and /sequence. */
export const schedulerApi = {
  preview: 'POST /api/:scheduler/sequence/preview',
  apply: 'POST /api/:scheduler/sequence',
  move: 'POST /api/:scheduler/orders/:id/move',
} as const;

export interface SequenceBody {
  /** The resource (line) id. */
  line: number;
  /** 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD'; default: now at the resource's site. */
  start?: string;
}

export interface ApplySequenceBody extends SequenceBody {
  /** Row id -> version, for every open row of the resource as the user saw them. */
  versions: Record<string, number>;
}

export interface MoveBody {
  version: number;
  /** 'YYYY-MM-DDTHH:mm': the row starts at the first working minute from here. */
  start: string;
}

export interface ScheduleTotals {
  orders: number;
  changeoverMinutes: number;
  lateOrders: number;
  tardinessMinutes: number;
  /** Rows without a start and end. */
  unscheduled: number;
  /** End of the last row, 'YYYY-MM-DDTHH:mm'; null when none. */
  end: string | null;
}

export interface ProposedRow {
  id: number;
  version: number;
  number: string;
  sku: string;
  status: string;
  quantity: number;
  sequence: number;
  changeoverMinutes: number;
  start: string;
  end: string;
  dueDate: string;
  latenessMinutes: number;
  late: boolean;
  current: { sequence: number | null; start: string | null; end: string | null; changeoverMinutes: number | null };
}

export interface ScheduleProblem {
  code: string;
  severity: 'error' | 'warning';
  subject?: number | string;
  details?: Record<string, number | string | null>;
}

export interface SequenceProposal {
  lineId: number;
  start: string;
  orders: ProposedRow[];
  kept: number[];
  unplaced: number[];
  problems: ScheduleProblem[];
  before: ScheduleTotals;
  after: ScheduleTotals;
  /** Every open row of the lane as read (id -> version): what applying sends back. */
  versions: Record<string, number>;
}

export interface AppliedSequence extends SequenceProposal {
  written: number;
}

export interface MovedRow {
  id: number;
  version: number;
  start: string;
  end: string;
  latenessMinutes: number;
  late: boolean;
}

// Times of a sequence of orders on one line: each order waits for the line
// and its release, then the changeover from the previous family, then runs;
// both consume working time only (work-calendar.ts), so an order pauses
// overnight and over non-working days. The cost the sequencer minimises is
// weighted tardiness plus changeover minutes.
import { addWorkingMinutes, nextWorkingMinute, type WorkCalendar } from './work-calendar';

/** One line's orders as arrays (index = order position in the input). Minutes are minute numbers. */
export interface LineJobs {
  n: number;
  duration: Float64Array;
  due: Float64Array;
  release: Float64Array;
  /** Family index 0..families-1 per order. */
  family: Int32Array;
  families: number;
  /** Changeover minutes, from x to (families x families). */
  changeover: Float64Array;
  /** Family on the line before the first order; -1 when unknown (no first changeover). */
  initialFamily: number;
  calendar: WorkCalendar;
  /** When the line is free. */
  start: number;
  tardinessWeight: number;
}

export interface LineTimes {
  changeoverStart: Float64Array;
  changeoverMinutes: Float64Array;
  start: Float64Array;
  end: Float64Array;
}

export function createLineTimes(n: number): LineTimes {
  return { changeoverStart: new Float64Array(n), changeoverMinutes: new Float64Array(n), start: new Float64Array(n), end: new Float64Array(n) };
}

/** The line's state before each position of a sequence (length n + 1), so 2-opt re-times only what a move changed. */
export interface SequencePrefix {
  t: Float64Array;
  previous: Int32Array;
  cost: Float64Array;
}

export function createPrefix(n: number): SequencePrefix {
  return { t: new Float64Array(n + 1), previous: new Int32Array(n + 1), cost: new Float64Array(n + 1) };
}

export interface TimingOptions {
  /** Filled with the start, end and changeover of each order (indexed by order). */
  out?: LineTimes;
  /** Filled with the state before each position. */
  record?: SequencePrefix;
  /** Start timing at this position from the state `resume` recorded for an equal prefix. */
  from?: number;
  resume?: SequencePrefix;
  /** Stop and answer Infinity once the cost reaches this (cost only grows along a sequence). */
  cutoff?: number;
}

/** Cost of the sequence (NaN when the calendar has no working time). */
export function timeSequence(jobs: LineJobs, sequence: ArrayLike<number>, options: TimingOptions = {}): number {
  const { duration, due, release, family, families, changeover, calendar, tardinessWeight } = jobs;
  const { out, record, resume } = options;
  const from = resume ? (options.from ?? 0) : 0;
  const cutoff = options.cutoff ?? Infinity;
  let t = resume ? resume.t[from] : jobs.start;
  let previous = resume ? resume.previous[from] : jobs.initialFamily;
  let cost = resume ? resume.cost[from] : 0;
  for (let k = from; k < sequence.length; k++) {
    if (record) { record.t[k] = t; record.previous[k] = previous; record.cost[k] = cost; }
    const i = sequence[k];
    const f = family[i];
    const co = previous < 0 ? 0 : changeover[previous * families + f];
    const setupStart = nextWorkingMinute(calendar, t > release[i] ? t : release[i]);
    const start = co > 0 ? nextWorkingMinute(calendar, addWorkingMinutes(calendar, setupStart, co)) : setupStart;
    const end = addWorkingMinutes(calendar, start, duration[i]);
    if (Number.isNaN(end)) return NaN;
    if (out) {
      out.changeoverStart[i] = setupStart;
      out.changeoverMinutes[i] = co;
      out.start[i] = start;
      out.end[i] = end;
    }
    if (end > due[i]) cost += (end - due[i]) * tardinessWeight;
    cost += co;
    if (cost >= cutoff) return Infinity;
    t = end;
    previous = f;
  }
  if (record) { record.t[sequence.length] = t; record.previous[sequence.length] = previous; record.cost[sequence.length] = cost; }
  return cost;
}

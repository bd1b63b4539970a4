// Order of the orders on one line. Two starts: earliest due date (EDD), and
// nearest neighbour on changeover among the orders due within a window of
// the most urgent one (so grouping families never ignores due dates). The
// cheaper start is improved by 2-opt (reverse any segment while the cost,
// weighted tardiness + changeover minutes, drops), within an evaluation
// budget so a long queue stays quick.
import { createPrefix, timeSequence, type LineJobs } from './line-timing';

export interface SequencingOptions {
  /** Nearest neighbour looks at orders due within this many minutes of the most urgent; default 7 days. */
  windowMinutes?: number;
  /** Cap on sequences timed by 2-opt per line; default 20,000. */
  maxEvaluations?: number;
}

export interface LineSequence {
  /** Order indices in run order. */
  sequence: number[];
  method: 'earliest-due-date' | 'nearest-neighbour';
  /** Whether 2-opt improved the better start. */
  improved: boolean;
  cost: number;
  evaluations: number;
}

function byDueDate(jobs: LineJobs): number[] {
  const order = Array.from({ length: jobs.n }, (_, i) => i);
  // Stable sort: equal due dates keep the input order.
  return order.sort((a, b) => jobs.due[a] - jobs.due[b] || jobs.release[a] - jobs.release[b]);
}

function nearestNeighbour(jobs: LineJobs, edd: number[], window: number): number[] {
  const left = [...edd];
  const sequence: number[] = [];
  let previous = jobs.initialFamily;
  while (left.length > 0) {
    const horizon = jobs.due[left[0]] + window;
    let best = 0;
    let bestCost = Infinity;
    // `left` stays in EDD order, so the first of equal changeovers is the most urgent.
    for (let k = 0; k < left.length && jobs.due[left[k]] <= horizon; k++) {
      const co = previous < 0 ? 0 : jobs.changeover[previous * jobs.families + jobs.family[left[k]]];
      if (co < bestCost) { bestCost = co; best = k; }
    }
    const [next] = left.splice(best, 1);
    sequence.push(next);
    previous = jobs.family[next];
  }
  return sequence;
}

export function sequenceLine(jobs: LineJobs, options: SequencingOptions = {}): LineSequence {
  const window = options.windowMinutes ?? 7 * 1440;
  const budget = options.maxEvaluations ?? 20_000;
  const edd = byDueDate(jobs);
  const nn = nearestNeighbour(jobs, edd, window);
  const eddCost = timeSequence(jobs, edd);
  const nnCost = timeSequence(jobs, nn);
  let evaluations = 2;
  const nnWins = nnCost < eddCost - 1e-9;
  const sequence = nnWins ? nn : edd;
  let cost = nnWins ? nnCost : eddCost;
  const startCost = cost;
  if (Number.isNaN(cost)) return { sequence, method: 'earliest-due-date', improved: false, cost, evaluations };

  const trial = new Int32Array(jobs.n);
  const prefix = createPrefix(jobs.n);
  timeSequence(jobs, sequence, { record: prefix });
  let better = true;
  while (better && evaluations < budget) {
    better = false;
    for (let i = 0; i < jobs.n - 1 && evaluations < budget; i++) {
      for (let j = i + 1; j < jobs.n && evaluations < budget; j++) {
        for (let k = 0; k < jobs.n; k++) trial[k] = sequence[k];
        for (let a = i, b = j; a < b; a++, b--) { trial[a] = sequence[b]; trial[b] = sequence[a]; }
        // Positions before i are unchanged: resume from their recorded state, stop once no better.
        const c = timeSequence(jobs, trial, { from: i, resume: prefix, cutoff: cost - 1e-9 });
        evaluations++;
        if (c < cost - 1e-9) {
          for (let k = 0; k < jobs.n; k++) sequence[k] = trial[k];
          cost = timeSequence(jobs, sequence, { record: prefix });
          better = true;
        }
      }
    }
  }
  return { sequence, method: nnWins ? 'nearest-neighbour' : 'earliest-due-date', improved: cost < startCost, cost, evaluations };
}

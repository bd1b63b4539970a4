// The machine's load, printed with every bench's figures: other work on the
// machine inflates every timing, so a reader must see how busy it was.
import os from 'node:os';

/** The load averages over 1, 5 and 15 minutes, the first `count` of them, one decimal each. */
export function loadAverage(count: 1 | 2 | 3 = 1): string {
  return os.loadavg().slice(0, count).map((l) => l.toFixed(1)).join(' ');
}

/** `<label>: N CPUs, load average X at start`, a bench's first line. */
export function machineLine(label: string): string {
  return `${label}: ${os.cpus().length} CPUs, load average ${loadAverage()} at start`;
}

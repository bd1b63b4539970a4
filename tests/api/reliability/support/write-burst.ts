// A burst of favourite and dimension writes against a running server, every
// answer recorded in a WriteLedger. Each worker sends one request at a time,
// so for every row at most one write is in flight when the server dies, and
// the ledger knows exactly which states are allowed afterwards.
//
// Dimension workers cycle: create A; change A's values; create B; pin B's page
// as a favourite; delete B (a transaction that also drops the favourite).
// Favourite workers toggle pins of a few fixed pages. A worker stops at its
// first request that gets no answer (the server is gone).
import { request, type Answer, type ApiBody } from '../../../../scripts/soak/http';
import { WriteLedger, type DimensionEntry } from './write-ledger';

export interface BurstUser {
  email: string;
  token: string;
}

export interface BurstPlan {
  base: string;
  /** Dimension names start with this (the check ignores other dimensions). */
  prefix: string;
  /** Each runs a dimension worker as this user (needs DIMENSIONS write). */
  dimensionWriters: BurstUser[];
  /** Each toggles these pages' pins as this user. */
  favoriteTogglers: Array<BurstUser & { paths: string[] }>;
}

export interface Burst {
  ledger: WriteLedger;
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Resolves when every worker has stopped. */
  done: Promise<void>;
  stop(): void;
}

function valuesFor(worker: number, step: number): string[] {
  // Enough values that a torn write would show: 20 to 59 of them.
  const count = 20 + ((worker * 7 + step * 13) % 40);
  return Array.from({ length: count }, (_, i) => `w${worker}-s${step}-v${i}`);
}

export function startBurst(plan: BurstPlan): Burst {
  const ledger = new WriteLedger();
  let stopped = false;
  let inFlight = 0;

  async function send<T = ApiBody>(method: string, path: string, user: BurstUser, body?: unknown): Promise<Answer<T>> {
    inFlight += 1;
    try {
      return await request<T>(plan.base, method, path, { token: user.token, body, timeoutMs: 20_000 });
    } finally {
      inFlight -= 1;
    }
  }

  /** Records the answer; false when the worker must stop (no answer, or an unexpected one). */
  function settle(answer: Answer, expected: number, label: string, onAck: () => void, onDoubt: () => void): boolean {
    if (answer.status === expected) {
      ledger.acknowledged += 1;
      onAck();
      return true;
    }
    if (answer.status === 0) {
      ledger.inDoubt += 1;
      onDoubt();
    } else {
      ledger.unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return false;
  }

  async function dimensionWorker(user: BurstUser, worker: number): Promise<void> {
    let lastKept: DimensionEntry | undefined;
    let step = 0;
    const create = async (): Promise<DimensionEntry | undefined> => {
      const entry: DimensionEntry = { name: `${plan.prefix}${worker}-${step}`, present: false, values: [], acks: 0 };
      const values = valuesFor(worker, step++);
      entry.pending = { kind: 'create', values };
      ledger.dimensions.set(entry.name, entry);
      const answer = await send<{ data: { Id: number } }>('POST', '/api/dimensions', user, { Name: entry.name, Values: values });
      const ok = settle(answer, 201, `create ${entry.name}`, () => {
        Object.assign(entry, { id: answer.body.data.Id, present: true, values, pending: undefined, acks: entry.acks + 1 });
      }, () => {});
      return ok ? entry : undefined;
    };
    while (!stopped) {
      const kept = await create();
      if (!kept) return;
      lastKept = kept;
      const values = valuesFor(worker, step++);
      lastKept.pending = { kind: 'patch', values };
      const patched = await send('PATCH', `/api/dimensions/${lastKept.id}`, user, { Values: values });
      if (!settle(patched, 200, `patch ${lastKept.name}`, () => Object.assign(lastKept!, { values, pending: undefined, acks: lastKept!.acks + 1 }), () => {})) return;
      if (stopped) return;

      const doomed = await create();
      if (!doomed) return;
      const pin = ledger.favorite(user.email, `dimensions/${doomed.id}`);
      pin.pending = true;
      const pinned = await send('POST', '/api/favorites', user, { Path: pin.path, Action: 'add' });
      if (!settle(pinned, 200, `pin ${pin.path}`, () => Object.assign(pin, { present: true, pending: undefined, acks: pin.acks + 1 }), () => {})) return;
      doomed.pending = { kind: 'delete' };
      // The delete drops the pin in the same transaction: in doubt, both go or both stay.
      pin.pending = false;
      const deleted = await send('DELETE', `/api/dimensions/${doomed.id}`, user);
      const ok = settle(deleted, 200, `delete ${doomed.name}`, () => {
        Object.assign(doomed, { present: false, pending: undefined, acks: doomed.acks + 1 });
        Object.assign(pin, { present: false, pending: undefined });
      }, () => {});
      if (!ok) return;
    }
  }

  async function favoriteWorker(user: BurstUser & { paths: string[] }): Promise<void> {
    for (let step = 0; !stopped; step++) {
      const entry = ledger.favorite(user.email, user.paths[step % user.paths.length]);
      const add = !entry.present;
      entry.pending = add;
      const answer = await send('POST', '/api/favorites', user, { Path: entry.path, Action: add ? 'add' : 'remove' });
      const ok = settle(answer, 200, `${add ? 'pin' : 'unpin'} ${entry.path}`, () => {
        Object.assign(entry, { present: add, pending: undefined, acks: entry.acks + 1 });
        // The answer is the list after the change: it must agree.
        const listed = JSON.stringify(answer.body.data).includes(`"${entry.path}"`);
        if (listed !== add) ledger.unexpected.push(`${entry.path}: the answer's list disagrees with the change`);
      }, () => {});
      if (!ok) return;
    }
  }

  const workers = [
    ...plan.dimensionWriters.map((user, i) => dimensionWorker(user, i)),
    ...plan.favoriteTogglers.map((user) => favoriteWorker(user)),
  ];
  return {
    ledger,
    inFlight: () => inFlight,
    done: Promise.all(workers).then(() => undefined),
    stop: () => {
      stopped = true;
    },
  };
}

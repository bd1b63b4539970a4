// What each soak connection does, and what it was told. Every connection has
// its own user, its own dimension and its own page to pin, and sends one
// request at a time (autocannon, pipelining 1), so the state each of its
// writes leaves is known exactly: the ledger below holds the last state the
// server acknowledged, and the one write that may have been in flight when
// the run stopped.

/** The part of autocannon's request object this workload uses. */
export interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
  onResponse?: (status: number, body: string) => void;
}

export interface ConnectionPlan {
  index: number;
  token: string;
  /** Its own dimension (created before the run): it changes its values. */
  dimensionId: number;
  /** The page it pins and unpins (its dimension's page). */
  favoritePath: string;
}

export interface ConnectionLedger {
  plan: ConnectionPlan;
  /** Values of its dimension: last acknowledged, and in flight. */
  values: { acked?: string[]; pending?: string[] };
  /** Its pin: last acknowledged, and in flight. */
  pinned: { acked: boolean; pending?: boolean };
  /** Dimensions it created and deleted: name -> last acknowledged existence, and in flight. */
  created: Map<string, { id?: number; acked: boolean; pending?: boolean }>;
  acknowledgedWrites: number;
  /** Answers other than the expected 2xx, by call and status. */
  surprises: Map<string, number>;
}

/** One connection's requests, in a loop: mostly reads, a value change, a pin toggle, a create or a delete. */
export function connectionRequests(plan: ConnectionPlan, ledger: ConnectionLedger): CannonRequest[] {
  const headers = { authorization: `Bearer ${plan.token}`, 'content-type': 'application/json' };
  const readOnly = { authorization: `Bearer ${plan.token}` };
  let step = 0;
  let lastCreated: { name: string } | undefined;

  const expect = (call: string, wanted: number, onAck?: (body: string) => void) => (status: number, body: string) => {
    if (status === wanted) {
      onAck?.(body);
      return;
    }
    const key = `${call} -> ${status}`;
    ledger.surprises.set(key, (ledger.surprises.get(key) ?? 0) + 1);
  };
  const write = (fn: (body: string) => void) => (body: string) => {
    ledger.acknowledgedWrites += 1;
    fn(body);
  };

  return [
    { method: 'GET', path: '/api/profile', headers: readOnly, onResponse: expect('GET /api/profile', 200) },
    { method: 'GET', path: '/api/dimensions', headers: readOnly, onResponse: expect('GET /api/dimensions', 200) },
    {
      method: 'PATCH',
      path: `/api/dimensions/${plan.dimensionId}`,
      headers,
      setupRequest(request) {
        const values = Array.from({ length: 5 + (step % 20) }, (_, i) => `c${plan.index}-s${step}-v${i}`);
        step += 1;
        ledger.values.pending = values;
        return { ...request, body: JSON.stringify({ Values: values }) };
      },
      onResponse: expect('PATCH /api/dimensions/:id', 200, write(() => {
        ledger.values.acked = ledger.values.pending;
        ledger.values.pending = undefined;
      })),
    },
    { method: 'GET', path: `/api/dimensions/${plan.dimensionId}`, headers: readOnly, onResponse: expect('GET /api/dimensions/:id', 200) },
    {
      method: 'POST',
      path: '/api/favorites',
      headers,
      setupRequest(request) {
        const add = !ledger.pinned.acked;
        ledger.pinned.pending = add;
        return { ...request, body: JSON.stringify({ Path: plan.favoritePath, Action: add ? 'add' : 'remove' }) };
      },
      onResponse: expect('POST /api/favorites', 200, write(() => {
        ledger.pinned.acked = ledger.pinned.pending!;
        ledger.pinned.pending = undefined;
      })),
    },
    { method: 'GET', path: '/api/favorites', headers: readOnly, onResponse: expect('GET /api/favorites', 200) },
    {
      // Alternately creates a dimension and deletes the one it created, so the company's list stays short.
      method: 'POST',
      path: '/api/dimensions',
      headers,
      setupRequest(request) {
        const entry = lastCreated && ledger.created.get(lastCreated.name);
        if (entry?.acked && entry.id !== undefined) {
          entry.pending = false;
          return { ...request, method: 'DELETE', path: `/api/dimensions/${entry.id}`, body: undefined, headers: readOnly };
        }
        const name = `soak-${plan.index}-${step++}`;
        lastCreated = { name };
        ledger.created.set(name, { acked: false, pending: true });
        return { ...request, method: 'POST', path: '/api/dimensions', body: JSON.stringify({ Name: name, Values: ['a', 'b', name] }) };
      },
      onResponse(status, body) {
        const entry = ledger.created.get(lastCreated!.name)!;
        if (entry.pending === false) {
          expect('DELETE /api/dimensions/:id', 200, write(() => Object.assign(entry, { acked: false, pending: undefined })))(status, body);
        } else {
          expect('POST /api/dimensions', 201, write((text) => Object.assign(entry, { acked: true, pending: undefined, id: JSON.parse(text).data.Id })))(status, body);
        }
      },
    },
    { method: 'GET', path: '/api/plugins/active', headers: readOnly, onResponse: expect('GET /api/plugins/active', 200) },
    { method: 'GET', path: '/', onResponse: expect('GET / (the app)', 200) },
    { method: 'GET', path: '/api/health', onResponse: expect('GET /api/health', 200) },
  ];
}

export function newLedger(plan: ConnectionPlan): ConnectionLedger {
  return { plan, values: {}, pinned: { acked: false }, created: new Map(), acknowledgedWrites: 0, surprises: new Map() };
}

// After the soak: is every acknowledged write in the database? Read back
// through the API: each connection's dimension holds the last values it was
// acknowledged (or the ones in flight when the run stopped), each pin is as
// last acknowledged, each created dimension exists (whole) unless its delete
// was acknowledged.
import { request, type ApiBody } from './http';
import type { ConnectionLedger } from './workload';

export interface VerifyReport {
  acknowledgedWrites: number;
  checked: number;
  lost: string[];
}

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

export async function verifyLedgers(base: string, ledgers: ConnectionLedger[]): Promise<VerifyReport> {
  const lost: string[] = [];
  let checked = 0;
  const token = ledgers[0].plan.token;
  const list = await request<{ data: Array<{ Id: number; Name: string }> }>(base, 'GET', '/api/dimensions', { token });
  if (list.status !== 200) throw new Error(`GET /api/dimensions: ${list.status}`);
  const byName = new Map<string, number>(list.body.data.map((d) => [d.Name, d.Id]));
  const pinsByToken = new Map<string, string>();

  for (const ledger of ledgers) {
    const { plan } = ledger;
    const own = await request<ApiBody<{ Values?: string[] }>>(base, 'GET', `/api/dimensions/${plan.dimensionId}`, { token: plan.token });
    const values = own.body?.data?.Values;
    checked += 1;
    if (!same(values, ledger.values.acked) && !same(values, ledger.values.pending)) {
      lost.push(`connection ${plan.index}: dimension ${plan.dimensionId} holds ${JSON.stringify(values)?.slice(0, 80)}, acknowledged ${JSON.stringify(ledger.values.acked)?.slice(0, 80)}`);
    }

    let pins = pinsByToken.get(plan.token);
    if (pins === undefined) {
      pins = JSON.stringify((await request(base, 'GET', '/api/favorites', { token: plan.token })).body?.data ?? null);
      pinsByToken.set(plan.token, pins);
    }
    // Whatever shape the list has, a pinned page's path appears in it as a JSON string.
    const pinned = pins.includes(`"${plan.favoritePath}"`);
    checked += 1;
    if (pinned !== ledger.pinned.acked && pinned !== ledger.pinned.pending) {
      lost.push(`connection ${plan.index}: ${plan.favoritePath} ${pinned ? 'pinned' : 'not pinned'}, acknowledged ${ledger.pinned.acked ? 'pinned' : 'unpinned'}`);
    }

    for (const [name, entry] of ledger.created) {
      const id = byName.get(name);
      checked += 1;
      if (entry.pending !== undefined) {
        if (id === undefined) continue;
      } else if (entry.acked !== (id !== undefined)) {
        lost.push(`connection ${plan.index}: dimension ${name} ${id === undefined ? 'missing' : 'still there'}, acknowledged ${entry.acked ? 'created' : 'deleted'}`);
        continue;
      } else if (id === undefined) {
        continue;
      }
      const row = await request<ApiBody<{ Values?: string[] }>>(base, 'GET', `/api/dimensions/${id}`, { token: plan.token });
      // Its delete was in flight when the run stopped: it may have landed since the list was read.
      if (row.status === 404 && entry.pending === false) continue;
      if (!same(row.body?.data?.Values, ['a', 'b', name])) lost.push(`connection ${plan.index}: dimension ${name} written by halves: ${JSON.stringify(row.body?.data)}`);
    }
  }
  return { acknowledgedWrites: ledgers.reduce((n, l) => n + l.acknowledgedWrites, 0), checked, lost };
}

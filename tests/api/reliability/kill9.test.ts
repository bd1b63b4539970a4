// kill -9 in the middle of a burst of favourite and dimension writes, then a
// restart on the same data: every acknowledged write is there, nothing is
// half-written (see support/write-ledger.ts for what "allowed" means for the
// writes in flight), and the server starts without any repair. On PGlite
// (the same DATA_DIR) and on PostgreSQL (the same schema).
import { afterEach, describe, expect, it } from 'vitest';
import { realConfig } from '../helpers/config';
import { backendKinds, openBackend, type Backend } from './support/backends';
import { loginOver, request } from '../../../scripts/soak/http';
import { startServerProcess, type ServerProcess } from '../../../scripts/soak/server-process';
import { startBurst } from './support/write-burst';
import { checkLedger } from './support/write-ledger';

/** Kill once this many writes were acknowledged, or after this long, whichever comes first. */
const KILL_AFTER_ACKS = 600;
const KILL_AFTER_MS = 5_000;

describe.each(backendKinds())('kill -9 during a write burst on %s', (kind) => {
  let backend: Backend | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill9();
    await backend?.dispose();
  });

  it('keeps every acknowledged write, writes nothing by halves, and restarts without repair', async () => {
    const config = await realConfig();
    backend = await openBackend(kind, 'kill9');
    let started = performance.now();
    server = await startServerProcess({ env: backend.env });
    const firstStartMs = performance.now() - started;

    const [admin, superUser, planner] = await Promise.all(['admin@demo.test', 'super@demo.test', 'planner@demo.test'].map((email) => loginOver(server!.url, email)));
    // Pages to pin: dimensions created before the burst (every planner may open a dimension's page).
    const targets: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await request<{ data: { Id: number } }>(server.url, 'POST', '/api/dimensions', { token: admin, body: { Name: `target-${i}`, Values: ['x'] } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      targets.push(`dimensions/${created.body.data.Id}`);
    }
    // Room under the cap: the defaults, plus one pin per dimension writer on that user, plus the toggled pages.
    expect(config.app.favorites.defaults.length + 1 + targets.length).toBeLessThanOrEqual(config.app.favorites.max);

    const burst = startBurst({
      base: server.url,
      prefix: 'burst-',
      dimensionWriters: [{ email: 'admin@demo.test', token: admin }, { email: 'super@demo.test', token: superUser }],
      favoriteTogglers: [
        { email: 'planner@demo.test', token: planner, paths: targets },
        { email: 'admin@demo.test', token: admin, paths: targets.slice(0, 3) },
      ],
    });
    const burstStarted = performance.now();
    while (burst.ledger.acknowledged < KILL_AFTER_ACKS && performance.now() - burstStarted < KILL_AFTER_MS && burst.ledger.unexpected.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const inFlightAtKill = burst.inFlight();
    const burstMs = performance.now() - burstStarted;
    await server.kill9();
    burst.stop();
    await burst.done;
    expect(burst.ledger.unexpected).toEqual([]);
    expect(inFlightAtKill, 'the kill must land while writes are in flight').toBeGreaterThan(0);

    started = performance.now();
    server = await startServerProcess({ env: backend.env });
    const restartMs = performance.now() - started;
    // Sessions are rows: the token issued before the crash still works, and the server writes again.
    expect((await request(server.url, 'GET', '/api/profile', { token: admin })).status).toBe(200);
    expect((await request(server.url, 'POST', '/api/dimensions', { token: admin, body: { Name: 'after-restart', Values: ['ok'] } })).status).toBe(201);
    await server.stop();

    const report = checkLedger(burst.ledger, await backend.readState(), 'burst-', config.app.favorites.max);
    console.log(
      `[kill -9 on ${kind}] writes acknowledged ${report.acknowledged}, found after restart ${report.found}; ` +
        `in flight at the kill ${inFlightAtKill} (${report.inDoubt} unanswered, ${report.inDoubtApplied} of them applied whole); ` +
        `burst ${Math.round(burstMs)} ms; first start ${Math.round(firstStartMs)} ms, restart ${Math.round(restartMs)} ms`,
    );
    expect(report.problems).toEqual([]);
    expect(report.found).toBe(report.acknowledged);
    expect(report.acknowledged).toBeGreaterThan(20);
    // ~10 s on a quiet machine; the limit only guards against a hang when the machine is loaded.
  }, 90_000);
});

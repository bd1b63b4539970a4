import { describe, expect, it, vi } from 'vitest';
import { createSessionController, type SessionControllerOptions } from '../../../engine/session';
import { createFakeClock } from './fake-clock';

const INTERVAL = 3_000_000; // 50 minutes, as app.yaml says

function setup(overrides: Partial<SessionControllerOptions> = {}) {
  const clock = createFakeClock();
  const expire = vi.fn();
  const refresh = vi.fn(async () => true);
  let auto = true;
  const controller = createSessionController({
    intervalMs: INTERVAL, now: clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout,
    autoRefresh: () => auto, refresh, expire, ...overrides,
  });
  return { clock, expire, refresh, controller, setAuto: (value: boolean) => { auto = value; } };
}

describe('session controller', () => {
  it('checks every interval and, with auto refresh on, refreshes and keeps going', async () => {
    const { clock, controller, refresh, expire } = setup();
    controller.start();
    await clock.advance(INTERVAL - 1);
    expect(refresh).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await clock.advance(INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(expire).not.toHaveBeenCalled();
    expect(controller.isRunning()).toBe(true);
  });

  it('with auto refresh off, expires with "expired" at the check and stops', async () => {
    const { clock, controller, refresh, expire, setAuto } = setup();
    setAuto(false);
    controller.start();
    await clock.advance(INTERVAL);
    expect(refresh).not.toHaveBeenCalled();
    expect(expire).toHaveBeenCalledWith('expired');
    expect(controller.isRunning()).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it('reads the preference at each check, so turning it off applies at once', async () => {
    const { clock, controller, expire, setAuto } = setup();
    controller.start();
    await clock.advance(INTERVAL);
    setAuto(false);
    await clock.advance(INTERVAL);
    expect(expire).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('a failed refresh (false or thrown) expires with "refresh-failed"', async () => {
    for (const refresh of [vi.fn(async () => false), vi.fn(async () => { throw new Error('401'); })]) {
      const { clock, controller, expire } = setup({ refresh });
      controller.start();
      await clock.advance(INTERVAL);
      expect(expire).toHaveBeenCalledExactlyOnceWith('refresh-failed');
      expect(controller.isRunning()).toBe(false);
    }
  });

  it('restart() (a Token was stored) pushes the next check a whole interval away', async () => {
    const { clock, controller, refresh } = setup();
    controller.start();
    await clock.advance(INTERVAL - 10);
    controller.restart();
    await clock.advance(INTERVAL - 1);
    expect(refresh).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(1); // one timer, never a pile of them
  });

  it('start() is idempotent; stop() cancels the check', async () => {
    const { clock, controller, refresh, expire } = setup();
    controller.start();
    controller.start();
    expect(clock.pending()).toBe(1);
    expect(controller.nextCheckAt()).toBe(clock.now() + INTERVAL);
    controller.stop();
    await clock.advance(INTERVAL * 3);
    expect(refresh).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
    expect(controller.nextCheckAt()).toBeNull();
  });

  it('a refresh that resolves after logout changes nothing', async () => {
    let resolve!: (ok: boolean) => void;
    const refresh = vi.fn(() => new Promise<boolean>((r) => { resolve = r; }));
    const { clock, controller, expire } = setup({ refresh });
    controller.start();
    await clock.advance(INTERVAL);
    controller.stop();
    resolve(false);
    await clock.advance(0);
    expect(expire).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  it('the stored token restarting the timer during the refresh leaves exactly one check scheduled', async () => {
    // `controller` (declared below) is read only when the check runs, after setup.
    const refresh = vi.fn(async () => { controller.restart(); return true; });
    const { clock, controller } = setup({ refresh });
    controller.start();
    await clock.advance(INTERVAL);
    expect(clock.pending()).toBe(1);
    expect(controller.nextCheckAt()).toBe(clock.now() + INTERVAL);
  });

  it('checks early when the token expires before the interval, and never spins', async () => {
    let expiry = 0;
    const { clock, controller, refresh } = setup({ expiresAt: () => expiry, marginMs: 60_000 });
    expiry = clock.now() + 10 * 60_000; // token valid for 10 more minutes
    controller.start();
    expect(controller.nextCheckAt()).toBe(clock.now() + 9 * 60_000);
    await clock.advance(9 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The refresh did not move the expiry (already inside the margin): wait a full interval.
    expect(controller.nextCheckAt()).toBe(clock.now() + INTERVAL);
    expiry = clock.now() + 2 * INTERVAL;
    controller.restart();
    expect(controller.nextCheckAt()).toBe(clock.now() + INTERVAL);
  });
});

// The session check of specification section 4: every intervalMs (50 minutes,
// from app.yaml) either refresh the token (auto refresh on) or end the session
// (off). The clock is injected so tests drive it with a fake one. One timeout
// is re-armed instead of a setInterval, so restart() (called whenever a Token
// is stored) really pushes the next check a whole interval away.

export type ExpireReason = 'expired' | 'refresh-failed';
type TimerHandle = unknown;

export interface SessionControllerOptions {
  intervalMs: number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  now?(): number;
  /** Expiry of the current token (ms since epoch) when known: the check then runs before it. */
  expiresAt?(): number | null;
  /** How long before the token's expiry that early check runs (default one minute). */
  marginMs?: number;
  /** The user's auto-refresh preference, read at each check so a change applies at once. */
  autoRefresh(): boolean;
  /** Re-fetch the profile with the refresh flag; the caller stores token and profile. */
  refresh(): Promise<boolean>;
  /** Clear the session and go to the login page (showing sessionExpireMessage when 'expired'). */
  expire(reason: ExpireReason): void;
}

export interface SessionController {
  start(): void;
  restart(): void;
  stop(): void;
  isRunning(): boolean;
  /** When the next check is due (ms since epoch), null when stopped. */
  nextCheckAt(): number | null;
}

export function createSessionController(options: SessionControllerOptions): SessionController {
  const now = options.now ?? (() => Date.now());
  const margin = options.marginMs ?? 60_000;
  let handle: TimerHandle | null = null;
  let dueAt: number | null = null;
  let running = false;
  // Bumped by every start/restart/stop, so a refresh that resolves after the
  // session was restarted (a Token arrived) or stopped (logout) changes nothing.
  let generation = 0;

  function delay(afterRefresh: boolean): number {
    const expiry = options.expiresAt?.() ?? null;
    if (expiry === null) return options.intervalMs;
    const early = Math.max(0, expiry - now() - margin);
    // A refresh that did not move the expiry must not make the check spin.
    if (early === 0 && afterRefresh) return options.intervalMs;
    return Math.min(options.intervalMs, early);
  }

  function disarm(): void {
    if (handle !== null) options.clearTimeout(handle);
    handle = null;
    dueAt = null;
  }

  function arm(afterRefresh = false): void {
    disarm();
    running = true;
    const gen = ++generation;
    const ms = delay(afterRefresh);
    dueAt = now() + ms;
    handle = options.setTimeout(() => void check(gen), ms);
  }

  function end(reason: ExpireReason): void {
    disarm();
    running = false;
    generation++;
    options.expire(reason);
  }

  async function check(gen: number): Promise<void> {
    if (gen !== generation) return;
    handle = null;
    dueAt = null;
    if (!options.autoRefresh()) return end('expired');
    let refreshed: boolean;
    try {
      refreshed = await options.refresh();
    } catch {
      refreshed = false;
    }
    if (gen !== generation) return; // restarted (new Token) or stopped meanwhile
    if (refreshed) arm(true);
    else end('refresh-failed');
  }

  return {
    start: () => { if (!running) arm(); },
    restart: () => arm(),
    stop: () => { disarm(); running = false; generation++; },
    isRunning: () => running,
    nextCheckAt: () => dueAt,
  };
}

// A tiny fake clock for the injected timer functions of the session module.
export function createFakeClock(start = 1_000_000) {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => time,
    setTimeout: (fn: () => void, ms: number) => { const id = nextId++; timers.set(id, { at: time + ms, fn }); return id; },
    clearTimeout: (id: unknown) => { timers.delete(id as number); },
    pending: () => timers.size,
    /** Moves time forward, firing due timers in order, and lets their promises settle. */
    async advance(ms: number) {
      const target = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].fn();
        for (let i = 0; i < 10; i++) await Promise.resolve();
      }
      time = target;
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

// Steady mixed traffic (reads, a write, the health check) from a few
// concurrent loops, every answer kept with when it started and how long it
// took, so a test can look at what happened before, during and after an event.
import { request } from '../../../../scripts/soak/http';

export interface Sample {
  /** Start, in ms since the load began. */
  at: number;
  ms: number;
  status: number;
  code?: string;
  call: string;
  /** The dimension this call created, when it was an acknowledged create. */
  created?: string;
}

export interface Load {
  samples: Sample[];
  /** ms since the load began. */
  now(): number;
  stop(): Promise<void>;
}

export function startLoad(base: string, token: string, options: { loops: number; prefix: string; timeoutMs: number }): Load {
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const samples: Sample[] = [];
  let stopped = false;
  let counter = 0;

  async function loop(id: number): Promise<void> {
    for (let step = id; !stopped; step++) {
      const at = now();
      const kind = step % 4;
      const name = `${options.prefix}${id}-${counter++}`;
      const [call, answer] =
        kind === 0 ? ['GET /api/profile', await request(base, 'GET', '/api/profile', { token, timeoutMs: options.timeoutMs })]
        : kind === 1 ? ['GET /api/dimensions', await request(base, 'GET', '/api/dimensions', { token, timeoutMs: options.timeoutMs })]
        : kind === 2 ? ['POST /api/dimensions', await request(base, 'POST', '/api/dimensions', { token, body: { Name: name, Values: ['a', 'b'] }, timeoutMs: options.timeoutMs })]
        : ['GET /api/health', await request(base, 'GET', '/api/health', { timeoutMs: options.timeoutMs })];
      samples.push({
        at, ms: answer.ms, status: answer.status, code: answer.body?.ErrorCode, call,
        created: kind === 2 && answer.status === 201 ? name : undefined,
      });
      // A refused request comes back at once: do not spin.
      if (answer.status >= 500 || answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const loops = Array.from({ length: options.loops }, (_, i) => loop(i));
  return {
    samples,
    now,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

// Requests to a bench's server through inject (no socket: the server's own
// cost), signed in, timed in wall time and in this process's CPU time: on
// PGlite the database runs in this process, so its CPU time is the request's
// cost whatever else the machine is doing. A status of 400 or more throws.
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

export interface Injected {
  ms: number;
  cpuMs: number;
  /** The response body's size. */
  bytes: number;
  response: LightMyRequestResponse;
}

export interface InjectRequest {
  method?: HTTPMethods;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

export type Inject = (url: string, request?: InjectRequest) => Promise<Injected>;

/** An inject of `app` as the holder of `token` (GET unless told). */
export function injector(app: FastifyInstance, token: string): Inject {
  const authorization = `Bearer ${token}`;
  return async (url, request = {}) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await app.inject({
      method: request.method ?? 'GET',
      url,
      headers: { authorization, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: response.rawPayload.length, response };
  };
}

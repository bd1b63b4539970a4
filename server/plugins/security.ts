// Security headers (helmet) with a Content-Security-Policy that fits the
// Vite-built React + Mantine SPA served from the same origin: scripts only
// from 'self'; inline styles allowed because Mantine sets style attributes;
// images may be data: URLs (profile photos); frames only for the chat widget
// and booking calendar that config/onboarding.yaml names, when it names them.
//
// The headers are the same on every answer, so helmet computes them once at
// start-up and each request copies them: @fastify/helmet ran two hooks and
// helmet's twelve middlewares on every request, ~44 µs of CPU per request
// against ~20 µs now (in-process, medians of 7 alternated rounds of 3,000).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CompiledConfig } from '../../engine/config/compiled';

function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(config: CompiledConfig): Record<string, string[] | null> {
  const { chatWidgetUrl, bookingUrl, welcomeVideo } = config.onboarding.help;
  const frames = [...new Set([chatWidgetUrl, bookingUrl].map(originOf).filter((o): o is string => Boolean(o)))];
  const videoOrigin = originOf(welcomeVideo);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'media-src': videoOrigin ? ["'self'", videoOrigin] : ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Not upgrade-insecure-requests: the app may be served over plain HTTP on a LAN address.
    'upgrade-insecure-requests': null,
  };
}

function helmetOptions(config: CompiledConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Cross-origin isolation would block the chat widget and booking iframes.
    crossOriginEmbedderPolicy: false,
  };
}

/** An answer's headers from a server of its own with `setup` and one route. */
async function probeHeaders(setup: (app: FastifyInstance) => Promise<unknown>): Promise<Record<string, unknown>> {
  const probe = Fastify({ logger: false });
  try {
    await setup(probe);
    probe.get('/', async () => '');
    return (await probe.inject({ url: '/' })).headers;
  } finally {
    await probe.close();
  }
}

/** The headers helmet adds with these options: those of an answer with it that an answer without it lacks. */
export async function securityHeaders(config: CompiledConfig): Promise<Record<string, string>> {
  const [withHelmet, without] = await Promise.all([probeHeaders(async (app) => void (await app.register(helmet, helmetOptions(config)))), probeHeaders(async () => {})]);
  return Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in without)).map(([name, value]) => [name, String(value)]));
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: CompiledConfig }) => {
    const headers = await securityHeaders(options.config);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

// Security headers (helmet) with a Content-Security-Policy that fits the
// Vite-built React + Mantine SPA served from the same origin: scripts only
// from 'self'; inline styles allowed because Mantine sets style attributes;
// images may be data: URLs (profile photos); frames only for the chat widget
// and booking calendar that config/onboarding.yaml names, when it names them.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: CompiledConfig }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.config) },
      // Cross-origin isolation would block the chat widget and booking iframes.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);

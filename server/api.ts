// Everything under /api: the authentication hook, every route module, the
// docs route and a JSON 404 for unknown /api paths. Encapsulated (no
// fastify-plugin), so the hook never touches the static files of the SPA.
import type { FastifyInstance } from 'fastify';
import { createAuthenticateHook } from './plugins/authenticate';
import { sendError } from './plugins/errors';
import { authRoutes, type AuthRateLimits } from './routes/auth';
import { auditRoutes } from './routes/audit';
import { customReportRoutes } from './routes/custom-reports';
import { dataRoutes } from './routes/data';
import { dimensionRoutes } from './routes/dimensions';
import { favoritesRoutes } from './routes/favorites';
import { registerForecastingHooks } from './forecast/entity-hooks';
import { forecastService } from './forecast/service';
import { forecastingPlugin } from './routes/forecasting';
import { gridRoutes } from './routes/grid';
import { healthRoutes } from './routes/health';
import { onboardingRoutes } from './routes/onboarding';
import { onboardingStepRoutes } from './routes/onboarding-steps';
import { pluginRoutes } from './routes/plugins';
import { productionRoutes } from './routes/production';
import { profileRoutes } from './routes/profile';
import { reportRoutes } from './routes/reports';
import { restrictionRoutes } from './routes/restrictions';
import { savedFilterRoutes } from './routes/saved-filters';
import { supplyRoutes } from './routes/supply';
import { userSecurityRoutes } from './routes/user-security';
import { userRoutes } from './routes/users';

export interface ApiOptions {
  rateLimits: AuthRateLimits;
  /** Extra routes registered inside /api (tests inject faults through this). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
}

export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', createAuthenticateHook(app.services));

  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimits: options.rateLimits });
  await app.register(profileRoutes);
  await app.register(onboardingRoutes);
  await app.register(onboardingStepRoutes);
  await app.register(favoritesRoutes);
  await app.register(pluginRoutes);
  await app.register(dimensionRoutes);
  await app.register(restrictionRoutes);
  await app.register(customReportRoutes);
  await app.register(savedFilterRoutes);
  await app.register(reportRoutes);
  await app.register(gridRoutes);
  // The planning modules each enforce pages of this product's config; a config without those pages (the
  // engine's own fixture config, a product without production) has none of their calls.
  const declares = (...routes: string[]) => routes.every((id) => app.services.config.routes.some((r) => r.id === id));
  if (declares('gantt', 'scheduling-orders')) await app.register(productionRoutes);
  await app.register(userRoutes);
  // Features hand their entity hooks to the data engine here; the engine runs them on every path.
  if (declares('forecasts', 'forecasts-detail', 'forecast-revision')) {
    registerForecastingHooks(app.services.data.hooks, forecastService(app.services));
    await app.register(forecastingPlugin);
  }
  await app.register(dataRoutes);
  await app.register(auditRoutes);
  await app.register(userSecurityRoutes);
  if (declares('commercial-order-simulator', 'supply-chain-control-tower')) await app.register(supplyRoutes);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes!(scope));

  app.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, app.services.statuses, { code: 'NOT_FOUND', message: `There is no API call ${request.method} ${request.url.split('?')[0]}` }),
  );
}

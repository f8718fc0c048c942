// createApp(): the API's middleware order, error rendering and feature routers (/v2, /v3, /_internal).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorBody } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import type { RuntimeProvider } from '#platform/runtime.ts';
import type { Config } from '#config';
import { searchRoutes } from '#search';
import { payoutApiRoutes, payoutFormRoutes } from '#payouts';
import { panelFormRoutes, pingRoutes, planApiRoutes, planFormRoutes, purchaseRoutes, regionRoutes, serverApiRoutes, wingsCallbackRoutes } from '#servers';
import { noticeApiRoutes, noticeFormRoutes, staffApiRoutes, staffFormRoutes } from '#servers';
import { backupApiRoutes, backupFormRoutes } from '#servers';
import { serverContentRoutes, serverFileRoutes } from '#servers';
import { analyticsExportRoutes, analyticsRoutes } from '#analytics';
import { openApiRoutes } from '#openapi';
import { tagRoutes } from '#catalog';
import { projectRoutes } from '#catalog';
import { versionRoutes } from '#catalog';
import { versionFileRoutes } from '#catalog';
import { userRoutes } from '#accounts';
import { teamRoutes, teamV3Routes } from '#community';
import { statisticsRoutes } from '#catalog';
import { preferenceRoutes } from '#accounts';
import { downloadRoutes, forgeUpdateRoutes } from '#catalog';
import { imageRoutes } from '#images';
import { projectSlugRoutes } from '#catalog';
import { lazyRateLimiter, type RateLimiter } from '#lib/ratelimit.ts';
import { REQUEST_ID_HEADER, requestLog } from '#lib/request-log.ts';
import { boundedBodies } from '#lib/body-limit.ts';
import { apiInfo } from '#lib/info.ts';
import { viewerMiddleware } from '#access';
import { sameOriginMutations } from '#access';
import { sessionRoutes } from '#accounts';
import { accountRoutes, appSignInRoutes } from '#accounts';
import { verificationRoutes } from '#accounts';
import { passwordResetRoutes } from '#accounts';
import { patRoutes } from '#accounts';
import { externalAuthRoutes } from '#accounts';
import { profileRoutes } from '#accounts';
import { twoFactorRoutes } from '#accounts';
import { accountSecurityRoutes } from '#accounts';
import { applicationRoutes } from '#oauth';
import { oauthRoutes } from '#oauth';
import { mailViewerRoutes } from '#accounts';
import { notificationFormRoutes, notificationRoutes, notificationV3Routes } from '#notifications';
import { collectionFormRoutes, collectionRoutes } from '#community';
import { organizationRoutes } from '#community';
import { versionInspectionRoutes, versionPublishingRoutes } from '#catalog';
import { projectWriteRoutes } from '#catalog';
import { teamWriteRoutes } from '#community';
import { followRoutes } from '#community';
import { markdownPreviewRoutes } from '#markdown';
import { bodyImageRoutes } from '#markdown';
import {
  adminRoutes as billingAdminRoutes, billingClockRoutes, catalogRoutes as billingCatalogRoutes, entitlementRoutes, paymentMethodRoutes,
  subscriptionRoutes, webhookRoutes,
} from '#billing';
import {
  adminFormRoutes, banFormRoutes, banRoutes, reportFormRoutes, reportImageRoutes, reportRoutes,
  reviewFormRoutes, reviewRoutes, technicalReviewFormRoutes, technicalReviewRoutes, threadFormRoutes, threadRoutes,
} from '#moderation';
import { healthRoutes } from '#status';

/** Wraps the whole site (pages as well as the API), so the entrypoint applies it first. */
export { compression } from '#lib/compression.ts';
/** The answers the Node server sends again from memory (scripts/lib/answer-lane.ts), and how they are kept. */
export { keepSharedAnswers, sharedAnswers } from '#lib/shared-answers.ts';

export const API_PREFIXES = ['/v2', '/v3', '/_internal', '/api/v1'] as const;

export interface AppOptions {
  runtime: RuntimeProvider;
  /** The configuration alone, for middleware that must not open the database (rate limiting). */
  config: () => Config;
  /** The API's budgets, when something beside the app draws from them too (the Node server's shared answers). */
  apiLimiter?: RateLimiter;
}

/** The API's rate limiter, built on first use because it needs the configuration. */
export const apiRateLimiter = (config: () => Config): RateLimiter => lazyRateLimiter(() => {
  const { RATELIMIT_PER_MINUTE, RATELIMIT_BYPASS_KEY, TRUST_PROXY } = config();
  return { limit: RATELIMIT_PER_MINUTE, bypassKey: RATELIMIT_BYPASS_KEY, trustProxy: TRUST_PROXY };
});

function renderError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    if (error.emptyBody) return c.body(null, error.status as 404);
    return c.json(errorBody(error), error.status as 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: 'request_error', description: error.message || 'Bad request' }, error.status);
  }
  console.error(`Request ${c.req.header(REQUEST_ID_HEADER) ?? ''} failed:`, error);
  return c.json({ error: 'internal_error', description: 'An internal error occurred' }, 500);
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { runtime, config } = options;
  const app = new Hono<AppEnv>();
  let logRequests: MiddlewareHandler | undefined;
  app.use('*', (c, next) => {
    logRequests ??= requestLog({ config: config() });
    return logRequests(c, next);
  });

  // One limiter for every API prefix (one budget per client).
  const limit = (options.apiLimiter ?? apiRateLimiter(config)).middleware;
  const provideRuntime: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('runtime', runtime);
    await next();
  };

  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, cors({ origin: '*', allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], exposeHeaders: ['ETag'], maxAge: 3600 }));
    app.use(`${prefix}/*`, limit);
    app.use(`${prefix}/*`, boundedBodies);
    app.use(`${prefix}/*`, provideRuntime);
    app.use(`${prefix}/*`, viewerMiddleware);
  }
  app.use('/_internal/*', sameOriginMutations);
  // Files are not rate limited: installing a modpack fetches hundreds of them at once.
  app.use('/cdn/*', provideRuntime);
  app.use('/cdn/*', viewerMiddleware);
  app.route('/cdn', downloadRoutes);
  app.route('/cdn', imageRoutes);
  // Forge and NeoForge ask for a mod's updates at every game start: limited like the API, no viewer needed.
  app.use('/updates/*', limit);
  app.use('/updates/*', provideRuntime);
  app.route('/updates', forgeUpdateRoutes);
  app.use('/_dev/*', provideRuntime);
  app.route('/_dev', mailViewerRoutes);
  app.route('/_dev', billingClockRoutes);
  // Wings nodes call back with their own credentials (checked by the routes), a few at a time at boot.
  app.use('/api/remote/*', provideRuntime);
  app.route('/', wingsCallbackRoutes);
  // Not rate limited: a load balancer polls these from one address.
  app.use('/readyz', provideRuntime);
  app.route('/', healthRoutes);

  app.all('/api/v1/*', () => {
    throw new ApiError('api_deprecated', 'You are using an application that uses an outdated version of the API. Please either update it or switch to another application.');
  });

  const v2 = new Hono<AppEnv>();
  v2.route('/tag', tagRoutes);
  v2.route('/search', searchRoutes);
  for (const routes of [projectRoutes, versionRoutes, versionFileRoutes, userRoutes, teamRoutes, statisticsRoutes]) {
    v2.route('/', routes);
  }
  v2.route('/', notificationRoutes);
  v2.route('/', versionPublishingRoutes);
  v2.route('/', projectWriteRoutes);
  v2.route('/', teamWriteRoutes);
  v2.route('/', followRoutes);
  v2.route('/', reportRoutes);
  v2.route('/', threadRoutes);
  app.route('/v2', v2);
  const v3 = new Hono<AppEnv>();
  for (const routes of [notificationV3Routes, organizationRoutes, collectionRoutes, teamV3Routes, teamWriteRoutes]) v3.route('/', routes);
  v3.route('/', reportRoutes);
  v3.route('/', threadRoutes);
  v3.route('/', technicalReviewRoutes);
  v3.route('/', reviewRoutes);
  v3.route('/', banRoutes);
  v3.route('/', reportImageRoutes);
  v3.route('/', entitlementRoutes);
  v3.route('/', payoutApiRoutes);
  v3.route('/', analyticsRoutes);
  // Fixed paths under /servers before the server routes, whose `/servers/:id` would otherwise take them.
  v3.route('/', regionRoutes);
  v3.route('/', noticeApiRoutes);
  v3.route('/', staffApiRoutes);
  v3.route('/', serverApiRoutes);
  v3.route('/', serverFileRoutes);
  v3.route('/', serverContentRoutes);
  v3.route('/', backupApiRoutes);
  v3.route('/', planApiRoutes);
  app.route('/v3', v3);
  // The website's islands call the same routes with the session cookie, which only /_internal accepts (CSRF-checked).
  app.route('/_internal/v2', v2);
  app.route('/_internal/v3', v3);
  app.route('/_internal', preferenceRoutes);
  app.route('/_internal', analyticsExportRoutes);
  app.route('/_internal', projectSlugRoutes);
  app.route('/_internal', sessionRoutes);
  app.route('/_internal', accountRoutes);
  app.route('/_internal', appSignInRoutes);
  app.route('/_internal', verificationRoutes);
  app.route('/_internal', passwordResetRoutes);
  app.route('/_internal', patRoutes);
  app.route('/_internal', externalAuthRoutes);
  app.route('/_internal', profileRoutes);
  app.route('/_internal', twoFactorRoutes);
  app.route('/_internal', accountSecurityRoutes);
  app.route('/_internal', applicationRoutes);
  app.route('/_internal', oauthRoutes);
  app.route('/_internal', notificationFormRoutes);
  app.route('/_internal', collectionFormRoutes);
  app.route('/_internal', versionInspectionRoutes);
  app.route('/_internal', markdownPreviewRoutes);
  app.route('/_internal', bodyImageRoutes);
  for (const routes of [billingCatalogRoutes, subscriptionRoutes, paymentMethodRoutes, billingAdminRoutes, webhookRoutes]) app.route('/_internal', routes);
  app.route('/_internal', reportFormRoutes);
  app.route('/_internal', payoutFormRoutes);
  app.route('/_internal', purchaseRoutes);
  app.route('/_internal', noticeFormRoutes);
  app.route('/_internal', staffFormRoutes);
  app.route('/_internal', pingRoutes);
  app.route('/_internal', panelFormRoutes);
  app.route('/_internal', backupFormRoutes);
  app.route('/_internal', planFormRoutes);
  app.route('/_internal', threadFormRoutes);
  app.route('/_internal', reviewFormRoutes);
  app.route('/_internal', banFormRoutes);
  app.route('/_internal', adminFormRoutes);
  app.route('/_internal', technicalReviewFormRoutes);
  app.route('/', openApiRoutes);

  app.get('/', (c, next) => {
    const accept = c.req.header('accept') ?? '';
    return accept.includes('text/html') || !accept.includes('json') ? next() : c.json(apiInfo());
  });

  for (const prefix of ['/v2', '/v3', '/_internal']) {
    app.all(`${prefix}/*`, () => {
      throw new ApiError('not_found', 'the requested route does not exist');
    });
    app.all(prefix, () => {
      throw new ApiError('not_found', 'the requested route does not exist');
    });
  }

  app.onError(renderError);
  return app;
}

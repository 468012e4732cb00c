import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './features/admin';
import { analyticsRoutes } from './features/analytics/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { AUTH_COOKIE_PREFIX, createAuth } from './features/auth/auth';
import { passwordLinkRoutes } from './features/auth/routes';
import { colorRoutes } from './features/colors';
import { healthRoutes } from './features/health/routes';
import { insightsRoutes } from './features/insights';
import { inventoryRoutes } from './features/inventory/routes';
import { inviteRoutes } from './features/invites';
import { createMetrics, type Metrics, metricsRoutes } from './features/metrics';
import { mixRoutes } from './features/mixes';
import { createObjectStore, type ObjectStore, objectRoutes, STORAGE_PATH, storageRoutes } from './features/objects';
import { catalogueCareRoutes, catalogueOf, paintRoutes } from './features/paints';
import { paletteFileRoutes } from './features/palette-files';
import { paletteRoutes, pushDistributedMastersTo } from './features/palettes';
import { publicConfigRoutes } from './features/public-config/routes';
import { shoppingListRoutes } from './features/shopping-list';
import { tagRoutes } from './features/tags';
import { ensureUser, userRoutes } from './features/users';
import type { Mailer } from './mail/mailer';
import { API_BODY_LIMIT_BYTES, bodyLimit, CATALOGUE_FILE_LIMIT_BYTES, CATALOGUE_FILE_PATH } from './middleware/body-limit';
import { clientIpMiddleware } from './middleware/client-ip';
import { compressJson } from './middleware/compress-json';
import { apiNotFound, onError } from './middleware/on-error';
import { type PageRead, requestId } from './middleware/request-id';
import { requestLogger } from './middleware/request-logger';
import { requestMetrics } from './middleware/request-metrics';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { createSessionCache, type SessionCache } from './middleware/session-cache';
import { createRateLimits } from './rate-limits';
import { requestScope } from './request-scope';
import { CLIENT_DIR, staticClient } from './static-client';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  authSecret: string;
  isDraining?: () => boolean;
  /** Object storage; by default the configured driver (files under DATA_DIR, or S3). */
  objects?: ObjectStore;
  /** The clock remembered sessions expire by (tests move it). */
  now?: () => number;
  /** The process's metrics (the server's jobs record theirs too); by default the app's own. */
  metrics?: Metrics;
  /** What /metrics answers; by default this process's registry (a cluster worker asks its primary). */
  collectMetrics?: () => Promise<string>;
}

/**
 * After a request that may end sessions or change who someone is (sign-in and out, password and
 * address changes, a new product user, admin rights), this process forgets the sessions it
 * remembers, so its next requests see the change at once (decision 016).
 */
function forgettingSessions(sessions: SessionCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.req.path.endsWith('/get-session')) sessions.forgetAll();
  });
}

export function createApp(deps: AppDeps) {
  const { config, database, mailer, logger, authSecret } = deps;
  const db = database.db;
  const objects = deps.objects ?? createObjectStore({ config, authSecret });
  const rateLimits = createRateLimits(db);
  const catalogue = catalogueOf(database);
  const metrics = deps.metrics ?? createMetrics({ poolUse: database.poolUse });
  const sessions = createSessionCache({ ttlMs: config.sessionCacheSeconds * 1000, now: deps.now });
  const auth = createAuth({
    config,
    db,
    secret: authSecret,
    mailer,
    rateLimits,
    logger,
    objects,
    // Every new identity gets its product user at once (spec §4), whatever the sign-in method.
    onIdentityCreated: async (identity) => {
      const { user } = await ensureUser({
        db,
        identity: { authUserId: identity.id, email: identity.email, name: identity.name, emailVerified: identity.emailVerified },
        adminEmails: config.adminEmails,
      });
      // Masters distributed before this person signed up reach them too (issue 6).
      await pushDistributedMastersTo({ db, userId: user.id, adminEmails: config.adminEmails });
    },
  });

  const forget = forgettingSessions(sessions);
  // One instance for the API and the pages, so both remember (and forget) the same sessions.
  const session = sessionMiddleware({ auth, cache: sessions });
  const api = new Hono<AppEnv>()
    .use('/auth/*', clientIpMiddleware, forget)
    // The auth library logs through its own logger: the request's id reaches its lines (and the
    // mail it sends) through requestScope.
    .on(['GET', 'POST'], '/auth/*', (c) => requestScope.run({ requestId: c.get('requestId') }, () => auth.handler(c.req.raw)))
    .use(session)
    .on(['POST', 'PUT', 'DELETE'], ['/users', '/users/*', '/admin/users/*'], forget)
    .route('/', healthRoutes({ isDraining: deps.isDraining ?? (() => false), databaseKind: database.kind }))
    .route('/', publicConfigRoutes)
    .route('/', passwordLinkRoutes)
    .route('/', userRoutes(objects))
    .route('/', objectRoutes(objects, { uploadMaxBytes: config.uploadMaxBytes }))
    .route('/', paletteRoutes)
    .route('/', paletteFileRoutes)
    .route('/', colorRoutes)
    .route('/', mixRoutes)
    .route('/', tagRoutes)
    .route('/', inviteRoutes)
    .route('/', inventoryRoutes)
    .route('/', shoppingListRoutes)
    .route('/', paintRoutes)
    .route('/', catalogueCareRoutes)
    .route('/', adminRoutes)
    .route('/', insightsRoutes)
    .route('/', analyticsRoutes);
  // The API's own description, generated from the routes above (so mounted after them).
  api
    .route('/', apiDocsRoutes(api, { productName: config.productName, sessionCookie: `${AUTH_COOKIE_PREFIX}.session_token` }))
    .all('*', apiNotFound);

  // The page of a signed-in visitor carries the API's answers to its first reads: the app itself
  // answers them, in process, with the visitor's cookie (static-client.ts), as part of the page's
  // request (its id, and no requests of their own in the metrics).
  const readApi = (path: string, headers: Headers, requestId: string): Response | Promise<Response> =>
    app.request(path, { headers }, { pageRequestId: requestId } satisfies PageRead);
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('config', config);
      c.set('db', db);
      c.set('logger', logger);
      c.set('mailer', mailer);
      c.set('rateLimits', rateLimits);
      c.set('catalogue', catalogue);
      await next();
    })
    .use(requestId)
    .use(requestMetrics(metrics))
    .route(
      '/',
      metricsRoutes({
        token: config.metricsToken,
        contentType: metrics.registry.contentType,
        collect: deps.collectMetrics ?? (() => metrics.registry.metrics()),
      }),
    )
    .use('/api/*', requestLogger)
    .use('/api/*', compressJson)
    // Stored files, and (local driver) the signed upload receiver: it streams with its own size cap.
    .route(STORAGE_PATH, storageRoutes(objects))
    // Signed upload links are capabilities (like S3's, which check no origin); everything else is
    // refused unless it came from the app's own pages.
    .use('/api/*', sameOrigin)
    // JSON bodies are small; uploads go straight to object storage, never through the API.
    .use('/api/*', bodyLimit(API_BODY_LIMIT_BYTES, { larger: { path: CATALOGUE_FILE_PATH, maxBytes: CATALOGUE_FILE_LIMIT_BYTES } }))
    .use(securityHeaders(config, objects.uploadOrigins))
    .route('/api', api)
    .route('/', staticClient(CLIENT_DIR, { pageData: { session, readApi } }));
  app.onError(onError);
  return { app, auth, objects, rateLimits };
}

export type App = ReturnType<typeof createApp>['app'];

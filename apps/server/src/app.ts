import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import {
  loggerOptions,
  prettyLogStream,
  RequestLogController,
  terminalColors,
} from './lib/logger.ts';
import authPlugin from './plugins/auth.plugin.ts';
import csrfPlugin from './plugins/csrf.plugin.ts';
import cachePlugin from './plugins/cache.plugin.ts';
import dbPlugin from './plugins/db.plugin.ts';
import docsPlugin from './plugins/docs.plugin.ts';
import errorsPlugin, { frameworkErrors } from './plugins/errors.plugin.ts';
import metricsPlugin from './plugins/metrics.plugin.ts';
import securityPlugin from './plugins/security.plugin.ts';
import textGuardPlugin from './plugins/text-guard.plugin.ts';
import webPlugin from './plugins/web.plugin.ts';
import { settleOrderPayment } from './modules/checkout/fulfil.service.ts';
import {
  createPaymentProvider,
  retryFailedRefunds,
  type PaymentProvider,
  type PaymentsRuntime,
  type Settlers,
} from './modules/payments/index.ts';
import { settleTopUp } from './modules/wallet/top-up.service.ts';
import { createMailer, defaultMailFrom } from './modules/mail/index.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { addressesModule } from './modules/addresses/addresses.module.ts';
import { businessesModule } from './modules/businesses/businesses.module.ts';
import { mailBusinessNotifications } from './modules/businesses/notification-mails.service.ts';
import { cartModule } from './modules/cart/cart.module.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { checkoutModule } from './modules/checkout/checkout.module.ts';
import { favoritesModule } from './modules/favorites/favorites.module.ts';
import { feedbackModule } from './modules/feedback/feedback.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { ordersModule } from './modules/orders/orders.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { securityModule } from './modules/security/security.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { roadmapModule } from './modules/roadmap/roadmap.module.ts';
import { vendorOrdersModule } from './modules/vendor-orders/vendor-orders.module.ts';
import { runDemoCarrier } from './modules/vendor-orders/demo-carrier.service.ts';
import { vendorInsightsModule } from './modules/vendor-insights/vendor-insights.module.ts';
import { vendorOffersModule } from './modules/vendor-offers/vendor-offers.module.ts';
import { payoutsModule } from './modules/payouts/index.ts';
import { promotionsModule } from './modules/promotions/promotions.module.ts';
import { processOpenBulkJobs } from './modules/vendor-offers/index.ts';
import { moderationModule } from './modules/moderation/index.ts';
import { operationsModule } from './modules/operations/index.ts';
import { conversationsModule, mailConversationReminders } from './modules/conversations/index.ts';
import {
  attributeModerationKind,
  brandModerationKind,
  vendorBrandsModule,
} from './modules/vendor-brands/index.ts';
import {
  productModerationKind,
  vendorCatalogModule,
} from './modules/vendor-catalog/vendor-catalog.module.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import jobsPlugin from './modules/jobs/jobs.plugin.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaDirs } from './modules/media/media.service.ts';
import notificationsPlugin from './modules/notifications/notifications.plugin.ts';

// Validation messages in Turkish for every zod schema.
z.config(z.locales.tr());

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and what settles its payments (reconciliation, jobs, tests). */
    payments: PaymentsRuntime;
  }
}

export interface BuildAppOptions {
  /** An opened, migrated database. The app closes it on shutdown unless `keepDatabaseOpen`. */
  database: Database;
  keepDatabaseOpen?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Dispatch outbox events as they commit (default); tests of the outbox turn it off. */
  autoDispatch?: boolean;
  /** Notification socket timings; the defaults are the product's (tests shorten them). */
  socket?: { idleMs?: number; sessionSweepMs?: number };
  /** Wraps the configured payment provider (tests: a slow, failing or crashing provider). */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
}

/** The site's own origins: the socket refuses pages from anywhere else. */
function socketOrigins(config: AppConfig): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/** Builds the whole HTTP app: plugins, then modules. Used by server.ts and by tests. */
export async function buildApp(config: AppConfig, opts: BuildAppOptions): Promise<FastifyInstance> {
  const logStream =
    config.logFormat === 'pretty'
      ? prettyLogStream(opts.logStream ?? process.stdout, !opts.logStream && terminalColors())
      : opts.logStream;
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLogController(config.logFormat),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // genReqId reads the header itself so a malformed incoming id is replaced, not trusted.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(errorsPlugin);
  // Before everything that reads a request: NUL bytes and broken Unicode answer 400 here.
  await app.register(textGuardPlugin);
  // Before every route: it hooks into each route as it is added. Brotli or gzip for answers of
  // 1 KB and more whose type compresses (JSON, HTML, XML, SVG); images (WebP) and the build's
  // precompressed files (already carrying Content-Encoding) pass through, streams stay streams.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(dbPlugin, {
    database: opts.database,
    closeOnShutdown: !opts.keepDatabaseOpen,
  });
  await app.register(cachePlugin, { redisUrl: config.redisUrl, prefix: config.redisPrefix });
  await app.register(metricsPlugin, { token: config.metrics.token });
  const https = config.publicUrl.startsWith('https://');
  await app.register(securityPlugin, {
    secret: config.secret,
    https,
    rateLimitScale: config.rateLimitScale,
  });
  await app.register(authPlugin, { secret: config.secret });
  await app.register(csrfPlugin, { secret: config.secret, secure: https });
  await app.register(docsPlugin);
  await app.register(notificationsPlugin, {
    origins: socketOrigins(config),
    autoDispatch: opts.autoDispatch ?? true,
    ...opts.socket,
  });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: defaultMailFrom(config.publicUrl),
    // Print whole mails (codes, links) to the log only where the outbox page is on anyway.
    env: config.mailOutboxPage ? 'development' : config.env,
    log: app.log,
  });

  const configured = createPaymentProvider(config, app.db);
  const provider = opts.wrapPaymentProvider?.(configured) ?? configured;
  const settlers: Settlers = {
    siparis: (id) => settleOrderPayment(app.db, provider, id, app.log),
    cuzdan_yukleme: (id) => settleTopUp(app.db, id),
  };
  app.decorate('payments', { provider, settlers });

  // The API: one plugin per module, each with its own routes and prefixes.
  const shop = { provider, publicUrl: config.publicUrl };
  const modules: FastifyPluginAsync[] = [
    healthModule,
    accountsModule({
      secret: config.secret,
      secureCookies: https,
      mailer,
      publicUrl: config.publicUrl,
    }),
    catalogModule,
    cartModule,
    favoritesModule,
    addressesModule,
    securityModule,
    notificationsModule,
    feedbackModule(mediaDirs(config.dataDir)),
    checkoutModule(shop),
    ordersModule(shop),
    walletModule(shop),
    privacyModule({ secureCookies: https }),
    paymentsModule({ provider, settlers, secret: config.secret }),
    mailModule({ outboxPage: config.mailOutboxPage }),
    businessesModule({ dataDir: config.dataDir, mailer, provider, publicUrl: config.publicUrl }),
    vendorOrdersModule({ provider, dataDir: config.dataDir }),
    vendorInsightsModule,
    roadmapModule,
    vendorBrandsModule({ dataDir: config.dataDir, media: mediaDirs(config.dataDir) }),
    vendorCatalogModule(mediaDirs(config.dataDir)),
    vendorOffersModule,
    promotionsModule,
    conversationsModule({ dataDir: config.dataDir }),
    operationsModule({ provider }),
    payoutsModule,
    // Kinds under review register here: products, brands, attribute values (issue 13).
    moderationModule([
      productModerationKind(app.cache),
      brandModerationKind,
      attributeModerationKind,
    ]),
  ];
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
    },
    { prefix: '/api' },
  );
  // Background jobs (modules/jobs/jobs.config.ts) and their operators' page. Pass the outbox
  // dispatcher (`dispatchEvents`), the refund retry (`retryRefunds`) and the demo carrier
  // (`demoCarrier`) here as they arrive; a job without its dependency stays off.
  await app.register(jobsPlugin, {
    enabled: config.jobs,
    mailer,
    dispatchEvents: () => app.notifications.dispatch(),
    retryRefunds: () => retryFailedRefunds(app.db, provider, app.log),
    mailBusinessNotifications: () => mailBusinessNotifications(app.db, mailer, config.publicUrl),
    mailConversationReminders: () => mailConversationReminders(app.db, mailer, config.publicUrl),
    bulkOffers: () =>
      processOpenBulkJobs(app.db, {
        log: app.log,
        onProductsChanged: async (slugs) => {
          for (const s of slugs) await app.cache.del(`product:detail:${s}`);
        },
      }),
    ...(config.demoCarrierMinutes > 0 && {
      demoCarrier: () => runDemoCarrier(app.db, provider, config.demoCarrierMinutes, app.log),
    }),
  });
  await app.register(mediaRoutes(mediaDirs(config.dataDir)), { prefix: '/media' });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}

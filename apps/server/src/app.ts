import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import authPlugin from './plugins/auth.plugin.ts';
import csrfPlugin from './plugins/csrf.plugin.ts';
import cachePlugin from './plugins/cache.plugin.ts';
import dbPlugin from './plugins/db.plugin.ts';
import docsPlugin from './plugins/docs.plugin.ts';
import errorsPlugin from './plugins/errors.plugin.ts';
import securityPlugin from './plugins/security.plugin.ts';
import webPlugin from './plugins/web.plugin.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { captchaKey, captchaRoutes, verifyCaptcha } from './modules/captcha/index.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { settleOrderPayment } from './modules/checkout/fulfil.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import {
  createPaymentProvider,
  paymentsRoutes,
  type PaymentProvider,
  type Settlers,
} from './modules/payments/index.ts';
import { settleTopUp } from './modules/wallet/top-up.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { uploadsRoutes } from './modules/feedback/uploads.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { createMailer, defaultMailFrom, devOutboxRoutes } from './modules/mail/index.ts';
import { accountFlowsRoutes } from './modules/accounts/account-flows.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { discoveryRoutes } from './modules/catalog/discovery.routes.ts';
import { listingRoutes } from './modules/catalog/listing.routes.ts';
import { productRoutes } from './modules/catalog/product.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaDirs } from './modules/media/media.service.ts';
import { cspReportRoutes } from './modules/security/csp-report.routes.ts';

// Validation messages in Turkish for every zod schema.
z.config(z.locales.tr());

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and what settles its payments (reconciliation, tests). */
    payments: { provider: PaymentProvider; settlers: Settlers };
  }
}

export interface BuildAppOptions {
  /** An opened, migrated database. The app closes it on shutdown unless `keepDatabaseOpen`. */
  database: Database;
  keepDatabaseOpen?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP app: plugins, then modules. Used by server.ts and by tests. */
export async function buildApp(config: AppConfig, opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // genReqId reads the header itself so a malformed incoming id is replaced, not trusted.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, {
    database: opts.database,
    closeOnShutdown: !opts.keepDatabaseOpen,
  });
  await app.register(cachePlugin, { redisUrl: config.redisUrl, prefix: config.redisPrefix });
  const https = config.publicUrl.startsWith('https://');
  await app.register(securityPlugin, {
    secret: config.secret,
    https,
    rateLimitScale: config.rateLimitScale,
  });
  await app.register(authPlugin, { secret: config.secret });
  await app.register(csrfPlugin, { secret: config.secret, secure: https });
  await app.register(docsPlugin);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: defaultMailFrom(config.publicUrl),
    // Print whole mails (codes, links) to the log only where the outbox page is on anyway.
    env: config.mailOutboxPage ? 'development' : config.env,
    log: app.log,
  });

  const provider = createPaymentProvider(config, app.db);
  const settlers: Settlers = {
    siparis: (id) => settleOrderPayment(app.db, provider, id),
    cuzdan_yukleme: (id) => settleTopUp(app.db, id),
  };
  app.decorate('payments', { provider, settlers });

  await app.register(
    async (api) => {
      const hmacKey = captchaKey(config.secret);
      await api.register(healthRoutes);
      await api.register(captchaRoutes(hmacKey), { prefix: '/kullanici/api' });
      const accountOptions = {
        secret: config.secret,
        secureCookies: https,
        verifyCaptcha: (token: string) => verifyCaptcha(app.db, hmacKey, token),
      };
      await api.register(accountsRoutes(accountOptions));
      await api.register(
        accountFlowsRoutes({ ...accountOptions, mailer, publicUrl: config.publicUrl }),
        {
          prefix: '/kullanici/api',
        },
      );
      await api.register(catalogRoutes, { prefix: '/urun/api' });
      await api.register(listingRoutes, { prefix: '/urun/api' });
      await api.register(productRoutes, { prefix: '/urun/api' });
      await api.register(discoveryRoutes, { prefix: '/urun/api' });
      await api.register(searchRoutes, { prefix: '/urun/api' });
      await api.register(cartRoutes, { prefix: '/urun/api' });
      await api.register(favoritesRoutes, { prefix: '/core' });
      await api.register(addressesRoutes, { prefix: '/core' });
      await api.register(cspReportRoutes, { prefix: '/core' });
      await api.register(feedbackRoutes, { prefix: '/urun/api' });
      const shop = { provider, publicUrl: config.publicUrl };
      await api.register(checkoutRoutes(shop), { prefix: '/siparis/api' });
      await api.register(ordersRoutes(shop), { prefix: '/siparis/api' });
      await api.register(walletRoutes(shop), { prefix: '/cuzdan/api' });
      await api.register(paymentsRoutes({ provider, settlers, secret: config.secret }), {
        prefix: '/odeme/api',
      });
      await api.register(uploadsRoutes(mediaDirs(config.dataDir)), { prefix: '/core' });
      // Demo and development only: the mail outbox (verification codes, reset links).
      if (config.mailOutboxPage) await api.register(devOutboxRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(mediaDirs(config.dataDir)), { prefix: '/media' });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}

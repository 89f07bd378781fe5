import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';

/**
 * Security headers with a strict Content-Security-Policy, cookies, and the rate limiter
 * (registered with global: false — a global limit would also hit WebSocket upgrades and
 * static files; routes opt in with `config.rateLimit`).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** A route's rate limit, scaled by RATE_LIMIT_SCALE (tests raise it; production keeps 1). */
    routeLimit(max: number, timeWindow: string): { max: number; timeWindow: string };
  }
}

async function securityPlugin(
  app: FastifyInstance,
  opts: { secret: string; https: boolean; rateLimitScale: number },
) {
  app.decorate('routeLimit', (max: number, timeWindow: string) => ({
    max: Math.max(1, Math.round(max * opts.rateLimitScale)),
    timeWindow,
  }));
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Toasts and a few components set inline styles at run time; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The ALTCHA widget solves its proof of work in a blob worker.
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': ['/api/core/csp-report/'],
        ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie, { secret: opts.secret, hook: 'onRequest' });
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.redisPrefix}rl:` } : {}),
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['cache'] });

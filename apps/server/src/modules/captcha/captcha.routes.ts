import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema, createCaptchaChallenge } from './captcha.service.ts';

/**
 * `GET /captcha/`: a fresh ALTCHA challenge for the widget (mounted under `/kullanici/api`).
 * Rate-limited: each challenge costs the server a PBKDF2 run to create.
 */
export function captchaRoutes(hmacKey: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/captcha/',
      {
        config: { rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['hesap'],
          summary: 'Robot doğrulaması için ALTCHA görevi (10 dakika geçerli)',
          response: { 200: captchaChallengeSchema },
        },
      },
      async (_req, reply) => {
        // Every challenge is single-use: no cache may hand the same one to two visitors.
        reply.header('Cache-Control', 'no-store');
        return createCaptchaChallenge(hmacKey);
      },
    );
  };
}

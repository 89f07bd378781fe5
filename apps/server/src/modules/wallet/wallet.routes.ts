import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  threeDsStartSchema,
  topUpRequestSchema,
  walletSchema,
} from '@carsi/shared';
import type { PaymentProvider } from '../payments/index.ts';
import { startTopUp } from './top-up.service.ts';
import { loadWallet } from './wallet.service.ts';

const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir tam sayı olmalı.' })
    .int({ error: 'Sayfa bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa bir tam sayı olmalı.' })
    .max(10_000, { error: 'Sayfa bir tam sayı olmalı.' })
    .default(1),
});

/** The shopper's wallet: balance with its ledger, and top-ups through the payment provider. */
export function walletRoutes(opts: {
  provider: PaymentProvider;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/wallet/',
      {
        auth: 'user',
        schema: {
          tags: ['cüzdan'],
          summary: 'Cüzdan bakiyesi ve hareketleri',
          security: [{ bearerAuth: [] }],
          querystring: pageQuery,
          response: { 200: walletSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (req) => loadWallet(app.db, req.authUser!.id, req.query.page, req.url),
    );

    app.post(
      '/top-up/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(10, '1 minute') },
        schema: {
          tags: ['cüzdan'],
          summary: 'Kartla bakiye yükle (3-D Secure ile)',
          security: [{ bearerAuth: [] }],
          body: topUpRequestSchema,
          response: {
            200: threeDsStartSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            402: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (req) =>
        startTopUp(
          app.db,
          opts.provider,
          opts.publicUrl,
          req.authUser!.id,
          req.body.amount,
          req.body.card,
          req.ip,
        ),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  checkoutPreviewRequestSchema,
  checkoutPreviewSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  IDEMPOTENCY_KEY_RE,
} from '@carsi/shared';
import { badRequest } from '../../lib/errors.ts';
import { previewCheckout, startCheckout, type CheckoutDeps } from './checkout.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Checkout: the preview of what will be bought, and the submit that pays for it. */
export function checkoutRoutes(deps: Omit<CheckoutDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.post(
      '/checkout/preview/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(120, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Ödeme öncesi özet: paketler, kargo, teslimat, toplamlar, sözleşmeler',
          security: [{ bearerAuth: [] }],
          body: checkoutPreviewRequestSchema,
          response: { 200: checkoutPreviewSchema, ...errors },
        },
      },
      async (req) =>
        previewCheckout(
          app.db,
          deps.provider,
          req.authUser!.id,
          req.body.address_id,
          req.body.wallet_amount,
        ),
    );

    app.post(
      '/checkout/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Siparişi onayla ve öde (Idempotency-Key başlığıyla)',
          security: [{ bearerAuth: [] }],
          headers: z.object({
            'idempotency-key': z
              .string({ error: 'Idempotency-Key başlığı gerekli (8–100 karakter).' })
              .regex(IDEMPOTENCY_KEY_RE, {
                error: 'Idempotency-Key başlığı gerekli (8–100 karakter).',
              })
              .describe('Bu ödeme denemesinin anahtarı: yeniden denemeler aynı siparişi verir'),
          }),
          body: checkoutRequestSchema,
          response: { 200: checkoutResultSchema, 201: checkoutResultSchema, ...errors },
        },
      },
      async (req, reply) => {
        const key = req.headers['idempotency-key'];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RE.test(key))
          throw badRequest('Idempotency-Key başlığı gerekli (8–100 karakter).');
        const result = await startCheckout(
          { ...deps, db: app.db },
          req.authUser!.id,
          key,
          req.body,
          req.ip,
        );
        return reply.status(result.status === 'tamamlandi' ? 201 : 200).send(result);
      },
    );
  };
}

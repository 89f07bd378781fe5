import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  cancelOrderSchema,
  disputeRequestSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  returnRequestSchema,
  TRACKING_CODE_RE,
  trackingSchema,
} from '@carsi/shared';
import { pathId } from '../../lib/params.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { cancelOrderItems, openDispute, requestReturn } from './order-changes.service.ts';
import { listOrders, loadOrder, trackPackage } from './orders.service.ts';
import { orderContractPdf } from './contracts.service.ts';

const orderParams = z.object({ id: pathId('Sipariş numarası bir tam sayı olmalı.') });
const itemParams = z.object({ id: pathId('Sipariş ürünü numarası bir tam sayı olmalı.') });
const trackParams = z.object({
  code: z
    .string()
    .transform((s) => s.toLocaleUpperCase('tr-TR'))
    .refine((s) => TRACKING_CODE_RE.test(s), { error: 'Takip kodu 10 karakter olmalı.' }),
});

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** The shopper's orders: list, detail, cancel, return; and public parcel tracking. */
export function ordersRoutes(opts: { provider: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/orders/',
      {
        auth: 'user',
        schema: {
          tags: ['sipariş'],
          summary: 'Siparişlerim (yeniden eskiye, sayfalı)',
          security: [{ bearerAuth: [] }],
          querystring: orderListQuerySchema,
          response: { 200: orderListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (req) => listOrders(app.db, req.authUser!.id, req.query.page, req.query.durum, req.url),
    );

    app.get(
      '/orders/:id/',
      {
        auth: 'user',
        schema: {
          tags: ['sipariş'],
          summary: 'Sipariş detayı: paketler, ürün durumları, zaman çizelgesi, iadeler',
          security: [{ bearerAuth: [] }],
          params: orderParams,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req) => loadOrder(app.db, req.authUser!.id, req.params.id),
    );

    app.get(
      '/orders/:id/contracts/:kind/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary:
            'Siparişin ön bilgilendirme formu ya da mesafeli satış sözleşmesi, onaylandığı haliyle (PDF)',
          security: [{ bearerAuth: [] }],
          params: orderParams.extend({
            kind: z.enum(['on-bilgilendirme', 'mesafeli-satis'], {
              error: 'Belge “on-bilgilendirme” ya da “mesafeli-satis” olmalı.',
            }),
          }),
          response: {
            200: z.string().describe('application/pdf: A4, DejaVu yazı tipiyle'),
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { pdf, filename } = await orderContractPdf(
          app.db,
          req.authUser!.id,
          req.params.id,
          req.params.kind,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${filename}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf as never);
      },
    );

    app.post(
      '/orders/:id/cancel/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(20, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Kargoya verilmemiş ürünleri iptal et (stok ve ödeme iade edilir)',
          security: [{ bearerAuth: [] }],
          params: orderParams,
          body: cancelOrderSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req) =>
        cancelOrderItems(app.db, opts.provider, req.authUser!.id, req.params.id, req.body, req.log),
    );

    app.post(
      '/order-items/:id/return/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(20, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Teslimden sonraki 14 gün içinde iade talebi',
          security: [{ bearerAuth: [] }],
          params: itemParams,
          body: returnRequestSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req) => requestReturn(app.db, req.authUser!.id, req.params.id, req.body),
    );

    app.post(
      '/order-items/:id/dispute/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(20, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Reddedilen iadeye 7 gün içinde itiraz: Çarşı karar versin',
          security: [{ bearerAuth: [] }],
          params: itemParams,
          body: disputeRequestSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (req) => openDispute(app.db, req.authUser!.id, req.params.id, req.body),
    );

    app.get(
      '/track/:code/',
      {
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['sipariş'],
          summary: 'Kargo takibi (takip koduyla, kişisel bilgi olmadan)',
          params: trackParams,
          response: { 200: trackingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req) => trackPackage(app.db, req.params.code),
    );
  };
}

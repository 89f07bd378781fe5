import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  apiErrorSchema,
  SOLD_ITEMS_PAGE_SIZE,
  soldItemsPageSchema,
  soldItemsQuerySchema,
  vendorMetricsSchema,
} from '@carsi/shared';
import type { BusinessContext } from '../../lib/request-context.ts';
import { pageLinks } from '../../lib/paging.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { loadAnalytics, resolvePeriod } from './analytics.service.ts';
import { loadMetrics } from './metrics.service.ts';
import { countSoldItems, soldItemsCsv, soldItemsPage } from './sold-items.service.ts';

/** The CSV download: text, not the page schema (so it bypasses the JSON serialiser). */
function sendCsv(reply: FastifyReply, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', 'attachment; filename="satilan-urunler.csv"')
    .send(csv);
}

// Figures may lag the orders by this much (a tab refreshes the overview every 2 minutes; a new
// order is announced live by the notification socket anyway). Shared by every process with
// Redis. The sold-items page itself is always fresh; only its count and total may lag.
const METRICS_TTL = 30;
const ANALYTICS_TTL = 60;
const COUNT_TTL = 30;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The seller's figures: overview, analytics, sold items (docs/decisions/028). */
export const vendorInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Business figures are private and change with every order.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/dashboard/metrics/',
    {
      auth: 'business',
      schema: {
        tags: ['satıcı'],
        summary: 'Genel bakış: satışlar, bekleyen işler, iadeler, sorular, stok, puan, oranlar',
        security: [{ bearerAuth: [] }],
        response: { 200: vendorMetricsSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx as BusinessContext;
      const json = await app.cache.wrap(
        `vendor:metrics:${ctx.business.id}`,
        METRICS_TTL,
        async () => JSON.stringify(vendorMetricsSchema.parse(await loadMetrics(app.db, ctx))),
      );
      return sendSerialised(reply, json, 'private');
    },
  );

  app.get(
    '/dashboard/analytics/',
    {
      auth: 'business',
      schema: {
        tags: ['satıcı'],
        summary:
          'Satış analizi: günlük satış, sipariş, ortalama sepet, iade ve iptal (önceki dönemle), en çok satan ürün ve kategoriler, ürün bazında görüntülenme ve dönüşüm',
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx as BusinessContext;
      const { from, to } = resolvePeriod(req.query);
      // Cached as validated JSON: a year's series is large, and a hit then costs no
      // validation or serialisation.
      const json = await app.cache.wrap(
        `vendor:analytics:${ctx.business.id}:${from}:${to}`,
        ANALYTICS_TTL,
        async () =>
          JSON.stringify(analyticsSchema.parse(await loadAnalytics(app.db, ctx, { from, to }))),
      );
      return sendSerialised(reply, json, 'private');
    },
  );

  app.get(
    '/dashboard/sold-items/',
    {
      auth: 'business',
      schema: {
        tags: ['satıcı'],
        summary: 'Satılan ürünler: tarih, durum ve ürün araması, sayfalı; ?format=csv ile indirme',
        security: [{ bearerAuth: [] }],
        querystring: soldItemsQuerySchema,
        response: { 200: soldItemsPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx as BusinessContext;
      const q = req.query;
      if (q.format === 'csv') {
        return sendCsv(reply, await soldItemsCsv(app.db, ctx, q));
      }
      const filters = JSON.stringify([q.from, q.to, q.status, q.q]);
      const [{ count, total }, results] = await Promise.all([
        app.cache.wrap(`vendor:sold-count:${ctx.business.id}:${filters}`, COUNT_TTL, () =>
          countSoldItems(app.db, ctx, q),
        ),
        soldItemsPage(app.db, ctx, q),
      ]);
      return {
        count,
        ...pageLinks(req.url, q.page, SOLD_ITEMS_PAGE_SIZE, count),
        total_amount: total,
        results,
      };
    },
  );
};

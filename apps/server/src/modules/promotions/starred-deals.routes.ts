import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  operatorStarredDealListSchema,
  operatorStarredDealSchema,
  STARRED_DEAL_FILTERS,
  starredDealDeletedSchema,
  starredDealInputSchema,
  starredDealRejectSchema,
  vendorPromoListQuerySchema,
  vendorStarredDealListSchema,
  vendorStarredDealSchema,
} from '@carsi/shared';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import {
  approveStarredDeal,
  createStarredDeal,
  deleteStarredDeal,
  listOperatorStarredDeals,
  listStarredDeals,
  rejectStarredDeal,
} from './starred-deals.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const params = z.object({ id: pathId('Fırsat numarası bir tam sayı olmalı.') });
const sellerCtx = (req: FastifyRequest) => req.ctx as BusinessContext;
const userCtx = (req: FastifyRequest) => req.ctx as UserContext;
const noStore = async (
  _req: FastifyRequest,
  reply: { hasHeader(n: string): boolean; header(n: string, v: string): unknown },
) => {
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
};

/** The seller's starred deals under /api/vendor/api/ (docs/decisions/038). */
export const vendorStarredDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['satıcı kampanyaları'];

  app.get(
    '/starred-deals/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'İşletmenin yıldızlı fırsat önerileri, durumları ve satışlarıyla (?page=)',
        security,
        querystring: vendorPromoListQuerySchema,
        response: { 200: vendorStarredDealListSchema, ...errors },
      },
    },
    async (req) => listStarredDeals(app.db, sellerCtx(req), req.query, req.url),
  );

  app.post(
    '/starred-deals/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(30, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Bir teklifi yıldızlı fırsata öner: fırsat fiyatı, fırsat stoğu ve en fazla 7 günlük süre',
        security,
        body: starredDealInputSchema,
        response: { 201: vendorStarredDealSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createStarredDeal(app.db, sellerCtx(req), req.body)),
  );

  app.delete(
    '/starred-deals/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Fırsatı sil; satışı olan fırsat silinmez, hemen sona erer',
        security,
        params,
        response: { 200: starredDealDeletedSchema, ...errors },
      },
    },
    async (req) => {
      const { product_slug, ...done } = await deleteStarredDeal(
        app.db,
        sellerCtx(req),
        req.params.id,
      );
      await dropDealPages(app, product_slug);
      return done;
    },
  );
};

/** The featured pages' cached answers: a decision shows at once (others expire in 20 s). */
async function dropDealPages(app: { cache: { del(k: string): Promise<void> } }, slug: string) {
  for (const key of [
    'discovery:super-deals:all:1:24',
    'catalog:home:json',
    `product:detail:${slug}`,
  ])
    await app.cache.del(key).catch(() => undefined);
}

/** The operators' starred-deal queue under /api/yonetim/api/ (docs/decisions/038). */
export const operatorStarredDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['yönetim'];

  app.get(
    '/starred-deals/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary:
          'Yıldızlı fırsatlar: bekleyen, onaylanan, reddedilen, biten (?status=) ve günlerin kontenjanı',
        security,
        querystring: vendorPromoListQuerySchema.extend({
          status: z
            .enum(STARRED_DEAL_FILTERS, { error: 'Geçersiz durum filtresi.' })
            .default('beklemede'),
        }),
        response: { 200: operatorStarredDealListSchema, ...errors },
      },
    },
    async (req) => listOperatorStarredDeals(app.db, req.query, req.url),
  );

  app.post(
    '/starred-deals/:id/approve/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Fırsatı onayla (her günün kontenjanı dolmadıysa)',
        security,
        params,
        response: { 200: operatorStarredDealSchema, ...errors },
      },
    },
    async (req) => {
      const done = await approveStarredDeal(app.db, userCtx(req), req.params.id);
      await dropDealPages(app, done.product_slug);
      return done;
    },
  );

  app.post(
    '/starred-deals/:id/reject/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Fırsatı gerekçesiyle reddet',
        security,
        params,
        body: starredDealRejectSchema,
        response: { 200: operatorStarredDealSchema, ...errors },
      },
    },
    async (req) => rejectStarredDeal(app.db, userCtx(req), req.params.id, req.body.reason),
  );
};

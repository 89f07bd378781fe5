import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  applyCouponSchema,
  campaignInputSchema,
  cartSchema,
  couponInputSchema,
  discountInputSchema,
  discountsCreatedSchema,
  promoDeletedSchema,
  shopperCouponListQuerySchema,
  shopperCouponListSchema,
  vendorCouponListSchema,
  vendorCampaignListSchema,
  vendorCampaignSchema,
  vendorCouponSchema,
  vendorDiscountListSchema,
  vendorPromoListQuerySchema,
} from '@carsi/shared';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './campaigns.service.ts';
import {
  createDiscounts,
  deleteDiscount,
  listDiscounts,
  productSlugs,
} from './discounts.service.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import { applyCartCoupon, listShopperCoupons, removeCartCoupon } from './cart-coupons.service.ts';
import {
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
} from './coupons.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const couponParams = z.object({ id: pathId('Kupon numarası bir tam sayı olmalı.') });
const campaignParams = z.object({ id: pathId('Kampanya numarası bir tam sayı olmalı.') });
const discountParams = z.object({ id: pathId('İndirim numarası bir tam sayı olmalı.') });

const sellerCtx = (req: FastifyRequest) => req.ctx as BusinessContext;
const userCtx = (req: FastifyRequest) => req.ctx as UserContext;

const noStore = async (
  _req: FastifyRequest,
  reply: { hasHeader(n: string): boolean; header(n: string, v: string): unknown },
) => {
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
};

/** The seller's coupons under /api/vendor/api/ (issue 14; docs/decisions/033). */
export const vendorPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['satıcı kampanyaları'];
  /** A discount changes the shelf price: the product pages are answered fresh at once. */
  const dropProductPages = async (productIds: number[]) => {
    for (const slug of await productSlugs(app.db, productIds))
      await app.cache.del(`product:detail:${slug}`).catch(() => undefined);
  };

  app.get(
    '/coupons/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'İşletmenin kuponları: kullanım, ciro ve maliyetleriyle (?page=)',
        security,
        querystring: vendorPromoListQuerySchema,
        response: { 200: vendorCouponListSchema, ...errors },
      },
    },
    async (req) => listCoupons(app.db, sellerCtx(req), req.query, req.url),
  );

  app.post(
    '/coupons/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Kupon oluştur: kod (satıcıda tekil, Türkçe büyük-küçük harf duyarsız), yüzde veya tutar, en az sepet, geçerlilik, limitler, ürünler, herkese açık/özel',
        security,
        body: couponInputSchema,
        response: { 201: vendorCouponSchema, ...errors },
      },
    },
    async (req, reply) => {
      const made = await createCoupon(app.db, sellerCtx(req), req.body);
      // Its badge shows on the chosen products' pages at once (all products: within their TTL).
      await dropProductPages(req.body.product_ids ?? []);
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/coupons/:id/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'Bir kupon',
        security,
        params: couponParams,
        response: { 200: vendorCouponSchema, ...errors },
      },
    },
    async (req) => getCoupon(app.db, sellerCtx(req), req.params.id),
  );

  app.put(
    '/coupons/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Kuponu değiştir (kullanılmış kuponun kodu, türü ve tutarı sabittir)',
        security,
        params: couponParams,
        body: couponInputSchema,
        response: { 200: vendorCouponSchema, ...errors },
      },
    },
    async (req) => {
      const done = await updateCoupon(app.db, sellerCtx(req), req.params.id, req.body);
      await dropProductPages(req.body.product_ids ?? []);
      return done;
    },
  );

  app.delete(
    '/coupons/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Kuponu sil; kullanılmış ya da bir sepette olan kupon silinmez, sonlandırılır',
        security,
        params: couponParams,
        response: { 200: promoDeletedSchema, ...errors },
      },
    },
    async (req) => deleteCoupon(app.db, sellerCtx(req), req.params.id),
  );

  app.get(
    '/campaigns/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'İşletmenin kampanyaları (?page=)',
        security,
        querystring: vendorPromoListQuerySchema,
        response: { 200: vendorCampaignListSchema, ...errors },
      },
    },
    async (req) => listCampaigns(app.db, sellerCtx(req), req.query, req.url),
  );

  app.post(
    '/campaigns/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Kampanya oluştur: "X al Y öde", "sepette % indirim", "2. ürüne % indirim" veya kargo bedava eşiği, bir dönem için',
        security,
        body: campaignInputSchema,
        response: { 201: vendorCampaignSchema, ...errors },
      },
    },
    async (req, reply) => {
      const made = await createCampaign(app.db, sellerCtx(req), req.body);
      await dropProductPages(req.body.product_ids ?? []);
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/campaigns/:id/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'Bir kampanya',
        security,
        params: campaignParams,
        response: { 200: vendorCampaignSchema, ...errors },
      },
    },
    async (req) => getCampaign(app.db, sellerCtx(req), req.params.id),
  );

  app.put(
    '/campaigns/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Kampanyayı değiştir',
        security,
        params: campaignParams,
        body: campaignInputSchema,
        response: { 200: vendorCampaignSchema, ...errors },
      },
    },
    async (req) => {
      const done = await updateCampaign(app.db, sellerCtx(req), req.params.id, req.body);
      await dropProductPages(req.body.product_ids ?? []);
      return done;
    },
  );

  app.delete(
    '/campaigns/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Kampanyayı sil; başlamış kampanya silinmez, sonlandırılır',
        security,
        params: campaignParams,
        response: { 200: promoDeletedSchema, ...errors },
      },
    },
    async (req) => deleteCampaign(app.db, sellerCtx(req), req.params.id),
  );

  app.get(
    '/discounts/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'İşletmenin ürün indirimleri (?page=)',
        security,
        querystring: vendorPromoListQuerySchema,
        response: { 200: vendorDiscountListSchema, ...errors },
      },
    },
    async (req) => listDiscounts(app.db, sellerCtx(req), req.query, req.url),
  );

  app.post(
    '/discounts/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Seçilen ürün ve varyantlara bir dönem için yeni fiyat veya yüzde indirim (ürün başına bir kayıt)',
        security,
        body: discountInputSchema,
        response: { 201: discountsCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await createDiscounts(app.db, sellerCtx(req), req.body);
      await dropProductPages(req.body.items.map((i) => i.product_id));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/discounts/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'İndirimi kaldır; başlamış indirim hemen biter',
        security,
        params: discountParams,
        response: { 200: promoDeletedSchema, ...errors },
      },
    },
    async (req) => {
      const { product_id, ...done } = await deleteDiscount(app.db, sellerCtx(req), req.params.id);
      await dropProductPages([product_id]);
      return done;
    },
  );
};

/** The shopper's coupons and the cart's coupon entry under /api/urun/api/. */
export const shopperPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['kuponlar'];

  app.get(
    '/coupons/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Şu an kullanılabilecek kuponlar: herkese açık olanlar ve sepete eklenenler (?seller=, ?product=)',
        querystring: shopperCouponListQuerySchema,
        response: { 200: shopperCouponListSchema, ...errors },
      },
    },
    async (req) => listShopperCoupons(app.db, req.ctx, req.query),
  );

  app.post(
    '/cart/coupons/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(30, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Sepete kupon kodu uygula (satıcı paketi başına bir kupon)',
        security,
        body: applyCouponSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => applyCartCoupon(app.db, userCtx(req), req.body.code),
  );

  app.delete(
    '/cart/coupons/:code/',
    {
      auth: 'user',
      schema: {
        tags: TAGS,
        summary: 'Kuponu sepetten çıkar',
        security,
        params: z.object({ code: z.string().min(1).max(30) }),
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => removeCartCoupon(app.db, userCtx(req), req.params.code),
  );
};

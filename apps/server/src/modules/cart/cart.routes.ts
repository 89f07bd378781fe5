import { pathId } from '../../lib/params.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemSchema,
  apiErrorSchema,
  cartCountSchema,
  cartSchema,
  mergeCartSchema,
  quoteCartSchema,
  selectAllSchema,
  updateCartItemSchema,
} from '@carsi/shared';
import {
  addCartItem,
  countCartItems,
  loadCart,
  mergeCart,
  quoteCart,
  removeCartItem,
  selectAllCartItems,
  updateCartItem,
} from './cart.service.ts';
import { countAddToCart } from '../vendor-insights/index.ts';

const BAD_ID = 'Sepet satırı numarası bir tam sayı olmalı.';

const lineParams = z.object({ id: pathId(BAD_ID) });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The server cart of a logged-in shopper (issue 5); every answer is the whole cart. The
 * anonymous cart is priced by the same code (`/cart/quote/`), so /sepet/ and /sepetim/ agree.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Carts are personal and change with every write: never cached.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/cartitemcount/',
    {
      auth: 'user',
      schema: {
        tags: ['sepet'],
        summary: 'Sepetteki satır ve seçili satır sayısı',
        security: [{ bearerAuth: [] }],
        response: { 200: cartCountSchema },
      },
    },
    async (req) => countCartItems(app.db, req.authUser!.id),
  );

  app.post(
    '/cart/quote/',
    {
      // Public: the anonymous cart lives on the device; only ids, quantities and the selection
      // are sent, every price and fee comes from the database. It changes nothing and reads
      // nothing of the caller's, so it needs no CSRF token: a first visit on a cached page may
      // not hold one yet, and a 403-then-retry would only cost a round trip.
      config: { csrf: false, rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Yerel (üye olmadan) sepeti fiyatla: satıcı grupları, kargo ve toplamlar',
        body: quoteCartSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => quoteCart(app.db, req.body.items),
  );

  app.get(
    '/cart/',
    {
      auth: 'user',
      schema: {
        tags: ['sepet'],
        summary: 'Sepet, satıcıya göre gruplu, toplamlarla',
        security: [{ bearerAuth: [] }],
        response: { 200: cartSchema, 401: apiErrorSchema },
      },
    },
    async (req) => loadCart(app.db, req.authUser!.id),
  );

  app.post(
    '/cart/items/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Sepete ekle (varsa adet artar, stokla sınırlı)',
        security: [{ bearerAuth: [] }],
        body: addCartItemSchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (req, reply) => {
      const cart = await addCartItem(
        app.db,
        req.authUser!.id,
        req.body.offer_id,
        req.body.quantity,
      );
      countAddToCart(app.db, req.body.offer_id, req.headers['user-agent'], req.log);
      return reply.status(201).send(cart);
    },
  );

  app.patch(
    '/cart/items/:id/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(240, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Sepet satırının adedini veya seçimini değiştir',
        security: [{ bearerAuth: [] }],
        params: lineParams,
        body: updateCartItemSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => updateCartItem(app.db, req.authUser!.id, req.params.id, req.body),
  );

  app.delete(
    '/cart/items/:id/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(240, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Sepet satırını sil',
        security: [{ bearerAuth: [] }],
        params: lineParams,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => removeCartItem(app.db, req.authUser!.id, req.params.id),
  );

  app.post(
    '/cart/select-all/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Tüm satırları seç veya seçimi kaldır',
        security: [{ bearerAuth: [] }],
        body: selectAllSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => selectAllCartItems(app.db, req.authUser!.id, req.body.selected),
  );

  app.post(
    '/cart/merge/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(30, '1 minute') },
      schema: {
        tags: ['sepet'],
        summary: 'Girişte yerel sepeti sunucu sepetine kat',
        security: [{ bearerAuth: [] }],
        body: mergeCartSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (req) => mergeCart(app.db, req.authUser!.id, req.body.items),
  );
};

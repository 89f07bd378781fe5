import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFavoriteSchema,
  apiErrorSchema,
  favoriteListSchema,
  favoriteSchema,
} from '@carsi/shared';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';
import { pathId } from '../../lib/params.ts';

const BAD_ID = 'Ürün numarası bir tam sayı olmalı.';

const productIdParams = z.object({ product_id: pathId(BAD_ID) });

/** Favourites of the logged-in shopper (issue 5): list, add (idempotent), remove. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites/',
    {
      auth: 'user',
      schema: {
        tags: ['favoriler'],
        summary: 'Favoriler, en yeni önce (eklendiğinden beri fiyat düşüşüyle)',
        security: [{ bearerAuth: [] }],
        response: { 200: favoriteListSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listFavorites(app.db, req.authUser!.id);
    },
  );

  app.post(
    '/favorites/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: ['favoriler'],
        summary: 'Favorilere ekle (zaten ekliyse mevcut kayıt döner)',
        security: [{ bearerAuth: [] }],
        body: addFavoriteSchema,
        response: {
          200: favoriteSchema,
          201: favoriteSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { favorite, created } = await addFavorite(
        app.db,
        req.authUser!.id,
        req.body.product_id,
      );
      reply.header('Cache-Control', 'private, no-store');
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/favorites/:product_id/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: ['favoriler'],
        summary: 'Favorilerden çıkar',
        security: [{ bearerAuth: [] }],
        params: productIdParams,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      await removeFavorite(app.db, req.authUser!.id, req.params.product_id);
      return reply.status(204).send(null);
    },
  );
};

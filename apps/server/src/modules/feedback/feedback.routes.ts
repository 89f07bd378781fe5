import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  questionCreatedSchema,
  questionRequestSchema,
  reviewCreatedSchema,
  reviewRequestSchema,
} from '@carsi/shared';
import { pathId } from '../../lib/params.ts';
import { createQuestion } from './questions.service.ts';
import { createReview } from './reviews.service.ts';

/**
 * The product page's cached JSON (catalog/product.routes.ts caches `product:detail:<slug>` for
 * 45 s): dropped after a review so the new rating and review show at once.
 */
export const productDetailCacheKey = (slug: string) => `product:detail:${slug}`;

/** Limits count per shopper, not per address (many shoppers share a carrier's address). */
const perUser = (req: FastifyRequest) => (req.authUser ? `u:${req.authUser.id}` : req.ip);

/** Reviews and questions written by shoppers (issue 5). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order-items/:id/review/',
    {
      auth: 'user',
      config: { rateLimit: { ...app.routeLimit(30, '1 hour'), keyGenerator: perUser } },
      schema: {
        tags: ['yorumlar'],
        summary: 'Teslim edilen bir sipariş ürününü değerlendir (yıldız, yorum, fotoğraf; bir kez)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: pathId('Sipariş ürünü geçerli bir numara olmalı.') }),
        body: reviewRequestSchema,
        response: {
          201: reviewCreatedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { review, productSlug } = await createReview(
        app.db,
        req.authUser!.id,
        req.params.id,
        req.body,
      );
      // The review is written: a cache hiccup only delays the page by its 45 s, never fails it.
      await app.cache.del(productDetailCacheKey(productSlug)).catch((err: unknown) => {
        req.log.warn({ err }, 'product page cache not dropped after a review');
      });
      reply.header('Cache-Control', 'private, no-store');
      return reply.status(201).send(review);
    },
  );

  app.post(
    '/products/:id/questions/',
    {
      auth: 'user',
      config: { rateLimit: { ...app.routeLimit(10, '1 hour'), keyGenerator: perUser } },
      schema: {
        tags: ['yorumlar'],
        summary: 'Satıcıya soru sor (satıcı yanıtlayınca ürün sayfasında yayınlanır)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: pathId('Ürün geçerli bir numara olmalı.') }),
        body: questionRequestSchema,
        response: {
          201: questionCreatedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const question = await createQuestion(app.db, req.authUser!.id, req.params.id, req.body);
      reply.header('Cache-Control', 'private, no-store');
      return reply.status(201).send(question);
    },
  );
};

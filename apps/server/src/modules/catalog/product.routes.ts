import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  productDetailSchema,
  productRowSchema,
  questionPageSchema,
  reviewPageSchema,
} from '@carsi/shared';
import { notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import {
  findProductTarget,
  loadProductDetail,
  PRODUCT_NOT_FOUND,
} from './product-detail.service.ts';
import { FEEDBACK_PAGE_SIZE, questionPage, reviewPage } from './product-feedback.service.ts';
import { findBoughtTogether, findSimilar } from './product-rows.service.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { pathId } from '../../lib/params.ts';
import { countProductView } from '../vendor-insights/index.ts';

// The product page is the busiest read: its JSON is cached whole for a short while (prices,
// stock and deal countdowns may lag by that much; the cart re-checks them).
const DETAIL_TTL = 45;
const ROWS_TTL = 60;

const idParams = z.object({ id: pathId('Ürün geçerli bir numara olmalı.') });

const pageParam = z
  .string({ error: 'Sayfa 1 veya daha büyük bir tam sayı olmalı.' })
  .regex(/^[1-9]\d{0,5}$/, { error: 'Sayfa 1 veya daha büyük bir tam sayı olmalı.' })
  .transform(Number)
  .default(1);

const reviewQuery = z.object({
  page: pageParam,
  rating: z
    .enum(['1', '2', '3', '4', '5'], { error: 'Puan 1 ile 5 arasında olmalı.' })
    .transform(Number)
    .optional(),
});

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:slug/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Ürün sayfası: varyantlar, satıcı teklifleri, özellikler, yorumlar ve sorular',
        params: z.object({ slug: z.string() }),
        response: { 200: productDetailSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      // Slugs are short lower-case words; anything else cannot name a product.
      if (slug.length > 200 || !/^[a-z0-9-]+$/.test(slug)) throw notFound(PRODUCT_NOT_FOUND);
      const json = await app.cache.wrap(`product:detail:${slug}`, DETAIL_TTL, async () => {
        const detail = await loadProductDetail(app.db, slug);
        if (!detail) throw notFound(PRODUCT_NOT_FOUND);
        // Typed as the schema's output and held to it whole by a test over every demo product:
        // parsing it again here was a fixed ~0.3–0.8 ms of every uncached product page.
        return JSON.stringify(detail);
      });
      // Counted on cache hits too; in memory, written every few seconds (ADR 028).
      countProductView(app.db, slug, req.headers['user-agent'], req.log);
      return sendSerialised(reply, json, DETAIL_TTL);
    },
  );

  app.get(
    '/products/:id/reviews/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Ürün değerlendirmeleri (en yeniler önce, puana göre süzülebilir)',
        params: idParams,
        querystring: reviewQuery,
        response: { 200: reviewPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const product = await findProductTarget(app.db, req.params.id);
      const { page, rating } = req.query;
      const { count, results } = await reviewPage(app.db, product, page, rating);
      return { count, ...pageLinks(req.url, page, FEEDBACK_PAGE_SIZE, count), results };
    },
  );

  app.get(
    '/products/:id/questions/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Ürün hakkında yanıtlanmış sorular',
        params: idParams,
        querystring: z.object({ page: pageParam }),
        response: { 200: questionPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const product = await findProductTarget(app.db, req.params.id);
      const { page } = req.query;
      const { count, results } = await questionPage(app.db, product.id, page);
      return { count, ...pageLinks(req.url, page, FEEDBACK_PAGE_SIZE, count), results };
    },
  );

  const row = (kind: 'similar' | 'bought-together', summary: string) =>
    app.get(
      `/products/:id/${kind}/`,
      {
        schema: {
          tags: ['katalog'],
          summary,
          params: idParams,
          response: { 200: productRowSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const id = req.params.id;
        const json = await app.cache.wrap(`product:${kind}:${id}`, ROWS_TTL, async () => {
          const product = await findProductTarget(app.db, id);
          const results =
            kind === 'similar'
              ? await findSimilar(app.db, product)
              : await findBoughtTogether(app.db, product);
          return JSON.stringify(productRowSchema.parse({ results }));
        });
        return sendSerialised(reply, json, ROWS_TTL);
      },
    );
  row('similar', 'Benzer ürünler');
  row('bought-together', 'Birlikte alınan ürünler');
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bestSellersQuerySchema,
  bestSellersResponseSchema,
  listingQueryShape,
  superDealsResponseSchema,
  systemTreeSchema,
} from '@carsi/shared';
import { loadBestSellers } from './best-sellers.service.ts';
import { pageLinks } from '../../lib/paging.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { loadSuperDeals } from './super-deals.service.ts';
import { loadSystemTree } from './systems.service.ts';

// Best sellers and the systems tree change slowly (sales of the last 30 days, a taxonomy).
const BEST_SELLERS_TTL = 60;
const SYSTEMS_TTL = 60;
// Deals run for days; a deal that ends is left out within this many seconds (the page counts
// down to the end on its own).
const SUPER_DEALS_TTL = 20;

const superDealsQuerySchema = z.object({
  category: listingQueryShape.category,
  page: listingQueryShape.page,
  page_size: listingQueryShape.page_size,
});

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/best-sellers/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Çok satanlar: son 30 günde en çok satılan ürünler (genel veya kategoride)',
        querystring: bestSellersQuerySchema,
        response: { 200: bestSellersResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { category } = req.query;
      const json = await app.cache.wrap(
        `discovery:best-sellers:${category ?? 'all'}`,
        BEST_SELLERS_TTL,
        async () =>
          JSON.stringify(bestSellersResponseSchema.parse(await loadBestSellers(app.db, category))),
      );
      return sendSerialised(reply, json, BEST_SELLERS_TTL);
    },
  );

  app.get(
    '/super-deals/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Süper fırsatlar: süreli fırsatlar ve en yüksek indirimli ürünler',
        querystring: superDealsQuerySchema,
        response: { 200: superDealsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const q = req.query;
      const { starred, count, results } = await app.cache.wrap(
        `discovery:super-deals:${q.category ?? 'all'}:${q.page}:${q.page_size}`,
        SUPER_DEALS_TTL,
        () => loadSuperDeals(app.db, q),
      );
      return { starred, count, ...pageLinks(req.url, q.page, q.page_size, count), results };
    },
  );

  app.get(
    '/systems/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Uyumlu sistem ağacı (her adımda uyan ürün sayısıyla)',
        response: { 200: systemTreeSchema },
      },
    },
    async (_req, reply) => {
      const json = await app.cache.wrap('discovery:systems', SYSTEMS_TTL, async () =>
        JSON.stringify(systemTreeSchema.parse(await loadSystemTree(app.db))),
      );
      return sendSerialised(reply, json, SYSTEMS_TTL);
    },
  );
};

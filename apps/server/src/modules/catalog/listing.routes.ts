import { pageLinks } from '../../lib/paging.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingQuerySchema, listingResponseSchema } from '@carsi/shared';
import { listProducts } from './listing.service.ts';
import { sendSerialised } from '../../lib/serialised.ts';

/** The same URL (path and query) with `page` set to another value. */
/** Facet counts may lag writes by this much (ADR 011). */
const FACET_TTL = 30;
/** A listing page (prices, stock, order) may lag writes by this much (ADR 011). */
export const PAGE_TTL = 15;

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Ürün listesi: filtreler, sıralama, sayfalama ve sayılı filtre seçenekleri',
        querystring: listingQuerySchema,
        response: { 200: listingResponseSchema },
      },
    },
    async (req, reply) => {
      const q = req.query;
      // The whole answer of a URL is shared for PAGE_TTL: popular listings cost one lookup.
      const json = await app.cache.wrap(`listing:page:${req.url}`, PAGE_TTL, async () => {
        const { count, results, facets } = await listProducts(app.db, q, {
          facetCache: { cache: app.cache, key: 'listing:facets', ttl: FACET_TTL },
        });
        return JSON.stringify(
          listingResponseSchema.parse({
            count,
            ...pageLinks(req.url, q.page, q.page_size, count),
            results,
            facets,
          }),
        );
      });
      return sendSerialised(reply, json, PAGE_TTL);
    },
  );
};

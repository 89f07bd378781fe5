import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingQuerySchema, listingResponseSchema } from '@carsi/shared';
import { listProducts } from './listing.service.ts';

/** The same URL (path and query) with `page` set to another value. */
export function pageUrl(url: string, page: number): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** Facet counts may lag writes by this much (ADR 011); the page of products never does. */
const FACET_TTL = 30;

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
    async (req) => {
      const q = req.query;
      const { count, results, facets } = await listProducts(app.db, q, {
        facetCache: { cache: app.cache, key: 'listing:facets', ttl: FACET_TTL },
      });
      const lastPage = Math.max(1, Math.ceil(count / q.page_size));
      return {
        count,
        next: q.page < lastPage ? pageUrl(req.url, q.page + 1) : null,
        previous: q.page > 1 ? pageUrl(req.url, Math.min(q.page - 1, lastPage)) : null,
        results,
        facets,
      };
    },
  );
};

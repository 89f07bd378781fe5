import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingQuerySchema, listingResponseSchema } from '@carsi/shared';
import { listProducts } from './listing.service.ts';
import { sendSerialised } from './serialised.ts';

/** The same URL (path and query) with `page` set to another value. */
export function pageUrl(url: string, page: number): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** Facet counts may lag writes by this much (ADR 011). */
const FACET_TTL = 30;
/** A listing page (prices, stock, order) may lag writes by this much (ADR 011). */
export const PAGE_TTL = 15;

/** `next` and `previous` of a page list: links to the neighbouring pages of the same query. */
export function pageLinks(
  url: string,
  page: number,
  pageSize: number,
  count: number,
): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < lastPage ? pageUrl(url, page + 1) : null,
    previous: page > 1 ? pageUrl(url, Math.min(page - 1, lastPage)) : null,
  };
}

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

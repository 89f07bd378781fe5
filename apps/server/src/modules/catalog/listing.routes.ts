import { pageLinks } from '../../lib/paging.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ListingResponse, listingQuerySchema, listingResponseSchema } from '@carsi/shared';
import { listProducts } from './listing.service.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { catalogueIndexOf, listFromCatalogue, servedFromCatalogue } from './catalogue-snapshot.ts';

/** The same URL (path and query) with `page` set to another value. */
/** Facet counts may lag writes by this much (ADR 011). */
const FACET_TTL = 30;
/** A listing page (prices, stock, order) may lag writes by this much (ADR 011). */
export const PAGE_TTL = 15;

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Listings filtered by category, brand, stock and price come from memory (ADR 052).
  const catalogue = catalogueIndexOf(app.db, (err) =>
    app.log.error({ err }, 'catalogue snapshot: read failed'),
  );
  // A serving process reads it as it starts, so the first shoppers' listings need not wait for
  // the database path (tests and development read it on first use).
  // CATALOGUE_SNAPSHOT=off keeps every listing on the database (a process short of memory).
  const inMemory = process.env.CATALOGUE_SNAPSHOT !== 'off';
  app.addHook('onReady', async () => {
    if (inMemory && process.env.NODE_ENV === 'production') void catalogue.current();
  });
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
        const snapshot = inMemory && servedFromCatalogue(q) ? await catalogue.current() : null;
        // Which path computed it (the bench waits for the memory one; devtools show it).
        void reply.header('server-timing', `listing;desc="${snapshot ? 'memory' : 'database'}"`);
        const { count, results, facets } = snapshot
          ? await listFromCatalogue(app.db, snapshot, q)
          : await listProducts(app.db, q, {
              facetCache: { cache: app.cache, key: 'listing:facets', ttl: FACET_TTL },
            });
        // Typed as the schema's output and held to it by a test: not parsed again per request.
        const body: ListingResponse = {
          count,
          ...pageLinks(req.url, q.page, q.page_size, count),
          results,
          facets,
        };
        return JSON.stringify(body);
      });
      return sendSerialised(reply, json, PAGE_TTL);
    },
  );
};

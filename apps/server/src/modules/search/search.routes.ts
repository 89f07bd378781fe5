import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  searchQuerySchema,
  searchResponseSchema,
  SUGGEST_MIN_QUERY,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@carsi/shared';
import { pageLinks } from '../../lib/paging.ts';
import { PAGE_TTL } from '../catalog/listing.routes.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { searchProducts } from './search.service.ts';
import { suggest } from './suggest.service.ts';
import { queryWords } from './search.text.ts';

/** Suggestions may be a minute old: they are read on every keystroke. */
const SUGGEST_TTL = 60;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/',
    {
      schema: {
        tags: ['arama'],
        summary:
          'Ürün arama: Türkçe harf katlama, kök ve önek eşleştirme, yazım hatası toleransı, ' +
          'liste filtreleri ve "Bunu mu demek istediniz?"',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const q = req.query;
      // Like the listing: the whole answer of a URL is shared for PAGE_TTL.
      const json = await app.cache.wrap(`search:page:${req.url}`, PAGE_TTL, async () => {
        const { count, results, facets, did_you_mean } = await searchProducts(app.db, app.cache, q);
        return JSON.stringify(
          searchResponseSchema.parse({
            count,
            ...pageLinks(req.url, q.page, q.page_size, count),
            results,
            facets,
            query: q.q,
            did_you_mean,
          }),
        );
      });
      return sendSerialised(reply, json, PAGE_TTL);
    },
  );

  app.get(
    '/search/suggest/',
    {
      schema: {
        tags: ['arama'],
        summary: 'Arama kutusu önerileri: ürünler, kategoriler ve markalar (en az 2 karakter)',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const q = req.query.q;
      reply.header('Cache-Control', `public, max-age=${SUGGEST_TTL}`);
      if (q.length < SUGGEST_MIN_QUERY) return suggest(app.db, app.cache, q);
      // Queries that fold to the same words share one cache entry ("Çiçek" and "cicek").
      const result = await app.cache.wrap(
        `search:suggest:q:${queryWords(q).join(' ')}`,
        SUGGEST_TTL,
        () => suggest(app.db, app.cache, q),
      );
      return { ...result, query: q };
    },
  );
};

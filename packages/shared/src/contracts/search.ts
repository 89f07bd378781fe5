import { z } from 'zod';
import { checkPriceRange, listingQueryShape, listingResponseSchema } from './listing.ts';

/** Contracts of search (issue 4): `GET /api/urun/api/search/?q=` and `…/search/suggest/?q=`. */

export const SEARCH_MAX_QUERY = 100;
export const SUGGEST_MIN_QUERY = 2;

const qSchema = z
  .string({ error: 'Arama terimi metin olmalı.' })
  .trim()
  .max(SEARCH_MAX_QUERY, { error: `Arama terimi en fazla ${SEARCH_MAX_QUERY} karakter olabilir.` });

/**
 * The listing's filters plus `q`. An empty `q` lists everything (the "Yeni Gelenler" link is
 * `/search?sort=newest`); with `q` and no explicit sort the order is relevance.
 */
export const searchQuerySchema = z
  .object({ ...listingQueryShape, q: qSchema.default('') })
  .superRefine(checkPriceRange);
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = listingResponseSchema.extend({
  /** The query as understood (trimmed). */
  query: z.string(),
  /** "Bunu mu demek istediniz?": a corrected query when the words look misspelt, else null. */
  did_you_mean: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestQuerySchema = z.object({ q: qSchema.default('') });

export const suggestResponseSchema = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      brand: z.string(),
      price: z.number().int(),
      /** 200 px rendition or null. */
      image: z.string().nullable(),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Parent's name for context ("Kadın › Elbise"), or null for a top category. */
      parent: z.string().nullable(),
      /** `/kategori/:id` for a top category, `/alt-kategori/:id` below it. */
      url: z.string(),
    }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

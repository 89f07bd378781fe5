import { z } from 'zod';
import { productCardSchema } from './catalog.ts';

/** Listing sorts (issue 4): önerilen, en düşük/yüksek fiyat, en çok satan, en yeni, en çok değerlendirilen. */
export const listingSorts = [
  'recommended',
  'price_asc',
  'price_desc',
  'best_selling',
  'newest',
  'most_reviewed',
] as const;
export type ListingSort = (typeof listingSorts)[number];

export const LISTING_MAX_PAGE_SIZE = 100;
export const LISTING_DEFAULT_PAGE_SIZE = 24;

/** Repeated query keys arrive as a string (once) or an array (several times). */
const asArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const MAX_INT = 2_147_483_647;
const intString = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= MAX_INT, { error: message });

const idString = (message: string) => intString(message).refine((n) => n >= 1, { error: message });

const boolString = (message: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: message })
    .transform((v) => v === 'true' || v === '1');

const repeatedIds = (message: string) =>
  z.preprocess(
    asArray,
    z.array(idString(message)).max(50, { error: 'En fazla 50 değer seçilebilir.' }),
  );

/** `axis:value`, both slugs (e.g. `renk:kirmizi`). */
const attrString = z
  .string({ error: 'Özellik filtresi "özellik:değer" biçiminde olmalı.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Özellik filtresi "özellik:değer" biçiminde olmalı (ör. renk:kirmizi).',
  })
  .transform((s) => {
    const [axis, value] = s.split(':') as [string, string];
    return { axis, value };
  });

/** The listing's query parameters; search adds `q` to the same shape. */
export const listingQueryShape = {
  category: idString('Kategori geçerli bir numara olmalı.').optional(),
  brand: repeatedIds('Marka geçerli bir numara olmalı.'),
  min_price: intString('En düşük fiyat sıfır veya pozitif bir tam sayı (kuruş) olmalı.').optional(),
  max_price: intString(
    'En yüksek fiyat sıfır veya pozitif bir tam sayı (kuruş) olmalı.',
  ).optional(),
  attr: z.preprocess(
    asArray,
    z.array(attrString).max(50, { error: 'En fazla 50 özellik değeri seçilebilir.' }),
  ),
  rating_min: intString('En düşük puan 1 ile 5 arasında olmalı.')
    .refine((n) => n >= 1 && n <= 5, { error: 'En düşük puan 1 ile 5 arasında olmalı.' })
    .optional(),
  seller: repeatedIds('Satıcı geçerli bir numara olmalı.'),
  in_stock: boolString('Stokta olanlar filtresi true veya false olmalı.').optional(),
  discounted: boolString('İndirimli ürünler filtresi true veya false olmalı.').optional(),
  /** A compatibility system: products that fit it (see `GET urun/api/systems/`). */
  system: idString('Uyumlu sistem geçerli bir numara olmalı.').optional(),
  sort: z
    .enum(listingSorts, {
      error: `Sıralama şunlardan biri olmalı: ${listingSorts.join(', ')}.`,
    })
    .default('recommended'),
  page: idString('Sayfa 1 veya daha büyük bir tam sayı olmalı.').default(1),
  // Larger sizes are capped (issue 4: "page_size capped"), not refused.
  page_size: idString('Sayfa boyutu 1 veya daha büyük bir tam sayı olmalı.')
    .transform((n) => Math.min(n, LISTING_MAX_PAGE_SIZE))
    .default(LISTING_DEFAULT_PAGE_SIZE),
};

/** A negative price range is refused. */
export function checkPriceRange(
  q: { min_price?: number | undefined; max_price?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
    ctx.addIssue({
      code: 'custom',
      path: ['min_price'],
      message: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    });
}

/** Query of `GET /api/urun/api/products/`. Every message is Turkish; the error handler shows them. */
export const listingQuerySchema = z.object(listingQueryShape).superRefine(checkPriceRange);
export type ListingQuery = z.output<typeof listingQuerySchema>;

const countedRef = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

export const listingFacetsSchema = z.object({
  /** Children of the selected category, or the top categories when none is selected. */
  categories: z.array(countedRef.extend({ slug: z.string() })),
  brands: z.array(countedRef),
  /** Price bounds (kuruş) of the products matching every other filter; null when none match. */
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  /** Filterable attributes of the selected category (empty without a category). */
  attributes: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      values: z.array(
        z.object({
          slug: z.string(),
          value: z.string(),
          hex: z.string().nullable(),
          count: z.number().int(),
        }),
      ),
    }),
  ),
  rating: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  sellers: z.array(countedRef),
  in_stock: z.number().int(),
  discounted: z.number().int(),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const listingResponseSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(productCardSchema),
  facets: listingFacetsSchema,
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

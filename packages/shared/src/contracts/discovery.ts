import { z } from 'zod';
import { productCardSchema } from './catalog.ts';
import { listingQueryShape } from './listing.ts';

/** Contracts of best sellers, super deals and the compatibility finder (issue 4). */

const int = () => z.number().int();

export interface SystemNode {
  id: number;
  name: string;
  slug: string;
  /** The step this node answers: 'tur', 'marka', 'model', 'yil'. */
  level: string;
  depth: number;
  /** Products that fit this node (linked to it, an ancestor or a descendant). */
  product_count: number;
  children: SystemNode[];
}

export const systemNodeSchema: z.ZodType<SystemNode> = z.lazy(() =>
  z.object({
    id: int(),
    name: z.string(),
    slug: z.string(),
    level: z.string(),
    depth: int(),
    product_count: int(),
    children: z.array(systemNodeSchema),
  }),
);
/** `GET /api/urun/api/systems/` */
export const systemTreeSchema = z.array(systemNodeSchema);

// The listing's own category parameter: a whole number that fits the id column (a larger one
// reached the database and failed there).
export const bestSellersQuerySchema = z.object({ category: listingQueryShape.category });

/** `GET /api/urun/api/best-sellers/?category=`: units sold in the last `period_days` days. */
export const bestSellersResponseSchema = z.object({
  period_days: int(),
  category: z.object({ id: int(), name: z.string() }).nullable(),
  /** Top categories with sales in the period, for the tabs. */
  categories: z.array(z.object({ id: int(), name: z.string(), slug: z.string() })),
  results: z.array(productCardSchema.extend({ rank: int(), units_sold: int() })),
});
export type BestSellersResponse = z.infer<typeof bestSellersResponseSchema>;

export const starredDealSchema = z.object({
  id: int(),
  offer_id: int(),
  seller_name: z.string(),
  /** The deal price, and the offer's price before it (kuruş). */
  price: int(),
  list_price: int(),
  discount_percent: int(),
  /** Units left at this price: the deal's remaining stock when it has a cap, else the offer's. */
  stock: int(),
  /** The deal's stock cap (docs/decisions/038); null or absent: none. */
  stock_cap: int().nullable().optional(),
  starts_at: z.string(),
  ends_at: z.string(),
  product: productCardSchema,
});
export type StarredDeal = z.infer<typeof starredDealSchema>;

/**
 * `GET /api/urun/api/super-deals/?category=&page=&page_size=`: the active starred deals (soonest
 * to end first) and a page of discounted products by discount depth.
 */
export const superDealsResponseSchema = z.object({
  starred: z.array(starredDealSchema),
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(productCardSchema),
});
export type SuperDealsResponse = z.infer<typeof superDealsResponseSchema>;

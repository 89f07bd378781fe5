import { z } from 'zod';

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  depth: number;
  icon: string | null;
  product_count: number;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    depth: z.number().int(),
    icon: z.string().nullable(),
    product_count: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryTreeSchema = z.array(categoryNodeSchema);

export const brandRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** A product as a card in a grid or row: the best offer's price, list price and stock. */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brand: brandRefSchema,
  category_id: z.number().int(),
  price: z.number().int().describe('kuruş, best offer'),
  list_price: z.number().int().nullable().describe('kuruş'),
  discount_percent: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  seller_count: z.number().int(),
  stock: z.number().int().describe('stock of the best offer'),
  free_shipping: z.boolean(),
  /** "Sepette %10 indirim", "3 al 2 öde", "Kupon: 50 TL" (docs/decisions/037). */
  badges: z.array(z.string()).optional(),
  image: z
    .object({
      url: z.string(),
      srcset: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    })
    .nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const homeSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  products: z.array(productCardSchema),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  color_from: z.string(),
  color_to: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const homeResponseSchema = z.object({
  banners: z.array(bannerSchema),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      icon: z.string().nullable(),
      product_count: z.number().int(),
    }),
  ),
  sections: z.array(homeSectionSchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const cartCountSchema = z.object({
  ItemInCart: z.number().int().nonnegative(),
  SelectedItemInCart: z.number().int().nonnegative(),
});
export type CartCount = z.infer<typeof cartCountSchema>;

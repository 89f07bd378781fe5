import { z } from 'zod';
import { brandRefSchema, productCardSchema } from './catalog.ts';

/** Contracts of the product page (issue 4): `GET /api/urun/api/products/{slug}/` and friends. */

const int = () => z.number().int();

export const productImageSchema = z.object({
  id: int(),
  /** 400 px rendition; `srcset` lists 200/400/800; `zoom_url` is the 800 px one. */
  url: z.string(),
  srcset: z.string(),
  zoom_url: z.string(),
  width: int(),
  height: int(),
  alt: z.string(),
  /** The variant the image shows (its colour), or null for the product as a whole. */
  variant_id: int().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A variant axis (Renk, Beden …) with the values the product's variants use, in order. */
export const variantAxisSchema = z.object({
  slug: z.string(),
  name: z.string(),
  values: z.array(z.object({ slug: z.string(), value: z.string(), hex: z.string().nullable() })),
});
export type VariantAxis = z.infer<typeof variantAxisSchema>;

export const sellerRefSchema = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  /** 0–5 with one decimal, and the number of ratings. */
  rating: z.number(),
  rating_count: int(),
});
export type SellerRef = z.infer<typeof sellerRefSchema>;

/** One business's offer for one variant. Money in kuruş. */
export const productOfferSchema = z.object({
  id: int(),
  variant_id: int(),
  seller: sellerRefSchema,
  price: int(),
  list_price: int().nullable(),
  discount_percent: int(),
  /** Campaigns and public coupons of the seller on this product ("3 al 2 öde", "Kupon: 50 TL"). */
  badges: z.array(z.string()).optional(),
  /** The lowest price of the last 30 days, discounts included ("Son 30 günün en düşük fiyatı"). */
  lowest_price_30d: int().nullable().optional(),
  stock: int(),
  /** The seller's shipping fee for this offer alone (0 when it reaches free shipping). */
  shipping_fee: int(),
  /** The seller's basket total for free shipping, or null when it never ships free. */
  free_shipping_threshold: int().nullable(),
  free_shipping: z.boolean(),
  dispatch_days: int(),
  /** Estimated delivery window, dates (YYYY-MM-DD) in Europe/Istanbul. */
  delivery: z.object({ from: z.string(), to: z.string() }),
  /** End of an active starred deal on this offer (ISO), for a countdown; else null. */
  deal_ends_at: z.string().nullable(),
  /** That deal's cap and the units left under it ("3 / 5 fırsat ürünü kaldı"); null without a cap. */
  deal_cap: int().nullable().optional(),
  deal_left: int().nullable().optional(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const productVariantSchema = z.object({
  id: int(),
  sku: z.string(),
  /** Axis slug → value slug, e.g. { renk: 'kirmizi', beden: 'm' }. */
  values: z.record(z.string(), z.string()),
  /** The cheapest in-stock offer (else the cheapest), null when nobody offers it. */
  best_offer_id: int().nullable(),
  price: int().nullable(),
  list_price: int().nullable(),
  in_stock: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const reviewSchema = z.object({
  id: int(),
  author: z.string(),
  rating: int(),
  body: z.string(),
  /** The chosen variant's values, e.g. "Kırmızı / M", or '' when unknown. */
  variant_label: z.string(),
  seller_name: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), width: int(), height: int() })),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const questionSchema = z.object({
  id: int(),
  author: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  seller_name: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const productDetailSchema = z.object({
  id: int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  kdv_rate: int(),
  brand: brandRefSchema,
  category: z.object({ id: int(), name: z.string(), slug: z.string() }),
  /** Top category first, the product's own category last. */
  breadcrumbs: z.array(z.object({ id: int(), name: z.string(), slug: z.string(), depth: int() })),
  /** Summary of the best offer, as on the product's card. */
  price: int().nullable(),
  list_price: int().nullable(),
  discount_percent: int(),
  in_stock: z.boolean(),
  seller_count: int(),
  rating: z.number(),
  rating_count: int(),
  review_count: int(),
  /** Stars 5…1 with the number of written reviews of each. */
  rating_distribution: z.array(z.object({ stars: int(), count: int() })),
  question_count: int(),
  images: z.array(productImageSchema),
  axes: z.array(variantAxisSchema),
  variants: z.array(productVariantSchema),
  /** The variant shown first: the cheapest in stock. */
  default_variant_id: int().nullable(),
  /** Every active offer, cheapest first within each variant. */
  offers: z.array(productOfferSchema),
  /** Non-axis attributes ("Materyal: Pamuk"). */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Compatible systems as their name chains, e.g. ["Otomobil", "Renault", "Clio"]. */
  systems: z.array(z.object({ id: int(), names: z.array(z.string()) })),
  /** The newest answered questions and reviews (the lists have their own calls). */
  reviews: z.array(reviewSchema),
  questions: z.array(questionSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** `GET /api/urun/api/products/{id}/reviews/?page=&rating=` */
export const reviewPageSchema = pageOf(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;
/** `GET /api/urun/api/products/{id}/questions/?page=` (answered questions only). */
export const questionPageSchema = pageOf(questionSchema);
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** `GET /api/urun/api/products/{id}/similar/` and `…/bought-together/` */
export const productRowSchema = z.object({ results: z.array(productCardSchema) });
export type ProductRowResponse = z.infer<typeof productRowSchema>;

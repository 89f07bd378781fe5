DROP INDEX "products_listing_new_idx";--> statement-breakpoint
DROP INDEX "products_listing_sold_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "reviews_product_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facet_values" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facet_values_idx" ON "products" USING gin ("facet_values");--> statement-breakpoint
CREATE INDEX "products_seller_ids_idx" ON "products" USING gin ("seller_ids");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'yayinda' AND "products"."min_price" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_new_idx" ON "products" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_listing_sold_idx" ON "products" USING btree ("status","sold_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("status","discount_percent" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST);
--> statement-breakpoint
-- Backfill the facet arrays of existing products (later changes go through refreshProductSummaries).
UPDATE "products" p SET
  "facet_values" = coalesce((
    SELECT array_agg(DISTINCT x.value_id ORDER BY x.value_id) FROM (
      SELECT pav.attribute_value_id AS value_id FROM product_attribute_values pav WHERE pav.product_id = p.id
      UNION ALL
      SELECT vav.attribute_value_id FROM variant_attribute_values vav JOIN variants v ON v.id = vav.variant_id
       WHERE v.product_id = p.id AND v.is_active
    ) x), '{}'),
  "seller_ids" = coalesce((
    SELECT array_agg(DISTINCT o.business_id ORDER BY o.business_id) FROM offers o JOIN variants v ON v.id = o.variant_id
     WHERE v.product_id = p.id AND v.is_active AND o.is_active), '{}');
--> statement-breakpoint
-- Facet counts and the choice of a page's ids read only this index (index-only scans): one
-- narrow entry per visible product instead of the wide product rows. Drizzle cannot declare INCLUDE columns, so it lives here.
CREATE INDEX IF NOT EXISTS "products_facets_cover_idx" ON "products" ("category_id")
  INCLUDE ("id", "brand_id", "min_price", "in_stock", "sold_count", "created_at", "rating_count",
           "rating_avg_x100", "discount_percent", "facet_values", "seller_ids")
  WHERE "status" = 'yayinda' AND "min_price" IS NOT NULL;

-- A million products (issue 17, docs/decisions/044): the facet cover index keys on the brand
-- too, so a listing with a brand filter reads only that brand's entries of the category (an
-- index range) instead of every entry of the category, filtered one by one. Same columns and
-- predicate as before (migration 0004); only brand_id moves from INCLUDE into the key.
DROP INDEX IF EXISTS "products_facets_cover_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_facets_cover_idx" ON "products" ("category_id", "brand_id")
  INCLUDE ("id", "min_price", "in_stock", "sold_count", "created_at", "rating_count",
           "rating_avg_x100", "discount_percent", "facet_values", "seller_ids")
  WHERE "status" = 'yayinda' AND "min_price" IS NOT NULL;

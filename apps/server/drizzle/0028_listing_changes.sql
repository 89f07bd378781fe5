-- The catalogue snapshot (issue 17, docs/decisions/052): each process keeps the listing columns
-- of every visible product in memory and reads only the rows changed since its last look. A
-- trigger stamps a row whenever a column a listing filters, counts or sorts on changes, whoever
-- writes it (the catalogue service, the sales fold, reviews, moderation, seeds). clock_timestamp:
-- the moment of the change, not of the transaction's start, so a reader's window with a few
-- seconds of overlap covers transactions that commit just after it looked.
ALTER TABLE "products" ADD COLUMN "listing_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_changed_idx" ON "products" USING btree ("listing_changed_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_listing_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR
     (NEW.status, NEW.min_price, NEW.brand_id, NEW.category_id, NEW.in_stock,
      NEW.discount_percent, NEW.rating_avg_x100, NEW.rating_count, NEW.sold_count,
      NEW.created_at, NEW.seller_ids, NEW.facet_values)
     IS DISTINCT FROM
     (OLD.status, OLD.min_price, OLD.brand_id, OLD.category_id, OLD.in_stock,
      OLD.discount_percent, OLD.rating_avg_x100, OLD.rating_count, OLD.sold_count,
      OLD.created_at, OLD.seller_ids, OLD.facet_values)
  THEN
    NEW.listing_changed_at := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_listing_changed BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_listing_changed();

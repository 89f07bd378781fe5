ALTER TABLE "products" ADD COLUMN "product_line_id" integer;--> statement-breakpoint
-- Written by hand: the schema declares the column only (catalog.ts and vendor-brands.ts would
-- import each other), so the foreign key and index live here.
ALTER TABLE "products" ADD CONSTRAINT "products_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_product_line_idx" ON "products" USING btree ("product_line_id") WHERE "product_line_id" IS NOT NULL;

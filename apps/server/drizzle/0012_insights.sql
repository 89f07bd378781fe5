CREATE TABLE "product_daily_stats" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"add_to_cart" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_stats_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_daily_stats_counts_ck" CHECK ("product_daily_stats"."views" >= 0 AND "product_daily_stats"."add_to_cart" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_business_created_idx" ON "order_items" USING btree ("business_id","created_at");
ALTER TYPE "public"."product_status" ADD VALUE 'pasif';--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "is_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_status" text;--> statement-breakpoint
CREATE INDEX "products_creator_idx" ON "products" USING btree ("created_by_business_id","status");--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("review_status","submitted_at") WHERE "products"."review_status" IS NOT NULL;
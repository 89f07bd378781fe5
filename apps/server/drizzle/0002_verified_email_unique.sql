DROP INDEX "users_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_uq" ON "users" USING btree ("email") WHERE "users"."email_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","created_at");
CREATE TABLE "package_invoices" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"url" text,
	"storage_key" text,
	"content_type" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_invoices_one_ck" CHECK (("package_invoices"."url" IS NULL) <> ("package_invoices"."storage_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "return_decisions" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"accepted" boolean NOT NULL,
	"reason" text,
	"photos" text[],
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_invoices" ADD CONSTRAINT "package_invoices_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_invoices" ADD CONSTRAINT "package_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_invoices" ADD CONSTRAINT "package_invoices_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_decisions" ADD CONSTRAINT "return_decisions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_decisions" ADD CONSTRAINT "return_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_invoices_business_idx" ON "package_invoices" USING btree ("business_id");
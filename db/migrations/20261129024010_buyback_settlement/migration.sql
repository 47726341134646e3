CREATE TABLE "buyback_statement_lines" (
	"id" serial PRIMARY KEY,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pickup_request_id" integer,
	"reference_number" text NOT NULL,
	"collected_at" timestamp(3) with time zone NOT NULL,
	"full" integer NOT NULL,
	"minor_damage" integer NOT NULL,
	"scrap" integer NOT NULL,
	"missing" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyback_statements" (
	"id" serial PRIMARY KEY,
	"returner_company_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"payment_reference" text,
	"approved_at" timestamp(3) with time zone,
	"approved_by_user_id" integer,
	"paid_at" timestamp(3) with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_collection_lines" (
	"id" serial PRIMARY KEY,
	"collection_id" integer NOT NULL,
	"drum_line_id" integer NOT NULL,
	"drum_spec_id" integer NOT NULL,
	"declared_quantity" integer NOT NULL,
	"full" integer NOT NULL,
	"minor_damage" integer NOT NULL,
	"scrap" integer NOT NULL,
	"missing" integer NOT NULL,
	"buyback_cents" bigint NOT NULL,
	"buyback80_cents" bigint NOT NULL,
	"scrap_fee_cents" bigint NOT NULL,
	"weight_kg" double precision,
	"credit_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_collection_photos" (
	"id" serial PRIMARY KEY,
	"collection_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_collections" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"collected_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"collector_name" text,
	"collected_by_user_id" integer,
	"transport_company_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"credit_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buyback_statement_lines_statement_idx" ON "buyback_statement_lines" ("statement_id","collected_at");--> statement-breakpoint
CREATE INDEX "buyback_statement_lines_request_idx" ON "buyback_statement_lines" ("pickup_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_statements_company_month_key" ON "buyback_statements" ("returner_company_id","month");--> statement-breakpoint
CREATE INDEX "buyback_statements_month_idx" ON "buyback_statements" ("month","id");--> statement-breakpoint
CREATE INDEX "buyback_statements_status_month_idx" ON "buyback_statements" ("status","month");--> statement-breakpoint
CREATE INDEX "buyback_statements_approved_by_idx" ON "buyback_statements" ("approved_by_user_id");--> statement-breakpoint
CREATE INDEX "buyback_statements_paid_by_idx" ON "buyback_statements" ("paid_by_user_id");--> statement-breakpoint
CREATE INDEX "pickup_collection_lines_collection_idx" ON "pickup_collection_lines" ("collection_id");--> statement-breakpoint
CREATE INDEX "pickup_collection_lines_drum_line_idx" ON "pickup_collection_lines" ("drum_line_id");--> statement-breakpoint
CREATE INDEX "pickup_collection_lines_spec_idx" ON "pickup_collection_lines" ("drum_spec_id");--> statement-breakpoint
CREATE INDEX "pickup_collection_photos_collection_idx" ON "pickup_collection_photos" ("collection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_collections_request_key" ON "pickup_collections" ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "pickup_collections_collected_idx" ON "pickup_collections" ("collected_at");--> statement-breakpoint
CREATE INDEX "pickup_collections_transport_company_idx" ON "pickup_collections" ("transport_company_id","collected_at");--> statement-breakpoint
CREATE INDEX "pickup_collections_user_idx" ON "pickup_collections" ("collected_by_user_id");--> statement-breakpoint
ALTER TABLE "buyback_statement_lines" ADD CONSTRAINT "buyback_statement_lines_statement_id_buyback_statements_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "buyback_statements"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "buyback_statement_lines" ADD CONSTRAINT "buyback_statement_lines_hbvnnyYr690W_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "buyback_statements" ADD CONSTRAINT "buyback_statements_ZFHhIcFCVO9c_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "buyback_statements" ADD CONSTRAINT "buyback_statements_approved_by_user_id_users_id_fkey" FOREIGN KEY ("approved_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "buyback_statements" ADD CONSTRAINT "buyback_statements_paid_by_user_id_users_id_fkey" FOREIGN KEY ("paid_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_collection_lines" ADD CONSTRAINT "pickup_collection_lines_5xDY2kix4v4n_fkey" FOREIGN KEY ("collection_id") REFERENCES "pickup_collections"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_collection_lines" ADD CONSTRAINT "pickup_collection_lines_zK7CpTxxpC0C_fkey" FOREIGN KEY ("drum_line_id") REFERENCES "pickup_request_drums"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_collection_lines" ADD CONSTRAINT "pickup_collection_lines_drum_spec_id_drum_specs_id_fkey" FOREIGN KEY ("drum_spec_id") REFERENCES "drum_specs"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "pickup_collection_photos" ADD CONSTRAINT "pickup_collection_photos_I4RTS1uEkTEJ_fkey" FOREIGN KEY ("collection_id") REFERENCES "pickup_collections"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD CONSTRAINT "pickup_collections_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD CONSTRAINT "pickup_collections_collected_by_user_id_users_id_fkey" FOREIGN KEY ("collected_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD CONSTRAINT "pickup_collections_s5IiJKUrTG3i_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE SET NULL;
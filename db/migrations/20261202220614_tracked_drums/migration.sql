CREATE TABLE "drum_deliveries" (
	"id" serial PRIMARY KEY,
	"returner_company_id" integer NOT NULL,
	"delivery_note" text,
	"delivered_at" timestamp(3) with time zone NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"recorded_by_user_id" integer,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drum_reminder_mails" (
	"returner_company_id" integer,
	"day" text,
	"sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drum_reminder_mails_pkey" PRIMARY KEY("returner_company_id","day")
);
--> statement-breakpoint
CREATE TABLE "drum_stints" (
	"id" serial PRIMARY KEY,
	"drum_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"returner_company_id" integer NOT NULL,
	"drum_spec_id" integer NOT NULL,
	"status" text DEFAULT 'on_site' NOT NULL,
	"delivered_at" timestamp(3) with time zone NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"rent_free_until" timestamp(3) with time zone,
	"forfeits_on" timestamp(3) with time zone,
	"monthly_rent_cents" bigint DEFAULT 0 NOT NULL,
	"forfeit_cents" bigint DEFAULT 0 NOT NULL,
	"costs_from" timestamp(3) with time zone,
	"pickup_request_id" integer,
	"returned_at" timestamp(3) with time zone,
	"return_condition" text,
	"rent_reminder_sent_at" timestamp(3) with time zone,
	"forfeit_reminder_sent_at" timestamp(3) with time zone,
	"rent_started_event_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drums" (
	"id" serial PRIMARY KEY,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"drum_spec_id" integer NOT NULL,
	"current_stint_id" integer,
	"holder_company_id" integer,
	"status" text DEFAULT 'on_site' NOT NULL,
	"pickup_request_id" integer,
	"urgency_at" timestamp(3) with time zone DEFAULT '9999-12-31T00:00:00Z' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_request_drum_numbers" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"drum_line_id" integer NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"drum_id" integer,
	"stint_id" integer,
	"found_unbooked" boolean DEFAULT false NOT NULL,
	"condition" text
);
--> statement-breakpoint
ALTER TABLE "buyback_statement_lines" ADD COLUMN "drum_stint_id" integer;--> statement-breakpoint
ALTER TABLE "buyback_statement_lines" ADD COLUMN "drum_number" text;--> statement-breakpoint
ALTER TABLE "buyback_statement_lines" ADD COLUMN "charged_for" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "drum_specs" ADD COLUMN "rent_free_days" integer;--> statement-breakpoint
ALTER TABLE "drum_specs" ADD COLUMN "monthly_rent_percent" numeric;--> statement-breakpoint
ALTER TABLE "drum_specs" ADD COLUMN "forfeit_after_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_statement_lines_drum_charge_key" ON "buyback_statement_lines" ("drum_stint_id","kind","charged_for");--> statement-breakpoint
CREATE INDEX "drum_deliveries_company_idx" ON "drum_deliveries" ("returner_company_id","delivered_at");--> statement-breakpoint
CREATE INDEX "drum_deliveries_recorded_by_idx" ON "drum_deliveries" ("recorded_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drum_stints_open_key" ON "drum_stints" ("drum_id") WHERE "status" <> 'returned';--> statement-breakpoint
CREATE INDEX "drum_stints_drum_idx" ON "drum_stints" ("drum_id","delivered_at");--> statement-breakpoint
CREATE INDEX "drum_stints_delivery_idx" ON "drum_stints" ("delivery_id");--> statement-breakpoint
CREATE INDEX "drum_stints_company_idx" ON "drum_stints" ("returner_company_id","status");--> statement-breakpoint
CREATE INDEX "drum_stints_open_costs_idx" ON "drum_stints" ("costs_from") WHERE "status" <> 'returned';--> statement-breakpoint
CREATE INDEX "drum_stints_spec_idx" ON "drum_stints" ("drum_spec_id");--> statement-breakpoint
CREATE INDEX "drum_stints_request_idx" ON "drum_stints" ("pickup_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drums_number_key" ON "drums" ("number_key");--> statement-breakpoint
CREATE INDEX "drums_spec_idx" ON "drums" ("drum_spec_id");--> statement-breakpoint
CREATE INDEX "drums_current_stint_idx" ON "drums" ("current_stint_id");--> statement-breakpoint
CREATE INDEX "drums_pickup_request_idx" ON "drums" ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "drums_urgency_idx" ON "drums" ("urgency_at","id");--> statement-breakpoint
CREATE INDEX "drums_status_urgency_idx" ON "drums" ("status","urgency_at","id");--> statement-breakpoint
CREATE INDEX "drums_holder_urgency_idx" ON "drums" ("holder_company_id","status","urgency_at","id");--> statement-breakpoint
CREATE INDEX "drums_number_trgm_idx" ON "drums" USING gin ("number_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_request_drum_numbers_key" ON "pickup_request_drum_numbers" ("pickup_request_id","number_key");--> statement-breakpoint
CREATE INDEX "pickup_request_drum_numbers_line_idx" ON "pickup_request_drum_numbers" ("drum_line_id");--> statement-breakpoint
CREATE INDEX "pickup_request_drum_numbers_drum_idx" ON "pickup_request_drum_numbers" ("drum_id");--> statement-breakpoint
CREATE INDEX "pickup_request_drum_numbers_stint_idx" ON "pickup_request_drum_numbers" ("stint_id");--> statement-breakpoint
ALTER TABLE "drum_deliveries" ADD CONSTRAINT "drum_deliveries_returner_company_id_returner_companies_id_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_deliveries" ADD CONSTRAINT "drum_deliveries_recorded_by_user_id_users_id_fkey" FOREIGN KEY ("recorded_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "drum_reminder_mails" ADD CONSTRAINT "drum_reminder_mails_5mRs0YvFqvPS_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_stints" ADD CONSTRAINT "drum_stints_drum_id_drums_id_fkey" FOREIGN KEY ("drum_id") REFERENCES "drums"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_stints" ADD CONSTRAINT "drum_stints_delivery_id_drum_deliveries_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "drum_deliveries"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_stints" ADD CONSTRAINT "drum_stints_returner_company_id_returner_companies_id_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_stints" ADD CONSTRAINT "drum_stints_drum_spec_id_drum_specs_id_fkey" FOREIGN KEY ("drum_spec_id") REFERENCES "drum_specs"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "drum_stints" ADD CONSTRAINT "drum_stints_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "drums" ADD CONSTRAINT "drums_drum_spec_id_drum_specs_id_fkey" FOREIGN KEY ("drum_spec_id") REFERENCES "drum_specs"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "drums" ADD CONSTRAINT "drums_holder_company_id_returner_companies_id_fkey" FOREIGN KEY ("holder_company_id") REFERENCES "returner_companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "drums" ADD CONSTRAINT "drums_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_request_drum_numbers" ADD CONSTRAINT "pickup_request_drum_numbers_2ibao2kjvcFn_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_request_drum_numbers" ADD CONSTRAINT "pickup_request_drum_numbers_IoGTA8IFeM4v_fkey" FOREIGN KEY ("drum_line_id") REFERENCES "pickup_request_drums"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_request_drum_numbers" ADD CONSTRAINT "pickup_request_drum_numbers_drum_id_drums_id_fkey" FOREIGN KEY ("drum_id") REFERENCES "drums"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_request_drum_numbers" ADD CONSTRAINT "pickup_request_drum_numbers_stint_id_drum_stints_id_fkey" FOREIGN KEY ("stint_id") REFERENCES "drum_stints"("id") ON DELETE SET NULL;
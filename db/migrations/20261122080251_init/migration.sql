CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"event_details" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drum_specs" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"article_number" text,
	"drum_type_id" integer NOT NULL,
	"weight" numeric,
	"flange_diameter" numeric,
	"width_between_flanges" numeric,
	"transport_volume" numeric,
	"buyback_price" numeric,
	"buyback_price80" numeric,
	"scrap_handling_fee" numeric,
	"drum_info" text,
	"available_for" text DEFAULT 'returner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drum_types" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY,
	"message_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"user_id" integer,
	"pickup_request_id" integer,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_pkey" PRIMARY KEY("user_id","pickup_request_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"user_id" integer,
	"message_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"pickup_request_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_request_drums" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"drum_spec_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_request_images" (
	"id" serial PRIMARY KEY,
	"pickup_request_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_requests" (
	"id" serial PRIMARY KEY,
	"status" text DEFAULT 'draft' NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"zone_id" integer,
	"user_id" integer,
	"returner_company_id" integer,
	"assigned_transport_company_id" integer,
	"assigned_contact_person_id" integer,
	"created_by_admin_id" integer,
	"has_loading_capability" boolean DEFAULT false NOT NULL,
	"supports_forklift" boolean DEFAULT false NOT NULL,
	"requires_crane_truck" boolean DEFAULT false NOT NULL,
	"transporter_comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"scheduled_pickup_date" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "returner_companies" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"email" text,
	"address" text,
	"contact_person" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_mail_stops" (
	"transport_company_id" integer,
	"pickup_request_id" integer,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_mail_stops_pkey" PRIMARY KEY("transport_company_id","pickup_request_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_companies" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_company_contacts" (
	"id" serial PRIMARY KEY,
	"transport_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_company_zones" (
	"transport_company_id" integer,
	"zone_id" integer,
	"min_pickup_threshold" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "transport_company_zones_pkey" PRIMARY KEY("transport_company_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'returner' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"phone_number" text,
	"company" text,
	"company_org_number" text,
	"division" text,
	"returner_company_id" integer,
	"transport_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY,
	"zone_number" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"boundary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_request_created_idx" ON "audit_events" ("pickup_request_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" ("user_id");--> statement-breakpoint
CREATE INDEX "drum_specs_drum_type_idx" ON "drum_specs" ("drum_type_id");--> statement-breakpoint
CREATE INDEX "drum_specs_name_idx" ON "drum_specs" ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "drum_types_name_key" ON "drum_types" ("name");--> statement-breakpoint
CREATE INDEX "login_failures_email_created_idx" ON "login_failures" ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" ("created_at");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" ("message_id");--> statement-breakpoint
CREATE INDEX "message_reads_request_idx" ON "message_reads" ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "messages_request_created_idx" ON "messages" ("pickup_request_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_read_created_idx" ON "notifications" ("user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "pickup_request_drums_request_idx" ON "pickup_request_drums" ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "pickup_request_drums_spec_idx" ON "pickup_request_drums" ("drum_spec_id");--> statement-breakpoint
CREATE INDEX "pickup_request_images_request_idx" ON "pickup_request_images" ("pickup_request_id","position");--> statement-breakpoint
CREATE INDEX "pickup_requests_status_created_idx" ON "pickup_requests" ("status","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_zone_status_idx" ON "pickup_requests" ("zone_id","status");--> statement-breakpoint
CREATE INDEX "pickup_requests_user_idx" ON "pickup_requests" ("user_id");--> statement-breakpoint
CREATE INDEX "pickup_requests_returner_company_idx" ON "pickup_requests" ("returner_company_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_transport_company_idx" ON "pickup_requests" ("assigned_transport_company_id");--> statement-breakpoint
CREATE INDEX "pickup_requests_contact_idx" ON "pickup_requests" ("assigned_contact_person_id");--> statement-breakpoint
CREATE INDEX "pickup_requests_created_by_admin_idx" ON "pickup_requests" ("created_by_admin_id");--> statement-breakpoint
CREATE INDEX "returner_companies_name_idx" ON "returner_companies" ("name");--> statement-breakpoint
CREATE INDEX "returner_companies_org_idx" ON "returner_companies" ("organization_number");--> statement-breakpoint
CREATE INDEX "route_mail_stops_request_idx" ON "route_mail_stops" ("pickup_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id");--> statement-breakpoint
CREATE INDEX "transport_companies_name_idx" ON "transport_companies" ("name");--> statement-breakpoint
CREATE INDEX "transport_companies_org_idx" ON "transport_companies" ("organization_number");--> statement-breakpoint
CREATE INDEX "transport_company_contacts_company_idx" ON "transport_company_contacts" ("transport_company_id");--> statement-breakpoint
CREATE INDEX "transport_company_zones_zone_idx" ON "transport_company_zones" ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" ("email");--> statement-breakpoint
CREATE INDEX "users_role_approved_idx" ON "users" ("role","approved");--> statement-breakpoint
CREATE INDEX "users_returner_company_idx" ON "users" ("returner_company_id");--> statement-breakpoint
CREATE INDEX "users_transport_company_idx" ON "users" ("transport_company_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" ("created_at");--> statement-breakpoint
CREATE INDEX "zones_zone_number_idx" ON "zones" ("zone_number");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "drum_specs" ADD CONSTRAINT "drum_specs_drum_type_id_drum_types_id_fkey" FOREIGN KEY ("drum_type_id") REFERENCES "drum_types"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fkey" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_request_drums" ADD CONSTRAINT "pickup_request_drums_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_request_drums" ADD CONSTRAINT "pickup_request_drums_drum_spec_id_drum_specs_id_fkey" FOREIGN KEY ("drum_spec_id") REFERENCES "drum_specs"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "pickup_request_images" ADD CONSTRAINT "pickup_request_images_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_zone_id_zones_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_returner_company_id_returner_companies_id_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_7O6qqhaZ1WKm_fkey" FOREIGN KEY ("assigned_transport_company_id") REFERENCES "transport_companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_QOJFzCcMmqaT_fkey" FOREIGN KEY ("assigned_contact_person_id") REFERENCES "transport_company_contacts"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_created_by_admin_id_users_id_fkey" FOREIGN KEY ("created_by_admin_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "route_mail_stops" ADD CONSTRAINT "route_mail_stops_nqPQ5cuzv1ur_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "route_mail_stops" ADD CONSTRAINT "route_mail_stops_pickup_request_id_pickup_requests_id_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "transport_company_contacts" ADD CONSTRAINT "transport_company_contacts_y4bQNjYnpZfl_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "transport_company_zones" ADD CONSTRAINT "transport_company_zones_ORfeyi8Da38r_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "transport_company_zones" ADD CONSTRAINT "transport_company_zones_zone_id_zones_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_returner_company_id_returner_companies_id_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_transport_company_id_transport_companies_id_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE SET NULL;
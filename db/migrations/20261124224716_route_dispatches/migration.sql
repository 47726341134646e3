CREATE TABLE "route_dispatch_requests" (
	"dispatch_id" integer NOT NULL,
	"transport_company_id" integer,
	"pickup_request_id" integer,
	"zone_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "route_dispatch_requests_pkey" PRIMARY KEY("transport_company_id","pickup_request_id")
);
--> statement-breakpoint
CREATE TABLE "route_dispatches" (
	"id" serial PRIMARY KEY,
	"transport_company_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"request_set_key" text NOT NULL,
	"total_drums" integer NOT NULL,
	"threshold" integer NOT NULL,
	"distance_metres" integer NOT NULL,
	"driving_minutes" integer NOT NULL,
	"road_distances" boolean DEFAULT false NOT NULL,
	"stops" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_companies" ADD COLUMN "depot_latitude" double precision;--> statement-breakpoint
ALTER TABLE "transport_companies" ADD COLUMN "depot_longitude" double precision;--> statement-breakpoint
CREATE INDEX "route_dispatch_requests_dispatch_idx" ON "route_dispatch_requests" ("dispatch_id");--> statement-breakpoint
CREATE INDEX "route_dispatch_requests_request_idx" ON "route_dispatch_requests" ("pickup_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_dispatches_company_set_idx" ON "route_dispatches" ("transport_company_id","request_set_key");--> statement-breakpoint
CREATE INDEX "route_dispatches_zone_created_idx" ON "route_dispatches" ("zone_id","created_at");--> statement-breakpoint
CREATE INDEX "route_dispatches_company_created_idx" ON "route_dispatches" ("transport_company_id","created_at");--> statement-breakpoint
ALTER TABLE "route_dispatch_requests" ADD CONSTRAINT "route_dispatch_requests_dispatch_id_route_dispatches_id_fkey" FOREIGN KEY ("dispatch_id") REFERENCES "route_dispatches"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "route_dispatch_requests" ADD CONSTRAINT "route_dispatch_requests_2KA5cEF0djuL_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "route_dispatch_requests" ADD CONSTRAINT "route_dispatch_requests_J8lj7XkRl7pu_fkey" FOREIGN KEY ("pickup_request_id") REFERENCES "pickup_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "route_dispatches" ADD CONSTRAINT "route_dispatches_m22pVavJKtPq_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "route_dispatches" ADD CONSTRAINT "route_dispatches_zone_id_zones_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE CASCADE;
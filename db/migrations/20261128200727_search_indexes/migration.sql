-- Trigram indexes for the list searches (docs/architecture.md) (pg_trgm ships with PostgreSQL and is trusted: a database owner may create it; PGlite loads it in db/pgliteExtensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "pickup_requests_transport_company_idx";--> statement-breakpoint
CREATE INDEX "pickup_requests_transport_company_idx" ON "pickup_requests" ("assigned_transport_company_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_zone_created_idx" ON "pickup_requests" ("zone_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_address_trgm_idx" ON "pickup_requests" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returner_companies_name_trgm_idx" ON "returner_companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returner_companies_org_trgm_idx" ON "returner_companies" USING gin ("organization_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transport_companies_name_trgm_idx" ON "transport_companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
CREATE INDEX "pickup_requests_created_idx" ON "pickup_requests" ("created_at","id");--> statement-breakpoint
CREATE INDEX "pickup_requests_updated_idx" ON "pickup_requests" ("updated_at","id");
ALTER TABLE "pickup_collections" ADD COLUMN "extra_drums" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD COLUMN "extras_review" text;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD COLUMN "extras_reviewed_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD COLUMN "extras_reviewed_by_user_id" integer;--> statement-breakpoint
CREATE INDEX "pickup_collections_extras_pending_idx" ON "pickup_collections" ("id") WHERE "extras_review" = 'pending';--> statement-breakpoint
CREATE INDEX "pickup_collections_reviewed_by_idx" ON "pickup_collections" ("extras_reviewed_by_user_id");--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD CONSTRAINT "pickup_collections_extras_reviewed_by_user_id_users_id_fkey" FOREIGN KEY ("extras_reviewed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;
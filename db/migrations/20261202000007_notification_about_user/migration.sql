ALTER TABLE "notifications" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
CREATE INDEX "notifications_about_user_idx" ON "notifications" ("about_user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fkey" FOREIGN KEY ("about_user_id") REFERENCES "users"("id") ON DELETE CASCADE;
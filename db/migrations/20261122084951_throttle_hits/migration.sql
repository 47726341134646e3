CREATE TABLE "throttle_hits" (
	"id" serial PRIMARY KEY,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_hits_key_created_idx" ON "throttle_hits" ("key","created_at");--> statement-breakpoint
CREATE INDEX "throttle_hits_created_idx" ON "throttle_hits" ("created_at");
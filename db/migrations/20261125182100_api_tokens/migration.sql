CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_id" integer,
	"returner_company_id" integer,
	"transport_company_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"window_started_at" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" ("user_id");--> statement-breakpoint
CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" ("created_by_id");--> statement-breakpoint
CREATE INDEX "api_tokens_returner_company_idx" ON "api_tokens" ("returner_company_id");--> statement-breakpoint
CREATE INDEX "api_tokens_transport_company_idx" ON "api_tokens" ("transport_company_id");--> statement-breakpoint
CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens" ("created_at");--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_id_users_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_returner_company_id_returner_companies_id_fkey" FOREIGN KEY ("returner_company_id") REFERENCES "returner_companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_transport_company_id_transport_companies_id_fkey" FOREIGN KEY ("transport_company_id") REFERENCES "transport_companies"("id") ON DELETE CASCADE;
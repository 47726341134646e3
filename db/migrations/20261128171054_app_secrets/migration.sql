CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY,
	"value" text NOT NULL
);--> statement-breakpoint
-- Made here, once, from the server's strong random source (gen_random_uuid), so every instance reads the same key.
INSERT INTO "app_secrets" ("name", "value") VALUES ('cursors', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

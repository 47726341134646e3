ALTER TABLE "buyback_statement_lines" ADD COLUMN "collection_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_collections" ADD COLUMN "credited_at" timestamp(3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_statement_lines_collection_key" ON "buyback_statement_lines" ("collection_id");--> statement-breakpoint
CREATE INDEX "pickup_collections_uncredited_idx" ON "pickup_collections" ("id") WHERE "credited_at" is null;--> statement-breakpoint
-- Until now a collection's credit went onto its statement as it was recorded: link each standing
-- credit line (the request's latest, with no adjustment after it) to the request's collection,
-- and mark every existing collection credited.
UPDATE "buyback_statement_lines" l SET "collection_id" = c."id"
FROM "pickup_collections" c
WHERE l."kind" = 'credit' AND l."pickup_request_id" = c."pickup_request_id"
  AND l."id" = (SELECT max(l2."id") FROM "buyback_statement_lines" l2
    WHERE l2."pickup_request_id" = c."pickup_request_id" AND l2."kind" = 'credit')
  AND NOT EXISTS (SELECT 1 FROM "buyback_statement_lines" a
    WHERE a."pickup_request_id" = c."pickup_request_id" AND a."kind" = 'adjustment' AND a."id" > l."id");--> statement-breakpoint
UPDATE "pickup_collections" SET "credited_at" = "collected_at";

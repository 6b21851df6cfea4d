-- Keywords read stored words (alert.table.ts, searchVector) instead of computing
-- alert_search_vector(title, body) per alert read; the expression index made by the
-- alerts_read_side migration gives way to one on the stored column.
ALTER TABLE "alerts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (alert_search_vector(title, body)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "alerts_search";--> statement-breakpoint
CREATE INDEX "alerts_search_vector" ON "alerts" USING gin ("search_vector");

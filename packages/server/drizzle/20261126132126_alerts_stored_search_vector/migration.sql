-- Keywords read stored words (alert.table.ts, searchVector) instead of computing
-- alert_search_vector(title, body) per alert read; the expression index made by the
-- alerts_read_side migration gives way to one on the stored column. It goes first: adding the
-- column rewrites the table and would otherwise rebuild that index, computing every alert's
-- words twice.
DROP INDEX IF EXISTS "alerts_search";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (alert_search_vector(title, body)) STORED;--> statement-breakpoint
CREATE INDEX "alerts_search_vector" ON "alerts" USING gin ("search_vector");

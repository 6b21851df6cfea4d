CREATE TABLE "company_name_words" (
	"word" text PRIMARY KEY
);
--> statement-breakpoint
CREATE TABLE "company_search_resets" (
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_row" integer GENERATED ALWAYS AS IDENTITY (sequence name "companies_search_row_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_txid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(lower(display_name), '[^[:alnum:]]+'), '')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_search_row" ON "companies" ("search_row");--> statement-breakpoint
CREATE INDEX "companies_search_txid" ON "companies" ("search_txid");--> statement-breakpoint
CREATE INDEX "companies_name_words_gin" ON "companies" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "company_name_words_trgm" ON "company_name_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The search index re-reads rows written since its snapshot: every write stamps its transaction.
CREATE FUNCTION companies_stamp_search_txid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_txid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_stamp_search_txid BEFORE UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION companies_stamp_search_txid();--> statement-breakpoint
-- Deletions leave no row to re-read: the search index rebuilds when one of these is newer.
CREATE FUNCTION companies_record_search_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_search_resets DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION companies_record_search_reset_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM removed_companies) THEN
    INSERT INTO company_search_resets DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_record_search_reset_delete AFTER DELETE ON "companies"
  REFERENCING OLD TABLE AS removed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION companies_record_search_reset_on_delete();--> statement-breakpoint
CREATE TRIGGER companies_record_search_reset_truncate AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION companies_record_search_reset();--> statement-breakpoint
-- The dictionary of name words grows with the names, one statement per insert or update batch.
CREATE FUNCTION companies_add_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_name_words (word)
    SELECT DISTINCT w FROM changed_companies, unnest(changed_companies.name_words) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_add_name_words_insert AFTER INSERT ON "companies"
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION companies_add_name_words();--> statement-breakpoint
CREATE TRIGGER companies_add_name_words_update AFTER UPDATE ON "companies"
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION companies_add_name_words();--> statement-breakpoint
INSERT INTO company_name_words (word)
  SELECT DISTINCT w FROM "companies", unnest("companies".name_words) AS w
  ON CONFLICT DO NOTHING;

ALTER TABLE "n_tier_nodes" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "n_tier_nodes" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "n_tier_nodes" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "n_tier_nodes" ADD COLUMN "company_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
DROP INDEX "n_tier_nodes_tier";--> statement-breakpoint
CREATE INDEX "n_tier_nodes_tier" ON "n_tier_nodes" ("organization_id","tier","name","company_id");--> statement-breakpoint
CREATE INDEX "n_tier_nodes_name" ON "n_tier_nodes" ("organization_id","name","company_id");
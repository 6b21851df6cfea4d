CREATE TABLE "n_tier_input_versions" (
	"scope" text PRIMARY KEY,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "company_relations_supplier";--> statement-breakpoint
ALTER TABLE "n_tier_computations" ADD COLUMN "inputs_read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "company_relations_supplier_customer" ON "company_relations" ("supplier_company_id","customer_company_id","organization_id");--> statement-breakpoint
CREATE INDEX "company_relations_created" ON "company_relations" ("created_at");--> statement-breakpoint
CREATE INDEX "company_sites_country" ON "company_sites" ("country_code","company_id","organization_id");--> statement-breakpoint
CREATE INDEX "n_tier_nodes_company" ON "n_tier_nodes" ("company_id");
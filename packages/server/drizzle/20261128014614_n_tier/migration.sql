CREATE TABLE "company_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid,
	"supplier_company_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"site_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_relations_pair_unique" UNIQUE NULLS NOT DISTINCT("organization_id","supplier_company_id","customer_company_id")
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid,
	"company_id" uuid NOT NULL,
	"name" text,
	"address" text,
	"country_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "n_tier_computations" (
	"organization_id" uuid PRIMARY KEY,
	"fingerprint" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "n_tier_nodes" (
	"organization_id" uuid,
	"company_id" uuid,
	"tier" integer NOT NULL,
	"centrality" double precision DEFAULT 0 NOT NULL,
	"degree" integer DEFAULT 0 NOT NULL,
	"impact" integer DEFAULT 0 NOT NULL,
	"risk_count" integer DEFAULT 0 NOT NULL,
	"has_risks" boolean DEFAULT false NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "n_tier_nodes_pkey" PRIMARY KEY("organization_id","company_id")
);
--> statement-breakpoint
CREATE INDEX "company_relations_customer" ON "company_relations" ("customer_company_id");--> statement-breakpoint
CREATE INDEX "company_relations_supplier" ON "company_relations" ("supplier_company_id");--> statement-breakpoint
CREATE INDEX "company_sites_company" ON "company_sites" ("company_id");--> statement-breakpoint
CREATE INDEX "n_tier_nodes_tier" ON "n_tier_nodes" ("organization_id","tier");--> statement-breakpoint
ALTER TABLE "company_relations" ADD CONSTRAINT "company_relations_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_relations" ADD CONSTRAINT "company_relations_supplier_company_id_companies_id_fkey" FOREIGN KEY ("supplier_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_relations" ADD CONSTRAINT "company_relations_customer_company_id_companies_id_fkey" FOREIGN KEY ("customer_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_computations" ADD CONSTRAINT "n_tier_computations_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_nodes" ADD CONSTRAINT "n_tier_nodes_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_nodes" ADD CONSTRAINT "n_tier_nodes_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;
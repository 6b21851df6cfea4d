CREATE TABLE "company_profile_areas" (
	"company_id" uuid,
	"area" text,
	"source" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"records" jsonb NOT NULL,
	CONSTRAINT "company_profile_areas_pkey" PRIMARY KEY("company_id","area","source")
);
--> statement-breakpoint
CREATE TABLE "subscription_set_companies" (
	"subscription_set_id" uuid,
	"company_id" uuid,
	CONSTRAINT "subscription_set_companies_pkey" PRIMARY KEY("subscription_set_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"company_limit" integer,
	"all_companies" boolean DEFAULT false NOT NULL,
	"add_company_allowed" boolean DEFAULT true NOT NULL,
	"data_packages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "revenue_usd" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "revenue_growth" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "current_ratio" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quick_ratio" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "altman_z_score" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_score" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_rating" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_agency_rating" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fraud_score" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "viability_score" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "security_rating" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "security_grade" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "esg_score" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "diversity" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "investors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "collections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tags" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tag_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_seed" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "family_role_code" text;--> statement-breakpoint
CREATE INDEX "subscription_set_companies_company_id_index" ON "subscription_set_companies" ("company_id");--> statement-breakpoint
CREATE INDEX "subscription_sets_organization_id_index" ON "subscription_sets" ("organization_id");--> statement-breakpoint
ALTER TABLE "company_profile_areas" ADD CONSTRAINT "company_profile_areas_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_set_companies" ADD CONSTRAINT "subscription_set_companies_O0mutrGLHZQZ_fkey" FOREIGN KEY ("subscription_set_id") REFERENCES "subscription_sets"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_set_companies" ADD CONSTRAINT "subscription_set_companies_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_sets" ADD CONSTRAINT "subscription_sets_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
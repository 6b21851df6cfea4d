CREATE TABLE "company_profile_areas" (
	"company_id" uuid,
	"area" text,
	"source" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"records" jsonb NOT NULL,
	CONSTRAINT "company_profile_areas_pkey" PRIMARY KEY("company_id","area","source")
);
--> statement-breakpoint
CREATE TABLE "compare_competitors" (
	"session_token_hash" text,
	"organization_id" uuid,
	"company_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_competitors_pkey" PRIMARY KEY("session_token_hash","organization_id"),
	CONSTRAINT "compare_competitors_company_count" CHECK (cardinality("company_ids") <= 20)
);
--> statement-breakpoint
CREATE TABLE "sanctions_list_entries" (
	"list_name" text,
	"entry_id" text,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"schema" text NOT NULL,
	"kind" text NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"datasets" text[] DEFAULT '{}'::text[] NOT NULL,
	"listed_on" date,
	"raw" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_list_entries_pkey" PRIMARY KEY("list_name","entry_id")
);
--> statement-breakpoint
CREATE TABLE "sanctions_list_entry_names" (
	"list_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_custom_data" (
	"organization_id" uuid,
	"company_id" uuid,
	"key" text,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_custom_data_pkey" PRIMARY KEY("organization_id","company_id","key"),
	CONSTRAINT "company_custom_data_key_format" CHECK ("key" <> '' and position('=' in "key") = 0)
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
CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_jobs_progress_range" CHECK ("progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "saved_comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"company_ids" uuid[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_comparisons_name_length" CHECK (char_length("name") between 1 and 100),
	CONSTRAINT "saved_comparisons_description_length" CHECK ("description" is null or char_length("description") <= 1000),
	CONSTRAINT "saved_comparisons_company_count" CHECK (cardinality("company_ids") >= 2)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_params" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("name") between 1 and 100),
	CONSTRAINT "saved_searches_description_length" CHECK ("description" is null or char_length("description") <= 1000)
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
CREATE INDEX "companies_legal_name_trgm" ON "companies" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_display_name_id" ON "companies" ("display_name","id");--> statement-breakpoint
CREATE INDEX "companies_collections_gin" ON "companies" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "companies_diversity_gin" ON "companies" USING gin ("diversity");--> statement-breakpoint
CREATE INDEX "companies_investors_gin" ON "companies" USING gin ("investors");--> statement-breakpoint
CREATE INDEX "companies_tag_slugs_gin" ON "companies" USING gin ("tag_slugs");--> statement-breakpoint
CREATE INDEX "companies_naics_code_pattern" ON "companies" ("naics_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_country_code" ON "companies" ("country_code");--> statement-breakpoint
CREATE INDEX "companies_sector" ON "companies" ("sector");--> statement-breakpoint
CREATE INDEX "companies_credit_rating" ON "companies" ("credit_rating");--> statement-breakpoint
CREATE INDEX "companies_employee_count_desc" ON "companies" ("employee_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_revenue_usd_desc" ON "companies" ("revenue_usd" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_credit_score_desc" ON "companies" ("credit_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_security_rating_desc" ON "companies" ("security_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_founded_year_desc" ON "companies" ("founded_year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_search_facets" ON "companies" ("status_code","country_code","sector","naics_code","credit_rating","credit_agency_rating","security_grade","collections","diversity","investors","tag_slugs","employee_count","revenue_usd","founded_year","credit_score","fraud_score","viability_score","security_rating","esg_score","current_ratio","quick_ratio","altman_z_score","revenue_growth");--> statement-breakpoint
CREATE INDEX "sanctions_list_entry_names_list_name_entry_id_index" ON "sanctions_list_entry_names" ("list_name","entry_id");--> statement-breakpoint
CREATE INDEX "sanctions_list_entry_names_trgm" ON "sanctions_list_entry_names" USING gin ("normalized_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_custom_data_pair" ON "company_custom_data" ("organization_id","key","value","company_id");--> statement-breakpoint
CREATE INDEX "subscription_set_companies_company_id_index" ON "subscription_set_companies" ("company_id");--> statement-breakpoint
CREATE INDEX "subscription_sets_organization_id_index" ON "subscription_sets" ("organization_id");--> statement-breakpoint
CREATE INDEX "export_jobs_user_id_created_at_index" ON "export_jobs" ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_at_index" ON "export_jobs" ("expires_at");--> statement-breakpoint
CREATE INDEX "saved_comparisons_organization_id_user_id_updated_at_index" ON "saved_comparisons" ("organization_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "saved_searches_organization_id_user_id_updated_at_index" ON "saved_searches" ("organization_id","user_id","updated_at");--> statement-breakpoint
ALTER TABLE "company_profile_areas" ADD CONSTRAINT "company_profile_areas_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "compare_competitors" ADD CONSTRAINT "compare_competitors_session_token_hash_sessions_token_hash_fkey" FOREIGN KEY ("session_token_hash") REFERENCES "sessions"("token_hash") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "compare_competitors" ADD CONSTRAINT "compare_competitors_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_custom_data" ADD CONSTRAINT "company_custom_data_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_custom_data" ADD CONSTRAINT "company_custom_data_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_set_companies" ADD CONSTRAINT "subscription_set_companies_O0mutrGLHZQZ_fkey" FOREIGN KEY ("subscription_set_id") REFERENCES "subscription_sets"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_set_companies" ADD CONSTRAINT "subscription_set_companies_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "subscription_sets" ADD CONSTRAINT "subscription_sets_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_comparisons" ADD CONSTRAINT "saved_comparisons_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_comparisons" ADD CONSTRAINT "saved_comparisons_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
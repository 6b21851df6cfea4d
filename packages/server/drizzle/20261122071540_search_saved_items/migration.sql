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
CREATE INDEX "company_custom_data_pair" ON "company_custom_data" ("organization_id","key","value","company_id");--> statement-breakpoint
CREATE INDEX "saved_comparisons_organization_id_user_id_updated_at_index" ON "saved_comparisons" ("organization_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "saved_searches_organization_id_user_id_updated_at_index" ON "saved_searches" ("organization_id","user_id","updated_at");--> statement-breakpoint
ALTER TABLE "company_custom_data" ADD CONSTRAINT "company_custom_data_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_custom_data" ADD CONSTRAINT "company_custom_data_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_comparisons" ADD CONSTRAINT "saved_comparisons_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_comparisons" ADD CONSTRAINT "saved_comparisons_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
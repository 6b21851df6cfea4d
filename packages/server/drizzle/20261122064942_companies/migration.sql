CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"legal_name" text,
	"logo_url" text,
	"duns" text,
	"global_id" text,
	"status_code" text DEFAULT 'active' NOT NULL,
	"country_code" text,
	"region" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"naics_code" text,
	"naics_title" text,
	"sector" text,
	"employee_count" integer,
	"founded_year" integer,
	"website" text,
	"parent_company_id" uuid,
	"provenance" jsonb DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_duns_nine_digits" CHECK ("duns" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"company_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"currency" text NOT NULL,
	"total_assets" double precision NOT NULL,
	"current_assets" double precision NOT NULL,
	"cash" double precision NOT NULL,
	"inventory" double precision NOT NULL,
	"total_liabilities" double precision NOT NULL,
	"current_liabilities" double precision NOT NULL,
	"total_equity" double precision NOT NULL,
	"retained_earnings" double precision NOT NULL,
	"working_capital" double precision NOT NULL,
	"revenue" double precision NOT NULL,
	"ebit" double precision NOT NULL,
	"net_income" double precision NOT NULL,
	"operating_cash_flow" double precision NOT NULL,
	"capital_expenditure" double precision NOT NULL,
	"free_cash_flow" double precision NOT NULL,
	"source" text DEFAULT 'tierwise' NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_duns_unique" ON "companies" ("duns");--> statement-breakpoint
CREATE INDEX "companies_parent_company_id_index" ON "companies" ("parent_company_id");--> statement-breakpoint
CREATE INDEX "companies_status_code_index" ON "companies" ("status_code");--> statement-breakpoint
CREATE INDEX "companies_display_name_trgm" ON "companies" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "financial_statements_company_year_unique" ON "financial_statements" ("company_id","fiscal_year");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_company_id_companies_id_fkey" FOREIGN KEY ("parent_company_id") REFERENCES "companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;
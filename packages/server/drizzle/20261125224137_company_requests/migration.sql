CREATE TABLE "bulk_request_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"bulk_request_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"cleaned" jsonb,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcome" text,
	"match_company_id" uuid,
	"match_score" real,
	"candidates" jsonb,
	"duplicate_of_row" integer,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "bulk_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"headers" text[] DEFAULT '{}'::text[] NOT NULL,
	"mapping" jsonb,
	"row_count" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"portfolio_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_request_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"request_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"comment" text,
	"reason" text NOT NULL,
	"status" text,
	"content_member_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_request_portfolios" (
	"request_id" uuid,
	"portfolio_id" uuid,
	CONSTRAINT "company_request_portfolios_pkey" PRIMARY KEY("request_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "company_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_id" uuid,
	"duns" text,
	"website" text,
	"website_domain" text,
	"country" text,
	"state" text,
	"city" text,
	"address" text,
	"legal_name" text,
	"zip_code" text,
	"note" text,
	"uei" text,
	"tax_id" text,
	"cage_code" text,
	"out_of_business" boolean DEFAULT false NOT NULL,
	"branchind" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"status_before_retire" text,
	"bulk_request_id" uuid,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_request_rows_bulk_request_id_row_number_index" ON "bulk_request_rows" ("bulk_request_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_request_rows_bulk_request_id_outcome_index" ON "bulk_request_rows" ("bulk_request_id","outcome");--> statement-breakpoint
CREATE INDEX "bulk_requests_organization_id_created_at_index" ON "bulk_requests" ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "column_mappings_organization_id_header_key_index" ON "column_mappings" ("organization_id","header_key");--> statement-breakpoint
CREATE INDEX "company_request_logs_request_id_created_at_index" ON "company_request_logs" ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "company_request_portfolios_portfolio_id_index" ON "company_request_portfolios" ("portfolio_id");--> statement-breakpoint
CREATE INDEX "company_requests_organization_id_created_at_index" ON "company_requests" ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "company_requests_organization_id_status_created_at_index" ON "company_requests" ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "company_requests_organization_id_user_id_created_at_index" ON "company_requests" ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "company_requests_organization_id_name_key_country_index" ON "company_requests" ("organization_id","name_key","country");--> statement-breakpoint
CREATE INDEX "company_requests_bulk_request_id_status_index" ON "company_requests" ("bulk_request_id","status");--> statement-breakpoint
ALTER TABLE "bulk_request_rows" ADD CONSTRAINT "bulk_request_rows_bulk_request_id_bulk_requests_id_fkey" FOREIGN KEY ("bulk_request_id") REFERENCES "bulk_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bulk_request_rows" ADD CONSTRAINT "bulk_request_rows_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bulk_request_rows" ADD CONSTRAINT "bulk_request_rows_match_company_id_companies_id_fkey" FOREIGN KEY ("match_company_id") REFERENCES "companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "bulk_request_rows" ADD CONSTRAINT "bulk_request_rows_decided_by_users_id_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD CONSTRAINT "bulk_requests_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD CONSTRAINT "bulk_requests_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "column_mappings" ADD CONSTRAINT "column_mappings_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "column_mappings" ADD CONSTRAINT "column_mappings_updated_by_users_id_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "company_request_logs" ADD CONSTRAINT "company_request_logs_request_id_company_requests_id_fkey" FOREIGN KEY ("request_id") REFERENCES "company_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_request_logs" ADD CONSTRAINT "company_request_logs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_request_logs" ADD CONSTRAINT "company_request_logs_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "company_request_portfolios" ADD CONSTRAINT "company_request_portfolios_request_id_company_requests_id_fkey" FOREIGN KEY ("request_id") REFERENCES "company_requests"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_request_portfolios" ADD CONSTRAINT "company_request_portfolios_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_bulk_request_id_bulk_requests_id_fkey" FOREIGN KEY ("bulk_request_id") REFERENCES "bulk_requests"("id") ON DELETE SET NULL;
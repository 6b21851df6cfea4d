CREATE TABLE "ai_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"version" integer NOT NULL,
	"risk_level" text,
	"summary" jsonb DEFAULT '[]' NOT NULL,
	"categories" jsonb DEFAULT '[]' NOT NULL,
	"data_providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"facts" jsonb DEFAULT '[]' NOT NULL,
	"dropped_sentence_count" integer DEFAULT 0 NOT NULL,
	"generator" text DEFAULT 'local' NOT NULL,
	"error_message" text,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reports_version_unique" ON "ai_reports" ("organization_id","company_id","type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reports_one_in_progress" ON "ai_reports" ("organization_id","company_id","type") WHERE status = 'in_progress';--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_job_id_jobs_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;
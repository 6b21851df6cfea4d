CREATE TABLE "n_tier_upload_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"upload_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer" jsonb,
	"supplier" jsonb,
	"part" text,
	"site" jsonb,
	"relation_id" uuid,
	"site_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "n_tier_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"headers" text[] NOT NULL,
	"mapping" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"row_unit" text DEFAULT 'row' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "n_tier_upload_rows_upload_id_row_number_index" ON "n_tier_upload_rows" ("upload_id","row_number");--> statement-breakpoint
CREATE INDEX "n_tier_upload_rows_upload_id_outcome_index" ON "n_tier_upload_rows" ("upload_id","outcome");--> statement-breakpoint
CREATE INDEX "n_tier_uploads_organization" ON "n_tier_uploads" ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "n_tier_upload_rows" ADD CONSTRAINT "n_tier_upload_rows_upload_id_n_tier_uploads_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "n_tier_uploads"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_upload_rows" ADD CONSTRAINT "n_tier_upload_rows_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_upload_rows" ADD CONSTRAINT "n_tier_upload_rows_relation_id_company_relations_id_fkey" FOREIGN KEY ("relation_id") REFERENCES "company_relations"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "n_tier_upload_rows" ADD CONSTRAINT "n_tier_upload_rows_site_id_company_sites_id_fkey" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "n_tier_upload_rows" ADD CONSTRAINT "n_tier_upload_rows_decided_by_users_id_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "n_tier_uploads" ADD CONSTRAINT "n_tier_uploads_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "n_tier_uploads" ADD CONSTRAINT "n_tier_uploads_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;
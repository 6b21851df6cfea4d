CREATE TABLE "company_match_decisions" (
	"organization_id" uuid,
	"name_key" text,
	"country" text,
	"company_id" uuid,
	"decision" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_match_decisions_pkey" PRIMARY KEY("organization_id","name_key","country","company_id")
);
--> statement-breakpoint
ALTER TABLE "company_match_decisions" ADD CONSTRAINT "company_match_decisions_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_match_decisions" ADD CONSTRAINT "company_match_decisions_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_match_decisions" ADD CONSTRAINT "company_match_decisions_decided_by_users_id_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL;
CREATE TABLE "screening_match_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"list_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"comment" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_hash" text NOT NULL,
	CONSTRAINT "screening_match_decisions_organization_id_company_id_list_name_entry_id_unique" UNIQUE("organization_id","company_id","list_name","entry_id")
);
--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
	"company_id" uuid,
	"list_name" text,
	"entry_id" text,
	"subject" text NOT NULL,
	"subject_name" text NOT NULL,
	"entry_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"entry_country" text,
	"score" integer NOT NULL,
	"name_score" integer NOT NULL,
	"strength" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"entry_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_matches_pkey" PRIMARY KEY("company_id","list_name","entry_id")
);
--> statement-breakpoint
ALTER TABLE "sanctions_list_entries" ADD COLUMN "identifiers" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_list_entries" ADD COLUMN "entry_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sanctions_list_entry_names_normalized" ON "sanctions_list_entry_names" ("list_name","normalized_name");--> statement-breakpoint
CREATE INDEX "screening_match_decisions_company_id_list_name_entry_id_index" ON "screening_match_decisions" ("company_id","list_name","entry_id");--> statement-breakpoint
CREATE INDEX "screening_matches_list_name_entry_id_index" ON "screening_matches" ("list_name","entry_id");--> statement-breakpoint
ALTER TABLE "screening_match_decisions" ADD CONSTRAINT "screening_match_decisions_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "screening_match_decisions" ADD CONSTRAINT "screening_match_decisions_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "screening_match_decisions" ADD CONSTRAINT "screening_match_decisions_decided_by_users_id_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;
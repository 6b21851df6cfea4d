CREATE TABLE "compare_competitors" (
	"session_token_hash" text,
	"organization_id" uuid,
	"company_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_competitors_pkey" PRIMARY KEY("session_token_hash","organization_id"),
	CONSTRAINT "compare_competitors_company_count" CHECK (cardinality("company_ids") <= 20)
);
--> statement-breakpoint
ALTER TABLE "compare_competitors" ADD CONSTRAINT "compare_competitors_session_token_hash_sessions_token_hash_fkey" FOREIGN KEY ("session_token_hash") REFERENCES "sessions"("token_hash") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "compare_competitors" ADD CONSTRAINT "compare_competitors_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
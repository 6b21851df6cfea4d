CREATE TABLE "company_request_counts" (
	"organization_id" uuid,
	"bulk" boolean,
	"status" text,
	"user_id" uuid,
	"country" text,
	"count" integer NOT NULL,
	CONSTRAINT "company_request_counts_pkey" PRIMARY KEY("organization_id","bulk","status","user_id","country")
);
--> statement-breakpoint
ALTER TABLE "company_request_counts" ADD CONSTRAINT "company_request_counts_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
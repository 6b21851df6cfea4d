CREATE TABLE "snackbar_undos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "snackbar_undos_user_id_organization_id_created_at_index" ON "snackbar_undos" ("user_id","organization_id","created_at");--> statement-breakpoint
ALTER TABLE "snackbar_undos" ADD CONSTRAINT "snackbar_undos_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "snackbar_undos" ADD CONSTRAINT "snackbar_undos_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
CREATE TABLE "workflow_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"action_time" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"email" text,
	"full_name" text NOT NULL,
	"name" text NOT NULL,
	"step_name" text,
	"workflow_name" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"file_key" text NOT NULL,
	"store_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"pending_mail" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"shipped_key" text,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"params" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"case_id" uuid,
	"portfolio_id" uuid,
	"status" text DEFAULT 'awaiting_supplier' NOT NULL,
	"current_step_index" integer,
	"current_step_kind" text,
	"due_date" date NOT NULL,
	"invitation_message" text,
	"score" real,
	"outcome" text,
	"outcome_conditions" text,
	"sent_back_comment" text,
	"answers" jsonb DEFAULT '{}' NOT NULL,
	"red_flags" jsonb DEFAULT '[]' NOT NULL,
	"checks" jsonb DEFAULT '[]' NOT NULL,
	"progress" jsonb DEFAULT '{}' NOT NULL,
	"red_flag_case_id" uuid,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "workflow_audit_company" ON "workflow_audit" ("organization_id","company_id","action_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_audit_workflow" ON "workflow_audit" ("workflow_id","action_time");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_files_key_unique" ON "workflow_files" ("file_key");--> statement-breakpoint
CREATE INDEX "workflow_files_workflow" ON "workflow_files" ("workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_links_token_unique" ON "workflow_links" ("token_hash");--> statement-breakpoint
CREATE INDEX "workflow_links_workflow" ON "workflow_links" ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflow_links_pending" ON "workflow_links" ("created_at") WHERE "pending_mail" is not null;--> statement-breakpoint
CREATE INDEX "workflow_notifications_user" ON "workflow_notifications" ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_template_versions_unique" ON "workflow_template_versions" ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_templates_name_unique" ON "workflow_templates" ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_templates_shipped_unique" ON "workflow_templates" ("organization_id","shipped_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_views_name_unique" ON "workflow_views" ("organization_id","creator_id",lower("name"));--> statement-breakpoint
CREATE INDEX "workflows_list" ON "workflows" ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflows_status" ON "workflows" ("organization_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflows_company" ON "workflows" ("organization_id","company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflows_due" ON "workflows" ("organization_id","due_date","id");--> statement-breakpoint
CREATE INDEX "workflows_template" ON "workflows" ("organization_id","template_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "workflow_audit" ADD CONSTRAINT "workflow_audit_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_audit" ADD CONSTRAINT "workflow_audit_workflow_id_workflows_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_audit" ADD CONSTRAINT "workflow_audit_actor_user_id_users_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "workflow_files" ADD CONSTRAINT "workflow_files_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_files" ADD CONSTRAINT "workflow_files_workflow_id_workflows_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_links" ADD CONSTRAINT "workflow_links_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_links" ADD CONSTRAINT "workflow_links_workflow_id_workflows_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_notifications" ADD CONSTRAINT "workflow_notifications_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_notifications" ADD CONSTRAINT "workflow_notifications_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_notifications" ADD CONSTRAINT "workflow_notifications_workflow_id_workflows_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_template_versions" ADD CONSTRAINT "workflow_template_versions_OmK4mHSPOfeX_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_template_versions" ADD CONSTRAINT "workflow_template_versions_qjYJ0CFMVGT9_fkey" FOREIGN KEY ("template_id") REFERENCES "workflow_templates"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_template_versions" ADD CONSTRAINT "workflow_template_versions_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_creator_id_users_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_template_id_workflow_templates_id_fkey" FOREIGN KEY ("template_id") REFERENCES "workflow_templates"("id");--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_NPBdLK3EYfQx_fkey" FOREIGN KEY ("template_version_id") REFERENCES "workflow_template_versions"("id");--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_started_by_users_id_fkey" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE SET NULL;
CREATE TABLE "case_email_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"email_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"type" text NOT NULL,
	"internal_to_org" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_email_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"reply_token" text NOT NULL,
	"subject" text NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_email_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_name" text,
	"sent_by" uuid,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_access" (
	"case_id" uuid,
	"organization_id" uuid NOT NULL,
	"actor_type" text,
	"actor_id" uuid,
	CONSTRAINT "case_access_pkey" PRIMARY KEY("case_id","actor_type","actor_id"),
	CONSTRAINT "case_access_actor_type" CHECK ("actor_type" in ('user', 'team'))
);
--> statement-breakpoint
CREATE TABLE "case_row_numbers" (
	"organization_id" uuid PRIMARY KEY,
	"last_row_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_tags" (
	"case_id" uuid,
	"tag_id" uuid,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "case_tags_pkey" PRIMARY KEY("case_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "case_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_at" date,
	"status" text DEFAULT 'to_do' NOT NULL,
	"closed_at" timestamp with time zone,
	"assignee_id" uuid,
	"assigned_team_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_tasks_title_length" CHECK (char_length("title") between 1 and 250),
	CONSTRAINT "case_tasks_status_values" CHECK ("status" in ('to_do', 'complete')),
	CONSTRAINT "case_tasks_closed" CHECK (("status" = 'complete') = ("closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "case_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"params" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'to_do' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assignee_id" uuid,
	"assigned_team_id" uuid,
	"creator_id" uuid NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"private" boolean DEFAULT false NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_sub_category" text[] DEFAULT '{}'::text[] NOT NULL,
	"gsca" jsonb,
	"gsca_enabled" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"supplier_tier" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"company_id" uuid,
	"duns" text,
	"portfolio_id" uuid,
	"created_from_comment_id" uuid,
	"alert_id" text,
	"alert_new_id" text,
	"news_id" text,
	"blog_id" text,
	"resolution_comment_id" uuid,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"external_email_count" integer DEFAULT 0 NOT NULL,
	"task_count" integer DEFAULT 0 NOT NULL,
	"closed_task_count" integer DEFAULT 0 NOT NULL,
	"last_activity_text" text,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "supplier_cases_title_length" CHECK (char_length("title") between 1 and 250),
	CONSTRAINT "supplier_cases_status_values" CHECK ("status" in ('to_do', 'in_progress', 'complete', 'retired')),
	CONSTRAINT "supplier_cases_priority_values" CHECK ("priority" in ('low', 'medium', 'high')),
	CONSTRAINT "supplier_cases_one_assignee" CHECK ("assignee_id" is null or "assigned_team_id" is null)
);
--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD COLUMN "email_id" uuid;--> statement-breakpoint
DROP INDEX "comment_attachments_unclaimed";--> statement-breakpoint
CREATE INDEX "comment_attachments_unclaimed" ON "comment_attachments" ("created_at") WHERE "comment_id" is null and "case_id" is null and "email_id" is null;--> statement-breakpoint
CREATE INDEX "case_email_recipients_email_id_index" ON "case_email_recipients" ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_email_threads_reply_token_unique" ON "case_email_threads" ("reply_token");--> statement-breakpoint
CREATE INDEX "case_email_threads_case" ON "case_email_threads" ("case_id","last_email_at");--> statement-breakpoint
CREATE INDEX "case_emails_thread" ON "case_emails" ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "case_emails_case" ON "case_emails" ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_emails_message_id" ON "case_emails" ("organization_id","message_id");--> statement-breakpoint
CREATE INDEX "case_access_actor" ON "case_access" ("organization_id","actor_type","actor_id");--> statement-breakpoint
CREATE INDEX "case_tags_organization_id_tag_id_index" ON "case_tags" ("organization_id","tag_id");--> statement-breakpoint
CREATE INDEX "case_tasks_case" ON "case_tasks" ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_views_name_unique" ON "case_views" ("organization_id","creator_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_cases_row_number_unique" ON "supplier_cases" ("organization_id","row_number");--> statement-breakpoint
CREATE INDEX "supplier_cases_updated" ON "supplier_cases" ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "supplier_cases_created" ON "supplier_cases" ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "supplier_cases_status" ON "supplier_cases" ("organization_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "supplier_cases_due" ON "supplier_cases" ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "supplier_cases_assignee" ON "supplier_cases" ("organization_id","assignee_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_team" ON "supplier_cases" ("organization_id","assigned_team_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_creator" ON "supplier_cases" ("organization_id","creator_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_company" ON "supplier_cases" ("organization_id","company_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_duns" ON "supplier_cases" ("organization_id","duns");--> statement-breakpoint
CREATE INDEX "supplier_cases_portfolio" ON "supplier_cases" ("organization_id","portfolio_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_title_trgm" ON "supplier_cases" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comment_attachments_case" ON "comment_attachments" ("case_id") WHERE "case_id" is not null;--> statement-breakpoint
CREATE INDEX "comment_attachments_email" ON "comment_attachments" ("email_id") WHERE "email_id" is not null;--> statement-breakpoint
ALTER TABLE "case_email_recipients" ADD CONSTRAINT "case_email_recipients_email_id_case_emails_id_fkey" FOREIGN KEY ("email_id") REFERENCES "case_emails"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_email_recipients" ADD CONSTRAINT "case_email_recipients_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_email_threads" ADD CONSTRAINT "case_email_threads_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_email_threads" ADD CONSTRAINT "case_email_threads_case_id_supplier_cases_id_fkey" FOREIGN KEY ("case_id") REFERENCES "supplier_cases"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_emails" ADD CONSTRAINT "case_emails_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_emails" ADD CONSTRAINT "case_emails_case_id_supplier_cases_id_fkey" FOREIGN KEY ("case_id") REFERENCES "supplier_cases"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_emails" ADD CONSTRAINT "case_emails_thread_id_case_email_threads_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "case_email_threads"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_emails" ADD CONSTRAINT "case_emails_sent_by_users_id_fkey" FOREIGN KEY ("sent_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "case_access" ADD CONSTRAINT "case_access_case_id_supplier_cases_id_fkey" FOREIGN KEY ("case_id") REFERENCES "supplier_cases"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_access" ADD CONSTRAINT "case_access_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_row_numbers" ADD CONSTRAINT "case_row_numbers_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_case_id_supplier_cases_id_fkey" FOREIGN KEY ("case_id") REFERENCES "supplier_cases"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_tag_id_tags_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_case_id_supplier_cases_id_fkey" FOREIGN KEY ("case_id") REFERENCES "supplier_cases"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_assignee_id_users_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_assigned_team_id_teams_id_fkey" FOREIGN KEY ("assigned_team_id") REFERENCES "teams"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "case_views" ADD CONSTRAINT "case_views_creator_id_users_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "supplier_cases" ADD CONSTRAINT "supplier_cases_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "supplier_cases" ADD CONSTRAINT "supplier_cases_assignee_id_users_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "supplier_cases" ADD CONSTRAINT "supplier_cases_assigned_team_id_teams_id_fkey" FOREIGN KEY ("assigned_team_id") REFERENCES "teams"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "supplier_cases" ADD CONSTRAINT "supplier_cases_creator_id_users_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "supplier_cases" ADD CONSTRAINT "supplier_cases_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL;
CREATE TABLE "comment_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"upload_key" text NOT NULL,
	"store_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comment_recipients" (
	"comment_id" uuid,
	"organization_id" uuid NOT NULL,
	"recipient_type" text,
	"recipient_id" uuid,
	CONSTRAINT "comment_recipients_pkey" PRIMARY KEY("comment_id","recipient_type","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text DEFAULT 'note' NOT NULL,
	"document" jsonb NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"company_id" uuid,
	"duns" text,
	"portfolio_id" uuid,
	"case_id" uuid,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mention_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_attachments_upload_key_unique" ON "comment_attachments" ("upload_key");--> statement-breakpoint
CREATE INDEX "comment_attachments_comment_id_index" ON "comment_attachments" ("comment_id");--> statement-breakpoint
CREATE INDEX "comment_attachments_unclaimed" ON "comment_attachments" ("created_at") WHERE "comment_id" is null;--> statement-breakpoint
CREATE INDEX "comment_recipients_organization_id_recipient_id_index" ON "comment_recipients" ("organization_id","recipient_id");--> statement-breakpoint
CREATE INDEX "comments_company_wall" ON "comments" ("organization_id","company_id","created_at","id") WHERE "company_id" is not null and "parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_duns_wall" ON "comments" ("organization_id","duns","created_at","id") WHERE "duns" is not null and "parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_portfolio_wall" ON "comments" ("organization_id","portfolio_id","created_at","id") WHERE "portfolio_id" is not null and "parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_case_wall" ON "comments" ("organization_id","case_id","created_at","id") WHERE "case_id" is not null and "parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_thread" ON "comments" ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mention_notifications_once" ON "mention_notifications" ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "mention_notifications_organization_id_user_id_created_at_index" ON "mention_notifications" ("organization_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD CONSTRAINT "comment_attachments_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD CONSTRAINT "comment_attachments_uploader_id_users_id_fkey" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD CONSTRAINT "comment_attachments_comment_id_comments_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_recipients" ADD CONSTRAINT "comment_recipients_comment_id_comments_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_recipients" ADD CONSTRAINT "comment_recipients_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "mention_notifications" ADD CONSTRAINT "mention_notifications_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "mention_notifications" ADD CONSTRAINT "mention_notifications_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "mention_notifications" ADD CONSTRAINT "mention_notifications_comment_id_comments_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE;
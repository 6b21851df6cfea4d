DROP TABLE "alert_digest_preferences";--> statement-breakpoint
DROP INDEX "alert_feed_user_configs_user_id_index";--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" DROP CONSTRAINT "alert_feed_user_configs_pkey";--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" ADD COLUMN "organization_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" ADD PRIMARY KEY ("feed_id","user_id","organization_id");--> statement-breakpoint
CREATE INDEX "alert_feed_user_configs_user_id_organization_id_index" ON "alert_feed_user_configs" ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "alert_feed_user_configs_emailed" ON "alert_feed_user_configs" ("user_id") WHERE "email_notifications";--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" ADD CONSTRAINT "alert_feed_user_configs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
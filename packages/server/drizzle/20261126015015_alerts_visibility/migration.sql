CREATE TABLE "alert_visibility" (
	"organization_id" uuid,
	"alert_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_visibility_pkey" PRIMARY KEY("organization_id","alert_id")
);
--> statement-breakpoint
DROP INDEX "alerts_published_at_index";--> statement-breakpoint
CREATE INDEX "alert_user_metadata_verdicts" ON "alert_user_metadata" ("organization_id","alert_id") WHERE "score" <> 0 or "reason" is not null;--> statement-breakpoint
CREATE INDEX "alert_visibility_newest" ON "alert_visibility" ("organization_id","published_at","alert_id");--> statement-breakpoint
CREATE INDEX "alert_visibility_alert_id_index" ON "alert_visibility" ("alert_id");--> statement-breakpoint
CREATE INDEX "alerts_published_id" ON "alerts" ("published_at","id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_location_id_index" ON "alert_subscriptions" ("location_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_commodity_id_index" ON "alert_subscriptions" ("commodity_id");--> statement-breakpoint
ALTER TABLE "alert_visibility" ADD CONSTRAINT "alert_visibility_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_visibility" ADD CONSTRAINT "alert_visibility_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;
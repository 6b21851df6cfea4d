CREATE TABLE "alert_commodity_links" (
	"alert_id" uuid,
	"commodity_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_commodity_links_pkey" PRIMARY KEY("alert_id","commodity_id")
);
--> statement-breakpoint
CREATE TABLE "alert_companies" (
	"alert_id" uuid,
	"company_id" uuid,
	"confidence" real DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_companies_pkey" PRIMARY KEY("alert_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "alert_company_unlinks" (
	"organization_id" uuid,
	"alert_id" uuid,
	"company_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_company_unlinks_pkey" PRIMARY KEY("organization_id","alert_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "alert_location_links" (
	"alert_id" uuid,
	"location_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_location_links_pkey" PRIMARY KEY("alert_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "alert_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"level" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"topic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_mentions" (
	"alert_id" uuid,
	"name" text,
	"candidate_company_id" uuid,
	"confidence" real DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_mentions_pkey" PRIMARY KEY("alert_id","name")
);
--> statement-breakpoint
CREATE TABLE "alert_user_metadata" (
	"user_id" uuid,
	"alert_id" uuid,
	"organization_id" uuid NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"score_feedback" text,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_user_metadata_pkey" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"title" text NOT NULL,
	"body" text,
	"type" text NOT NULL,
	"polarity" text DEFAULT 'neutral' NOT NULL,
	"severity" text,
	"published_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone,
	"news_classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider" text NOT NULL,
	"source_url" text,
	"is_single_source" boolean DEFAULT true NOT NULL,
	"dataset" text,
	"signal_rule_key" text,
	"variable" text,
	"period_info" jsonb,
	"timeseries" jsonb,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"topic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_digest_preferences" (
	"user_id" uuid PRIMARY KEY,
	"utc_hour" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_feed_user_configs" (
	"feed_id" uuid,
	"user_id" uuid,
	"favorite" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "alert_feed_user_configs_pkey" PRIMARY KEY("feed_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid,
	"author_id" uuid,
	"slug" text,
	"name" text NOT NULL,
	"description" text,
	"filter" jsonb DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid,
	"location_id" uuid,
	"commodity_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_one_entity" CHECK (num_nonnulls("company_id", "location_id", "commodity_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "organization_alert_configs" (
	"organization_id" uuid PRIMARY KEY,
	"all_alerts_access" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alert_commodity_links_commodity_id_published_at_index" ON "alert_commodity_links" ("commodity_id","published_at");--> statement-breakpoint
CREATE INDEX "alert_companies_company_id_published_at_index" ON "alert_companies" ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "alert_location_links_location_id_published_at_index" ON "alert_location_links" ("location_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_locations_topic_index" ON "alert_locations" ("topic");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_source_key_index" ON "alerts" ("source_key");--> statement-breakpoint
CREATE INDEX "alerts_published_at_index" ON "alerts" ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_topic_index" ON "commodities" ("topic");--> statement-breakpoint
CREATE INDEX "alert_feed_user_configs_user_id_index" ON "alert_feed_user_configs" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_feeds_org_name" ON "alert_feeds" ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "alert_feeds_default_slug" ON "alert_feeds" ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "alert_feeds_author_id_index" ON "alert_feeds" ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_company" ON "alert_subscriptions" ("organization_id","company_id") WHERE "company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_location" ON "alert_subscriptions" ("organization_id","location_id") WHERE "location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_commodity" ON "alert_subscriptions" ("organization_id","commodity_id") WHERE "commodity_id" is not null;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_organization_id_kind_created_at_index" ON "alert_subscriptions" ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_company_id_index" ON "alert_subscriptions" ("company_id");--> statement-breakpoint
ALTER TABLE "alert_commodity_links" ADD CONSTRAINT "alert_commodity_links_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_commodity_links" ADD CONSTRAINT "alert_commodity_links_commodity_id_commodities_id_fkey" FOREIGN KEY ("commodity_id") REFERENCES "commodities"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_companies" ADD CONSTRAINT "alert_companies_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_companies" ADD CONSTRAINT "alert_companies_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_company_unlinks" ADD CONSTRAINT "alert_company_unlinks_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_company_unlinks" ADD CONSTRAINT "alert_company_unlinks_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_company_unlinks" ADD CONSTRAINT "alert_company_unlinks_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_company_unlinks" ADD CONSTRAINT "alert_company_unlinks_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "alert_location_links" ADD CONSTRAINT "alert_location_links_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_location_links" ADD CONSTRAINT "alert_location_links_location_id_alert_locations_id_fkey" FOREIGN KEY ("location_id") REFERENCES "alert_locations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_mentions" ADD CONSTRAINT "alert_mentions_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_mentions" ADD CONSTRAINT "alert_mentions_candidate_company_id_companies_id_fkey" FOREIGN KEY ("candidate_company_id") REFERENCES "companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "alert_user_metadata" ADD CONSTRAINT "alert_user_metadata_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_user_metadata" ADD CONSTRAINT "alert_user_metadata_alert_id_alerts_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_user_metadata" ADD CONSTRAINT "alert_user_metadata_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_digest_preferences" ADD CONSTRAINT "alert_digest_preferences_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" ADD CONSTRAINT "alert_feed_user_configs_feed_id_alert_feeds_id_fkey" FOREIGN KEY ("feed_id") REFERENCES "alert_feeds"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_feed_user_configs" ADD CONSTRAINT "alert_feed_user_configs_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_feeds" ADD CONSTRAINT "alert_feeds_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_feeds" ADD CONSTRAINT "alert_feeds_author_id_users_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_location_id_alert_locations_id_fkey" FOREIGN KEY ("location_id") REFERENCES "alert_locations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_commodity_id_commodities_id_fkey" FOREIGN KEY ("commodity_id") REFERENCES "commodities"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "organization_alert_configs" ADD CONSTRAINT "organization_alert_configs_FhnZF9F0pinD_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
CREATE TABLE "dashboard_access" (
	"dashboard_id" uuid,
	"organization_id" uuid NOT NULL,
	"actor_type" text,
	"actor_id" uuid,
	CONSTRAINT "dashboard_access_pkey" PRIMARY KEY("dashboard_id","actor_type","actor_id"),
	CONSTRAINT "dashboard_access_actor_type" CHECK ("actor_type" in ('user', 'team', 'org'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_bundle_hosts" (
	"organization_id" uuid PRIMARY KEY,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"layouts" jsonb NOT NULL,
	"toolbar" jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]' NOT NULL,
	"widgets" jsonb DEFAULT '[]' NOT NULL,
	"bundles" jsonb DEFAULT '[]' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dashboards_name_length" CHECK (char_length("name") between 1 and 80),
	CONSTRAINT "dashboards_version_positive" CHECK ("version" >= 1)
);
--> statement-breakpoint
CREATE INDEX "dashboard_access_actor" ON "dashboard_access" ("organization_id","actor_type","actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_organization_slug_unique" ON "dashboards" ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "dashboards_organization_name" ON "dashboards" ("organization_id","name") WHERE "deleted_at" is null;--> statement-breakpoint
ALTER TABLE "dashboard_access" ADD CONSTRAINT "dashboard_access_dashboard_id_dashboards_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "dashboard_access" ADD CONSTRAINT "dashboard_access_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "dashboard_bundle_hosts" ADD CONSTRAINT "dashboard_bundle_hosts_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_updated_by_users_id_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL;
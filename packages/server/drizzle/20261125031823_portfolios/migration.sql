CREATE TABLE "portfolio_access" (
	"organization_id" uuid NOT NULL,
	"portfolio_id" uuid,
	"actor_type" text,
	"actor_id" text,
	"editable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "portfolio_access_pkey" PRIMARY KEY("portfolio_id","actor_type","actor_id"),
	CONSTRAINT "portfolio_access_actor_type" CHECK ("actor_type" in ('user', 'team', 'org', 'role'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_id" uuid
);
--> statement-breakpoint
CREATE TABLE "portfolio_favorites" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"portfolio_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "portfolio_favorites_pkey" PRIMARY KEY("user_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"parent_id" uuid,
	"path" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"archive_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"children_count" integer DEFAULT 0 NOT NULL,
	"descendant_portfolio_count" integer DEFAULT 0 NOT NULL,
	"company_count" integer DEFAULT 0 NOT NULL,
	"descendant_company_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portfolios_level_matches_path" CHECK ("level" = cardinality("path") + 1),
	CONSTRAINT "portfolios_name_length" CHECK (char_length("name") between 1 and 100),
	CONSTRAINT "portfolios_archive_type" CHECK (("archived_at" is null) = ("archive_type" is null) and ("archive_type" is null or "archive_type" in ('direct', 'ancestor')))
);
--> statement-breakpoint
CREATE INDEX "portfolio_access_actor" ON "portfolio_access" ("organization_id","actor_type","actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_companies_portfolio_company_unique" ON "portfolio_companies" ("portfolio_id","company_id");--> statement-breakpoint
CREATE INDEX "portfolio_companies_company" ON "portfolio_companies" ("company_id");--> statement-breakpoint
CREATE INDEX "portfolio_companies_added_by" ON "portfolio_companies" ("organization_id","added_by");--> statement-breakpoint
CREATE INDEX "portfolio_companies_batch" ON "portfolio_companies" ("batch_id");--> statement-breakpoint
CREATE INDEX "portfolio_favorites_portfolio" ON "portfolio_favorites" ("portfolio_id");--> statement-breakpoint
CREATE INDEX "portfolio_favorites_user_position" ON "portfolio_favorites" ("organization_id","user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_organization_slug_unique" ON "portfolios" ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "portfolios_parent_order" ON "portfolios" ("organization_id","parent_id","order");--> statement-breakpoint
CREATE INDEX "portfolios_path_gin" ON "portfolios" USING gin ("path");--> statement-breakpoint
CREATE INDEX "portfolios_created_by_active" ON "portfolios" ("organization_id","created_by") WHERE "archived_at" is null;--> statement-breakpoint
CREATE INDEX "portfolios_name_trgm" ON "portfolios" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "portfolio_access" ADD CONSTRAINT "portfolio_access_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_access" ADD CONSTRAINT "portfolio_access_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_added_by_users_id_fkey" FOREIGN KEY ("added_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "portfolio_favorites" ADD CONSTRAINT "portfolio_favorites_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_favorites" ADD CONSTRAINT "portfolio_favorites_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_favorites" ADD CONSTRAINT "portfolio_favorites_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_parent_id_portfolios_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_created_by_users_id_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL;
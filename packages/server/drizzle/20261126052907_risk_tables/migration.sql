CREATE TABLE "company_risk_history" (
	"config_id" uuid,
	"company_id" uuid,
	"day" date,
	"score" double precision,
	"grade" text NOT NULL,
	"category_scores" jsonb NOT NULL,
	CONSTRAINT "company_risk_history_pkey" PRIMARY KEY("config_id","company_id","day")
);
--> statement-breakpoint
CREATE TABLE "company_risk_scores" (
	"config_id" uuid,
	"company_id" uuid,
	"revision" integer NOT NULL,
	"score" double precision,
	"grade" text NOT NULL,
	"previous_grade" text,
	"categories" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_risk_scores_pkey" PRIMARY KEY("config_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_risk_history" (
	"config_id" uuid,
	"portfolio_id" uuid,
	"organization_id" uuid NOT NULL,
	"day" date,
	"score" double precision,
	"grade" text NOT NULL,
	CONSTRAINT "portfolio_risk_history_pkey" PRIMARY KEY("config_id","portfolio_id","day")
);
--> statement-breakpoint
CREATE TABLE "portfolio_risk_scores" (
	"config_id" uuid,
	"portfolio_id" uuid,
	"organization_id" uuid NOT NULL,
	"score" double precision,
	"grade" text NOT NULL,
	"company_count" integer NOT NULL,
	"grade_counts" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_risk_scores_pkey" PRIMARY KEY("config_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "risk_config_revisions" (
	"config_id" uuid,
	"revision" integer,
	"definition" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"committed_by" uuid,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_config_revisions_pkey" PRIMARY KEY("config_id","revision")
);
--> statement-breakpoint
CREATE TABLE "risk_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"draft" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_dirty_companies" (
	"company_id" uuid PRIMARY KEY,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_signal_user_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"organization_id" uuid NOT NULL,
	"signal_id" text NOT NULL,
	"risk_signal_context" text NOT NULL,
	"risk_signal_message" text NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"reason" text,
	"is_latest" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"system_status_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "company_risk_scores_config_score" ON "company_risk_scores" ("config_id","score");--> statement-breakpoint
CREATE INDEX "risk_configs_organization_id_created_at_index" ON "risk_configs" ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_signal_user_actions_organization_id_portfolio_id_index" ON "risk_signal_user_actions" ("organization_id","portfolio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_signal_user_actions_latest" ON "risk_signal_user_actions" ("organization_id","signal_id","portfolio_id","company_id") WHERE is_latest;--> statement-breakpoint
ALTER TABLE "company_risk_history" ADD CONSTRAINT "company_risk_history_config_id_risk_configs_id_fkey" FOREIGN KEY ("config_id") REFERENCES "risk_configs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_risk_history" ADD CONSTRAINT "company_risk_history_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_risk_scores" ADD CONSTRAINT "company_risk_scores_config_id_risk_configs_id_fkey" FOREIGN KEY ("config_id") REFERENCES "risk_configs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_risk_scores" ADD CONSTRAINT "company_risk_scores_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_history" ADD CONSTRAINT "portfolio_risk_history_config_id_risk_configs_id_fkey" FOREIGN KEY ("config_id") REFERENCES "risk_configs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_history" ADD CONSTRAINT "portfolio_risk_history_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_history" ADD CONSTRAINT "portfolio_risk_history_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_scores" ADD CONSTRAINT "portfolio_risk_scores_config_id_risk_configs_id_fkey" FOREIGN KEY ("config_id") REFERENCES "risk_configs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_scores" ADD CONSTRAINT "portfolio_risk_scores_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "portfolio_risk_scores" ADD CONSTRAINT "portfolio_risk_scores_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_config_revisions" ADD CONSTRAINT "risk_config_revisions_config_id_risk_configs_id_fkey" FOREIGN KEY ("config_id") REFERENCES "risk_configs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_config_revisions" ADD CONSTRAINT "risk_config_revisions_committed_by_users_id_fkey" FOREIGN KEY ("committed_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "risk_configs" ADD CONSTRAINT "risk_configs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_dirty_companies" ADD CONSTRAINT "risk_dirty_companies_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_signal_user_actions" ADD CONSTRAINT "risk_signal_user_actions_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_signal_user_actions" ADD CONSTRAINT "risk_signal_user_actions_portfolio_id_portfolios_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_signal_user_actions" ADD CONSTRAINT "risk_signal_user_actions_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "risk_signal_user_actions" ADD CONSTRAINT "risk_signal_user_actions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;
CREATE TABLE "company_data_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_data_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"variable" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"old_value" double precision,
	"new_value" double precision,
	"detail" jsonb,
	"source" text DEFAULT 'tierwise' NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_metric_history" (
	"company_id" uuid,
	"variable" text,
	"observed_on" date,
	"value" double precision NOT NULL,
	CONSTRAINT "company_metric_history_pkey" PRIMARY KEY("company_id","variable","observed_on")
);
--> statement-breakpoint
CREATE INDEX "company_data_changes_pending" ON "company_data_changes" ("id") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "company_data_changes_company_id_variable_index" ON "company_data_changes" ("company_id","variable");--> statement-breakpoint
ALTER TABLE "company_data_changes" ADD CONSTRAINT "company_data_changes_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_metric_history" ADD CONSTRAINT "company_metric_history_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;
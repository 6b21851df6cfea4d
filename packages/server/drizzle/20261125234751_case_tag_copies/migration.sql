ALTER TABLE "case_tags" ADD COLUMN "status" text DEFAULT 'to_do' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_tags" ADD COLUMN "priority" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_tags" ADD COLUMN "private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case_tags" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "case_tags" ADD COLUMN "row_number" integer DEFAULT 0 NOT NULL;
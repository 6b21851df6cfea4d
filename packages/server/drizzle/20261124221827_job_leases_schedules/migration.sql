CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY,
	"queue" text NOT NULL,
	"cron" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lock_token" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "singleton_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "actor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "actor_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key_active" ON "jobs" ("singleton_key") WHERE state in ('queued', 'running');
DROP INDEX "case_tags_tag_case";--> statement-breakpoint
DROP INDEX "case_access_actor";--> statement-breakpoint
CREATE INDEX "case_access_actor" ON "case_access" ("organization_id","actor_type","actor_id","case_id");--> statement-breakpoint
CREATE INDEX "case_tags_filter" ON "case_tags" ("organization_id","tag_id","status","priority","due_date","row_number","case_id","private");
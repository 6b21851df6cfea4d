DROP INDEX "case_tags_organization_id_tag_id_index";--> statement-breakpoint
CREATE INDEX "case_tags_tag_case" ON "case_tags" ("organization_id","tag_id","case_id");--> statement-breakpoint
CREATE INDEX "supplier_cases_filter" ON "supplier_cases" ("organization_id","status","priority","private","id","row_number","due_date","updated_at","created_at");
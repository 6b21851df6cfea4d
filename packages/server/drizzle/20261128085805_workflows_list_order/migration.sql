DROP INDEX "workflow_audit_company";--> statement-breakpoint
CREATE INDEX "workflow_audit_company" ON "workflow_audit" ("organization_id","company_id","action_time","id");--> statement-breakpoint
DROP INDEX "workflows_list";--> statement-breakpoint
CREATE INDEX "workflows_list" ON "workflows" ("organization_id","updated_at","id");--> statement-breakpoint
DROP INDEX "workflows_status";--> statement-breakpoint
CREATE INDEX "workflows_status" ON "workflows" ("organization_id","status","updated_at","id");--> statement-breakpoint
DROP INDEX "workflows_company";--> statement-breakpoint
CREATE INDEX "workflows_company" ON "workflows" ("organization_id","company_id","updated_at","id");--> statement-breakpoint
DROP INDEX "workflows_template";--> statement-breakpoint
CREATE INDEX "workflows_template" ON "workflows" ("organization_id","template_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "workflows_company_name" ON "workflows" ("organization_id",lower("company_name"),"id");
DROP INDEX "company_risk_scores_config_score";--> statement-breakpoint
CREATE INDEX "company_risk_scores_config_score_company" ON "company_risk_scores" ("config_id","score","company_id");
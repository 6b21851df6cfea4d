CREATE INDEX "companies_legal_name_trgm" ON "companies" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_display_name_id" ON "companies" ("display_name","id");--> statement-breakpoint
CREATE INDEX "companies_collections_gin" ON "companies" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "companies_diversity_gin" ON "companies" USING gin ("diversity");--> statement-breakpoint
CREATE INDEX "companies_investors_gin" ON "companies" USING gin ("investors");--> statement-breakpoint
CREATE INDEX "companies_tag_slugs_gin" ON "companies" USING gin ("tag_slugs");--> statement-breakpoint
CREATE INDEX "companies_naics_code_pattern" ON "companies" ("naics_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_country_code" ON "companies" ("country_code");--> statement-breakpoint
CREATE INDEX "companies_sector" ON "companies" ("sector");--> statement-breakpoint
CREATE INDEX "companies_credit_rating" ON "companies" ("credit_rating");--> statement-breakpoint
CREATE INDEX "companies_employee_count_desc" ON "companies" ("employee_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_revenue_usd_desc" ON "companies" ("revenue_usd" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_credit_score_desc" ON "companies" ("credit_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_security_rating_desc" ON "companies" ("security_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_founded_year_desc" ON "companies" ("founded_year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_search_facets" ON "companies" ("status_code","country_code","sector","naics_code","credit_rating","credit_agency_rating","security_grade","collections","diversity","investors","tag_slugs","employee_count","revenue_usd","founded_year","credit_score","fraud_score","viability_score","security_rating","esg_score","current_ratio","quick_ratio","altman_z_score","revenue_growth");
-- Risk hub (issue 14): every recorded change of a company's data (metric or event, written by
-- the alerts feature's triggers and importers) marks the company for rescoring.
CREATE OR REPLACE FUNCTION risk_mark_dirty_company() RETURNS trigger AS $$
BEGIN
  INSERT INTO risk_dirty_companies (company_id)
  SELECT DISTINCT company_id FROM new_rows
  ON CONFLICT (company_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_data_changes_risk_dirty
AFTER INSERT ON company_data_changes
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_dirty_company();
--> statement-breakpoint
-- A company joining or leaving a portfolio changes the custom configurations that cover it and
-- its portfolios' scores: rescore it too.
CREATE TRIGGER portfolio_companies_risk_dirty_insert
AFTER INSERT ON portfolio_companies
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_dirty_company();
--> statement-breakpoint
CREATE TRIGGER portfolio_companies_risk_dirty_delete
AFTER DELETE ON portfolio_companies
REFERENCING OLD TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_dirty_company();

-- N-tier (issue 29): n_tier_nodes keeps copies of its company's display name, country, sector
-- and status, so the table filters, sorts and counts a network without joining companies.
-- Nodes computed before this migration get them now; afterwards every change of those columns
-- of a company reaches its nodes in the same statement, so a company hidden (draft, deleted) or
-- renamed is hidden or renamed in every network at once, as when the read joined companies.
UPDATE n_tier_nodes n
SET name = c.display_name, country_code = c.country_code, industry = c.sector,
  company_status = c.status_code
FROM companies c
WHERE c.id = n.company_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION n_tier_nodes_company_changed() RETURNS trigger AS $$
BEGIN
  UPDATE n_tier_nodes n
  SET name = c.display_name, country_code = c.country_code, industry = c.sector,
    company_status = c.status_code
  FROM changed_rows c
  WHERE n.company_id = c.id
    AND (n.name, n.country_code, n.industry, n.company_status)
      IS DISTINCT FROM (c.display_name, c.country_code, c.sector, c.status_code);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_n_tier_nodes_update
AFTER UPDATE ON companies
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_nodes_company_changed();

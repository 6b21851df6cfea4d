-- N-tier (issue 29) and dashboards (issue 30): tier 1 of a network is the companies of the
-- organisation's active portfolios. The network's fingerprint hashed them all on every n-tier
-- read (45,000 distinct companies: 45 ms of database CPU a read on the dashboards benchmark).
-- As for the relations and risk scores (n_tier_input_versions_triggers), a counter
-- "portfolios:<organisation id>" is raised instead by every statement that may change them:
-- portfolio items added, moved or removed (also when a portfolio's deletion cascades to them)
-- and portfolios archived or restored.
CREATE FUNCTION n_tier_portfolio_items_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO n_tier_input_versions (scope, version)
  SELECT DISTINCT 'portfolios:' || organization_id, 1 FROM changed_rows ORDER BY 1
  ON CONFLICT (scope) DO UPDATE SET version = n_tier_input_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER portfolio_companies_n_tier_insert
AFTER INSERT ON portfolio_companies
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_portfolio_items_changed();
--> statement-breakpoint
-- An update raises both the old and the new organisation (an item could move).
CREATE TRIGGER portfolio_companies_n_tier_update_old
AFTER UPDATE ON portfolio_companies
REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_portfolio_items_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_companies_n_tier_update_new
AFTER UPDATE ON portfolio_companies
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_portfolio_items_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_companies_n_tier_delete
AFTER DELETE ON portfolio_companies
REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_portfolio_items_changed();
--> statement-breakpoint
-- Portfolios are updated on every item change (their counters): only an archive, a restore or
-- a move to another organisation raises the counter.
CREATE FUNCTION n_tier_portfolios_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO n_tier_input_versions (scope, version)
  SELECT DISTINCT 'portfolios:' || o.organization_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.archived_at IS NULL) <> (n.archived_at IS NULL) OR o.organization_id <> n.organization_id
  UNION
  SELECT DISTINCT 'portfolios:' || n.organization_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.archived_at IS NULL) <> (n.archived_at IS NULL) OR o.organization_id <> n.organization_id
  ORDER BY 1
  ON CONFLICT (scope) DO UPDATE SET version = n_tier_input_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER portfolios_n_tier_update
AFTER UPDATE ON portfolios
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_portfolios_changed();

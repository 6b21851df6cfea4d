-- N-tier (issue 29): counters of what an organisation's network is computed from, raised by
-- every statement that changes it, so that the network's fingerprint reads three counters on
-- each n-tier read instead of hashing every visible relation and every node's risk score.
-- Relations: "relations:catalogue" for relations without an organisation, else
-- "relations:<organisation id>".
CREATE OR REPLACE FUNCTION n_tier_relations_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO n_tier_input_versions (scope, version)
  SELECT DISTINCT 'relations:' || coalesce(organization_id::text, 'catalogue'), 1 FROM changed_rows
  ON CONFLICT (scope) DO UPDATE SET version = n_tier_input_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_relations_n_tier_insert
AFTER INSERT ON company_relations
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_relations_changed();
--> statement-breakpoint
-- An update raises both the old and the new scope (an organisation id could change).
CREATE TRIGGER company_relations_n_tier_update_old
AFTER UPDATE ON company_relations
REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_relations_changed();
--> statement-breakpoint
CREATE TRIGGER company_relations_n_tier_update_new
AFTER UPDATE ON company_relations
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_relations_changed();
--> statement-breakpoint
CREATE TRIGGER company_relations_n_tier_delete
AFTER DELETE ON company_relations
REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_relations_changed();
--> statement-breakpoint
-- Risk scores under the default configuration (defaultRiskConfigId in
-- risk/default-risk-config.ts; hasRisks reads only it): "risks:<organisation id>" for every
-- network the rescored companies are in (n_tier_nodes_company finds them).
CREATE OR REPLACE FUNCTION n_tier_scores_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO n_tier_input_versions (scope, version)
  SELECT DISTINCT 'risks:' || n.organization_id, 1
  FROM changed_rows r JOIN n_tier_nodes n ON n.company_id = r.company_id
  WHERE r.config_id = '00000000-0000-4000-8000-00000000a14c'
  ON CONFLICT (scope) DO UPDATE SET version = n_tier_input_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_risk_scores_n_tier_insert
AFTER INSERT ON company_risk_scores
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_scores_changed();
--> statement-breakpoint
CREATE TRIGGER company_risk_scores_n_tier_update
AFTER UPDATE ON company_risk_scores
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_scores_changed();
--> statement-breakpoint
CREATE TRIGGER company_risk_scores_n_tier_delete
AFTER DELETE ON company_risk_scores
REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION n_tier_scores_changed();

-- Risk hub (issue 14): an analyst's decision on a screening match (companies/sanctions) changes
-- the sanctions grade of the company: rescore it. Guarded, so the risk feature depends on the
-- screening tables only where they exist.
CREATE OR REPLACE FUNCTION risk_mark_dirty_company_of_row() RETURNS trigger AS $$
BEGIN
  INSERT INTO risk_dirty_companies (company_id)
  VALUES (coalesce(NEW.company_id, OLD.company_id))
  ON CONFLICT (company_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('public.screening_match_decisions') IS NOT NULL THEN
    CREATE TRIGGER screening_match_decisions_risk_dirty
    AFTER INSERT OR UPDATE OR DELETE ON screening_match_decisions
    FOR EACH ROW EXECUTE FUNCTION risk_mark_dirty_company_of_row();
  END IF;
  IF to_regclass('public.screening_matches') IS NOT NULL THEN
    CREATE TRIGGER screening_matches_risk_dirty
    AFTER INSERT OR UPDATE OR DELETE ON screening_matches
    FOR EACH ROW EXECUTE FUNCTION risk_mark_dirty_company_of_row();
  END IF;
END $$;

-- Written by hand (drizzle-kit generates tables, not triggers): every writer of company data
-- (the company and area importers, sanctions screening, the profile editors, a provider feed)
-- records what changed for the alert rules, without knowing the alerts feature exists. The
-- rules job (every ten minutes, or when queued) reads the pending rows and raises the alerts.
--
-- 1. Metrics: the latest value of each watched metric is a column of companies (the search
--    columns importers keep). A statement trigger with transition tables compares the rows
--    before and after, so an import batch of a thousand companies costs one join, and records
--    each value that changed. A first value (null before) is recorded too: it starts the
--    history that later changes are measured against.
CREATE FUNCTION company_metric_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_data_changes (company_id, variable, observed_at, old_value, new_value, source)
  SELECT n.id, m.variable, now(), m.old_value, m.new_value, 'company data'
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES
      ('current_ratio', o.current_ratio, n.current_ratio),
      ('quick_ratio', o.quick_ratio, n.quick_ratio),
      ('altman_z_score', o.altman_z_score, n.altman_z_score),
      ('credit_score', o.credit_score::double precision, n.credit_score::double precision),
      ('security_rating', o.security_rating::double precision, n.security_rating::double precision),
      ('esg_score', o.esg_score, n.esg_score)
    ) AS m(variable, old_value, new_value)
   WHERE m.new_value IS NOT NULL AND m.new_value IS DISTINCT FROM m.old_value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_metric_changes AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_metric_changes_record();
--> statement-breakpoint
-- 2. Events: data breaches, court filings and sanctions matches are records of a profile area,
--    one list per company, area and provider. Each record the list did not hold before is an
--    event. Breaches and filings carry their own date; one that was already older than
--    30 days when it arrived is history being filled in (a first import, a backfill), not news,
--    and raises nothing. A sanctions match is news whenever it is found, whatever the date the
--    entity was listed on.
CREATE FUNCTION company_event_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_variable text := CASE NEW.area
    WHEN 'dataBreaches' THEN 'data_breach'
    WHEN 'courtFilings' THEN 'court_filing'
    ELSE 'sanctions_match' END;
  date_key text := CASE NEW.area
    WHEN 'dataBreaches' THEN 'disclosedOn'
    WHEN 'courtFilings' THEN 'filedOn'
    ELSE NULL END;
BEGIN
  INSERT INTO company_data_changes (company_id, variable, observed_at, detail, source)
  SELECT NEW.company_id, event_variable,
         CASE WHEN date_key IS NULL THEN now()
              ELSE coalesce((r ->> date_key)::date::timestamptz, now()) END,
         r, NEW.source
    FROM jsonb_array_elements(NEW.records) AS r
   WHERE (TG_OP = 'INSERT' OR NOT (OLD.records @> jsonb_build_array(r)))
     AND (date_key IS NULL OR coalesce((r ->> date_key)::date, current_date) >= current_date - 30);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_profile_areas_event_changes AFTER INSERT OR UPDATE OF records ON company_profile_areas
  FOR EACH ROW WHEN (NEW.area IN ('dataBreaches', 'courtFilings', 'sanctions'))
  EXECUTE FUNCTION company_event_changes_record();

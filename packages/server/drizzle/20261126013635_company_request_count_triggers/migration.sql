-- Written by hand (drizzle-kit generates tables, not triggers): company_request_counts holds how
-- many requests an organisation has per side (bulk or individual), status, creator and country,
-- so a /requests page's total sums a few hundred counters instead of counting up to a million
-- rows. The database keeps the counters in step, so no code path can forget.
--
-- Statement triggers with transition tables: a bulk batch of 500 inserted rows changes each
-- counter once, not 500 times. Counters change in key order so that two transactions touching
-- the same counters cannot deadlock. Rows removed with their organisation find the counters
-- already gone with it: deletions only lower counters that still exist.
CREATE FUNCTION company_request_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE company_request_counts AS c SET count = c.count - d.n
      FROM (SELECT organization_id, bulk_request_id IS NOT NULL AS bulk, status, user_id,
                   coalesce(country, '') AS country, count(*)::int AS n
              FROM removed GROUP BY 1, 2, 3, 4, 5) AS d
      WHERE c.organization_id = d.organization_id AND c.bulk = d.bulk AND c.status = d.status
        AND c.user_id = d.user_id AND c.country = d.country;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_request_counts AS c (organization_id, bulk, status, user_id, country, count)
      SELECT organization_id, bulk_request_id IS NOT NULL, status, user_id, coalesce(country, ''),
             count(*)::int
        FROM added GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organization_id, bulk, status, user_id, country)
        DO UPDATE SET count = c.count + EXCLUDED.count;
    RETURN NULL;
  END IF;
  -- An update moves rows between counters; most updates (logs, matching, names) move none.
  INSERT INTO company_request_counts AS c (organization_id, bulk, status, user_id, country, count)
    SELECT organization_id, bulk, status, user_id, country, sum(n)::int
      FROM (
        SELECT organization_id, bulk_request_id IS NOT NULL AS bulk, status, user_id,
               coalesce(country, '') AS country, 1 AS n
          FROM added
        UNION ALL
        SELECT organization_id, bulk_request_id IS NOT NULL, status, user_id,
               coalesce(country, ''), -1
          FROM removed
      ) AS changes
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(n) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, bulk, status, user_id, country)
      DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_request_counts_insert AFTER INSERT ON "company_requests"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION company_request_counts_apply();--> statement-breakpoint
CREATE TRIGGER company_request_counts_update AFTER UPDATE ON "company_requests"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION company_request_counts_apply();--> statement-breakpoint
CREATE TRIGGER company_request_counts_delete AFTER DELETE ON "company_requests"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION company_request_counts_apply();--> statement-breakpoint
-- The requests that exist already.
INSERT INTO company_request_counts (organization_id, bulk, status, user_id, country, count)
  SELECT organization_id, bulk_request_id IS NOT NULL, status, user_id, coalesce(country, ''),
         count(*)::int
    FROM company_requests GROUP BY 1, 2, 3, 4, 5;
